import { log } from "./log.ts";

export type WriteBehind<T> = {
  /** Keeps an item for the next batch; never waits and never throws. Beyond the limit it is dropped and counted. */
  add(item: T): void;
  /** Writes what is waiting now (and anything added meanwhile); resolves when done, whether it worked or not. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: the last flush of a graceful shutdown. */
  close(): Promise<void>;
  /** Distinct items waiting in memory (identical ones are one). */
  readonly size: number;
  /** What the items waiting in memory stand for, by `weight` (requests, posts). */
  readonly pending: number;
};

/**
 * Items (page views, refused-post counts) wait in memory and are written in one batch at most
 * every `flushMs`, so no response waits for the database and the store sees one write per batch,
 * not one per request.
 *
 * Identical items of one batch (same `keyOf`: the same visitor seeing the same page from the same
 * source; the same day and reason of a refused post) are kept once, with `merge` adding the second
 * to the first: a burst from one client costs one row, and memory grows with distinct items, not
 * with requests. The limit counts distinct items.
 *
 * The timer runs only while items wait. If a write fails (the store is down), the batch stays for
 * the next attempt; at most `limit` distinct items are kept, and any beyond are lost. A loss is
 * logged once when it starts and once, with the count, when writing works again (or at shutdown),
 * never once per request. `label` names the items in those lines ("page views").
 */
export function createWriteBehind<T>(options: {
  label: string;
  write(batch: T[]): Promise<void>;
  flushMs: number;
  limit: number;
  keyOf(item: T): string;
  /** Adds `item` (identical to `into` by key) to `into`; returns the merged item. */
  merge(into: T, item: T): T;
  /** How many requests a (merged) item stands for: what a loss is counted in. */
  weight(item: T): number;
}): WriteBehind<T> {
  let waiting = new Map<string, T>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let lost = 0;
  let failing = false;

  function pending(): number {
    let sum = 0;
    for (const item of waiting.values()) sum += options.weight(item);
    return sum;
  }

  function lose(count: number, reason: string, error?: unknown) {
    lost += count;
    if (failing) return;
    failing = true;
    log.error(`${options.label} are not being stored (${reason}): kept in memory up to ${options.limit}, then lost`, {
      ...(error === undefined ? {} : { error: String(error) }),
    });
  }

  function schedule() {
    if (timer || closed || waiting.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, options.flushMs);
    timer.unref();
  }

  /** Keeps an item unless the limit is reached; returns false when it was not kept. */
  function keep(item: T): boolean {
    const key = options.keyOf(item);
    const same = waiting.get(key);
    if (same !== undefined) waiting.set(key, options.merge(same, item));
    else if (waiting.size >= options.limit) return false;
    else waiting.set(key, item);
    return true;
  }

  async function writeWaiting() {
    const batch = waiting;
    waiting = new Map();
    try {
      await options.write([...batch.values()]);
      if (failing) {
        log.info(`${options.label} are stored again`, { lost });
        failing = false;
        lost = 0;
      }
    } catch (error) {
      // Put back in front of what arrived meanwhile; what does not fit any more is lost.
      const arrived = waiting;
      waiting = new Map();
      let overflow = 0;
      for (const item of [...batch.values(), ...arrived.values()]) {
        if (!keep(item)) overflow += options.weight(item);
      }
      lose(overflow, "the store refused them", error);
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
    add(item) {
      if (!keep(item)) return lose(options.weight(item), "too many waiting");
      schedule();
    },
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      await flush();
      const left = pending();
      if (left > 0 || lost > 0) log.error(`${options.label} lost at shutdown`, { lost: lost + left });
    },
    get size() {
      return waiting.size;
    },
    get pending() {
      return pending();
    },
  };
}
