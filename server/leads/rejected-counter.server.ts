import type { Database } from "../db/database.ts";
import { log } from "../shared/log.ts";
import { createWriteBehind } from "../shared/write-behind.server.ts";
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
 * `flushMs`, all in one statement (the page views' write-behind buffer, write-behind.server.ts):
 * a flood of refusals costs the store one commit per interval instead of one synced write per
 * post, and real posts no longer queue behind them (a flood of 1,000 a second for 48 s made 25,075
 * row writes on PostgreSQL, a valid post's median 14 ms -> 1.3 s; 8 writes since:
 * docs/performance.md).
 *
 * Memory is bounded by its keys: one per day and reason. A write that fails (the store is down)
 * keeps its counts for the next attempt, logged once, not once per post. A graceful shutdown
 * writes what is left (`close`); a SIGKILL loses at most one interval's counts.
 */
export function createRejectedCounter(options: {
  store: () => Promise<Database | undefined>;
  flushMs: number;
}): RejectedCounter {
  const buffer = createWriteBehind<RejectedCount>({
    label: "refused posts",
    flushMs: options.flushMs,
    // A key per UTC day and reason: a few dozen while the store is down for days, whatever arrives.
    limit: 10_000,
    keyOf: (row) => `${row.day} ${row.reason}`,
    merge: (into, row) => ({ ...into, count: into.count + row.count }),
    weight: (row) => row.count,
    async write(batch) {
      const db = await options.store();
      if (!db) throw new Error("database not open");
      await addRejectedCounts(db, batch);
      log.info("refused posts counted", { posts: batch.reduce((sum, row) => sum + row.count, 0), rows: batch.length });
    },
  });
  return {
    add: (reason, now = new Date()) => buffer.add({ day: utcDay(now), reason, count: 1 }),
    flush: buffer.flush,
    close: buffer.close,
    get pending() {
      return buffer.pending;
    },
  };
}
