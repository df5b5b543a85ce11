import { log } from "../../../server/log.ts";
import type { Mailer } from "./mailer.server.ts";
import type { ContactStore, StoredMessage } from "./store.server.ts";

export const maxNotifyAttempts = 5;
const batchSize = 20;

/** Wait after the n-th failed attempt: 1, 2, 4, 8 minutes; the fifth failure is final. */
export function retryDelayMs(failedAttempts: number): number {
  return 60_000 * 2 ** (failedAttempts - 1);
}

export type Notifier = ReturnType<typeof createNotifier>;

/**
 * Emails stored messages to the agency. The database is the queue: a message is "owed" an email
 * until its row says notified, so a crash or a mail outage delays an email but never loses one.
 * One drain runs at a time, so a burst of posts cannot open a burst of SMTP connections.
 */
export function createNotifier(options: { store: ContactStore; mailer: Mailer; intervalMs?: number }) {
  const { store, mailer } = options;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function sendOne(message: StoredMessage) {
    try {
      await mailer.send(message);
      store.markNotified(message.id);
      log.info("contact message emailed", { id: message.id });
    } catch (error) {
      const attempts = message.notify_attempts + 1;
      const retryAt = attempts >= maxNotifyAttempts ? null : new Date(Date.now() + retryDelayMs(attempts));
      // Only the id and the error: what the visitor wrote stays out of the logs.
      log.error("contact email failed", {
        id: message.id,
        attempts,
        retryAt: retryAt?.toISOString() ?? "never",
        error: String(error),
      });
      try {
        store.markFailed(message.id, retryAt);
      } catch (storeError) {
        log.error("could not record the failed email", { id: message.id, error: String(storeError) });
      }
    }
  }

  /** Sends every message that is due now; returns how many it tried. */
  async function drain(now = new Date()): Promise<number> {
    const tried = new Set<number>();
    while (!stopped) {
      let batch;
      try {
        batch = store.pendingNotifications({ now, maxAttempts: maxNotifyAttempts, limit: batchSize });
      } catch (error) {
        log.error("could not read messages waiting for email", { error: String(error) });
        break;
      }
      // A row whose status could not be updated comes back: stop rather than loop on it.
      const fresh = batch.filter((message) => !tried.has(message.id));
      if (fresh.length === 0) break;
      for (const message of fresh) {
        if (stopped) break;
        tried.add(message.id);
        await sendOne(message);
      }
    }
    return tried.size;
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .then(() => undefined)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    drain,
    /** Called after each stored message: sends it soon, without the visitor waiting for it. */
    kick,
    /** Sends what a previous run left unsent (crash, outage), then retries on an interval. */
    start() {
      kick();
      timer = setInterval(kick, options.intervalMs ?? 60_000);
      timer.unref();
    },
    /** Stops retrying and waits (at most `graceMs`) for an email being sent right now. */
    async stop(graceMs = 5_000) {
      stopped = true;
      clearInterval(timer);
      if (running) await Promise.race([running, new Promise((done) => setTimeout(done, graceMs).unref())]);
    },
  };
}
