import { log } from "../shared/log.ts";

export type ViewBuffer<T> = {
  /** Keeps a view for the next batch; never waits and never throws. Beyond the limit it is dropped and counted. */
  add(view: T): void;
  /** Writes what is waiting now (and anything added meanwhile); resolves when done, whether it worked or not. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: the last flush of a graceful shutdown. */
  close(): Promise<void>;
  /** Distinct views waiting in memory (identical ones are one). */
  readonly size: number;
};

/**
 * Page views wait in memory and are written in one batch at most every `flushMs`, so no page
 * response waits for the database and the store sees one write per batch, not one per view.
 *
 * Identical views of one batch (same `keyOf`: the same visitor seeing the same page from the
 * same source) are kept once, with `merge` adding the second to the first: a reload, or a burst
 * from one client, costs one row, and memory grows with distinct views, not with requests. The
 * limit counts distinct views.
 *
 * The timer runs only while views wait. If a write fails (the store is down), the batch stays
 * for the next attempt; at most `limit` distinct views are kept, and any beyond are lost. A loss
 * is logged once when it starts and once, with the count, when writing works again (or at
 * shutdown), never once per request.
 */
export function createViewBuffer<T>(options: {
  write(batch: T[]): Promise<void>;
  flushMs: number;
  limit: number;
  keyOf(view: T): string;
  /** Adds `view` (identical to `into` by key) to `into`; returns the merged view. */
  merge(into: T, view: T): T;
  /** How many requests a (merged) view stands for: what a loss is counted in. */
  weight(view: T): number;
}): ViewBuffer<T> {
  let waiting = new Map<string, T>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let lost = 0;
  let failing = false;

  function lose(count: number, reason: string, error?: unknown) {
    lost += count;
    if (failing) return;
    failing = true;
    log.error(`page views are not being stored (${reason}): kept in memory up to ${options.limit}, then lost`, {
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

  /** Keeps a view unless the limit is reached; returns false when it was not kept. */
  function keep(view: T): boolean {
    const key = options.keyOf(view);
    const same = waiting.get(key);
    if (same !== undefined) waiting.set(key, options.merge(same, view));
    else if (waiting.size >= options.limit) return false;
    else waiting.set(key, view);
    return true;
  }

  async function writeWaiting() {
    const batch = waiting;
    waiting = new Map();
    try {
      await options.write([...batch.values()]);
      if (failing) {
        log.info("page views are stored again", { lost });
        failing = false;
        lost = 0;
      }
    } catch (error) {
      // Put back in front of what arrived meanwhile; what does not fit any more is lost.
      const arrived = waiting;
      waiting = new Map();
      let overflow = 0;
      for (const view of [...batch.values(), ...arrived.values()]) {
        if (!keep(view)) overflow += options.weight(view);
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
    add(view) {
      if (!keep(view)) return lose(options.weight(view), "too many waiting");
      schedule();
    },
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      await flush();
      let left = 0;
      for (const view of waiting.values()) left += options.weight(view);
      if (left > 0 || lost > 0) log.error("page views lost at shutdown", { lost: lost + left });
    },
    get size() {
      return waiting.size;
    },
  };
}
