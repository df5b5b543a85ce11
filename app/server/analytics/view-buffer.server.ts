import { log } from "../log.ts";

export type ViewBuffer<T> = {
  /** Keeps a view for the next batch; never waits and never throws. Beyond the limit it is dropped and counted. */
  add(view: T): void;
  /** Writes what is waiting now (and anything added meanwhile); resolves when done, whether it worked or not. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: the last flush of a graceful shutdown. */
  close(): Promise<void>;
  /** Views waiting in memory. */
  readonly size: number;
};

/**
 * Page views wait in memory and are written in one batch at most every `flushMs`, so no page
 * response waits for the database and the store sees one write per batch, not one per view. The
 * timer runs only while views wait. If a write fails (the store is down), the batch stays for
 * the next attempt; at most `limit` views are kept, and any beyond are lost. A loss is logged
 * once when it starts and once, with the count, when writing works again (or at shutdown), never
 * once per request.
 */
export function createViewBuffer<T>(options: {
  write(batch: T[]): Promise<void>;
  flushMs: number;
  limit: number;
}): ViewBuffer<T> {
  let waiting: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let lost = 0;
  let failing = false;

  function lose(count: number, reason: string, error?: unknown) {
    if (count > 0) lost += count;
    if (failing) return;
    failing = true;
    log.error(`page views are not being stored (${reason}): kept in memory up to ${options.limit}, then lost`, {
      ...(error === undefined ? {} : { error: String(error) }),
    });
  }

  function schedule() {
    if (timer || closed || waiting.length === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, options.flushMs);
    timer.unref();
  }

  async function writeWaiting() {
    const batch = waiting;
    waiting = [];
    try {
      await options.write(batch);
      if (failing) {
        log.info("page views are stored again", { lost });
        failing = false;
        lost = 0;
      }
    } catch (error) {
      // Put back in front of what arrived meanwhile, oldest dropped first if that is too many.
      const kept = [...batch, ...waiting];
      const overflow = Math.max(0, kept.length - options.limit);
      waiting = kept.slice(overflow);
      lose(overflow, "the store refused them", error);
    }
  }

  function flush(): Promise<void> {
    if (running) return running.then(() => (waiting.length > 0 ? flush() : undefined));
    if (waiting.length === 0) return Promise.resolve();
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
      if (waiting.length >= options.limit) return lose(1, "too many waiting");
      waiting.push(view);
      schedule();
    },
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      await flush();
      if (waiting.length > 0 || lost > 0) {
        log.error("page views lost at shutdown", { lost: lost + waiting.length });
      }
    },
    get size() {
      return waiting.length;
    },
  };
}
