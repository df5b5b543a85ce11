import type { Database } from "../db/database.ts";
import { log } from "../shared/log.ts";
import { addRejectedCounts, type RejectedCount, type RejectedReason, utcDay } from "./rejected-posts.server.ts";

export type RejectedCounter = {
  /** Counts one refused post in memory: never waits, never throws. */
  add(reason: RejectedReason, now?: Date): void;
  /** Writes the counts waiting now (and any added meanwhile); resolves when done, whether it worked or not. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: the last write of a graceful shutdown. */
  close(): Promise<void>;
  /** Refused posts counted in memory and not written yet. */
  readonly pending: number;
};

/** How long refused posts are counted in memory before they are written (CONTACT_REFUSED_FLUSH_MS). */
export const defaultRefusedFlushMs = 10_000;

/**
 * Refused contact posts are counted in memory, per UTC day and reason, and written at most every
 * `flushMs`, all in one statement: a flood of refusals costs the store one commit per interval
 * instead of one synced write per post, and real posts no longer queue behind them (a flood of
 * 1,000 a second for 48 s made 25,075 row writes on PostgreSQL, a valid post's median 14 ms -> 1.3 s;
 * 8 writes since: docs/performance.md).
 *
 * Memory is bounded by its keys: one per day and reason. A write that fails (the store is down)
 * keeps its counts for the next attempt; the trouble is logged once, not once per post. A graceful
 * shutdown writes what is left (`close`); a SIGKILL loses at most one interval's counts.
 */
export function createRejectedCounter(options: {
  store: () => Promise<Database | undefined>;
  flushMs: number;
}): RejectedCounter {
  let waiting = new Map<string, RejectedCount>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let failing = false;

  const pending = () => [...waiting.values()].reduce((sum, row) => sum + row.count, 0);

  function keep(day: string, reason: RejectedReason, count: number) {
    const key = `${day} ${reason}`;
    const same = waiting.get(key);
    if (same) same.count += count;
    else waiting.set(key, { day, reason, count });
  }

  function schedule() {
    if (timer || closed || waiting.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, options.flushMs);
    timer.unref();
  }

  async function writeWaiting() {
    const batch = [...waiting.values()];
    waiting = new Map();
    try {
      const db = await options.store();
      if (!db) throw new Error("database not open");
      await addRejectedCounts(db, batch);
      log.info("refused posts counted", { posts: batch.reduce((sum, row) => sum + row.count, 0), rows: batch.length });
      if (failing) log.info("refused posts are counted in the database again");
      failing = false;
    } catch (error) {
      for (const row of batch) keep(row.day, row.reason, row.count);
      if (!failing) log.warn("refused posts not counted in the database: kept in memory", { error: String(error) });
      failing = true;
    }
  }

  function flush(): Promise<void> {
    if (running) return running.then(() => (waiting.size > 0 ? flush() : undefined));
    if (waiting.size === 0) return Promise.resolve();
    clearTimeout(timer);
    timer = undefined;
    running = writeWaiting().finally(() => {
      running = undefined;
      schedule();
    });
    return running;
  }

  return {
    add(reason, now = new Date()) {
      keep(utcDay(now), reason, 1);
      schedule();
    },
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      await flush();
      const left = pending();
      if (left > 0) log.error("refused posts lost at shutdown: the database did not take them", { posts: left });
    },
    get pending() {
      return pending();
    },
  };
}
