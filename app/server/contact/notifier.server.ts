import { log } from "../log.ts";
import type { Mailer } from "./mailer.server.ts";
import type { Delivery, Outbox } from "./outbox.server.ts";
import type { TelegramSender } from "./telegram.server.ts";

export const maxNotifyAttempts = 5;
const batchSize = 20;
/** Longer than a slow SMTP conversation (its timeouts are 30 s); then another instance may retry. */
export const claimMs = 2 * 60_000;

/** Wait after the n-th failed attempt: 1, 2, 4, 8 minutes; the fifth failure is final. */
export function retryDelayMs(failedAttempts: number): number {
  return 60_000 * 2 ** (failedAttempts - 1);
}

export type Notifier = ReturnType<typeof createNotifier>;

/**
 * Sends the notifications the outbox owes. Every instance runs one; the outbox's claims make sure
 * each notification is sent by one of them. A crash or a mail outage delays an email but never
 * loses one. One drain runs at a time per instance, so a burst of posts cannot open a burst of
 * SMTP connections.
 */
export function createNotifier(options: {
  outbox: Outbox;
  mailer?: Mailer;
  telegram?: TelegramSender;
  intervalMs?: number;
  claimMs?: number;
}) {
  const { outbox } = options;
  const senders = { email: options.mailer, telegram: options.telegram };
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** `now` is the drain's clock: a retry is due after it, so one drain never retries what it just tried. */
  async function sendOne(delivery: Delivery, now: Date) {
    const { id } = delivery.message;
    const what = delivery.channel === "email" ? "email" : `${delivery.channel} notification`;
    try {
      const sender = senders[delivery.channel];
      // A channel queued before its settings were removed: fails like a send error (retried, then given up).
      if (!sender) throw new Error(`${delivery.channel} is not configured`);
      await sender.send(delivery.message);
    } catch (error) {
      const retryAt =
        delivery.attempts >= maxNotifyAttempts ? null : new Date(now.getTime() + retryDelayMs(delivery.attempts));
      // Only the id and the error: what the visitor wrote stays out of the logs.
      log.error(`contact ${what} failed`, {
        id,
        attempts: delivery.attempts,
        retryAt: retryAt?.toISOString() ?? "never",
        error: String(error),
      });
      await outbox
        .markFailed(delivery, retryAt, String(error))
        .catch((storeError) => log.error(`could not record the failed ${what}`, { id, error: String(storeError) }));
      return;
    }
    try {
      await outbox.markSent(delivery);
      log.info(delivery.channel === "email" ? "contact message emailed" : `contact ${what} sent`, { id });
    } catch (error) {
      // Sent, but not recorded: the claim expires and it may be sent again (at least once, never lost).
      log.error(`${what} sent but not recorded as sent`, { id, error: String(error) });
    }
  }

  /** Sends every notification that is due now; returns how many it tried. */
  async function drain(now = new Date()): Promise<number> {
    let tried = 0;
    while (!stopped) {
      let batch: Delivery[];
      try {
        batch = await outbox.claim({
          now,
          // From the clock, not the drain's start: a drain through a backlog outlasts a claim, and
          // a claim dated from its start would be expired already, free for another instance to
          // take and send again.
          claimedAt: new Date(),
          claimMs: options.claimMs ?? claimMs,
          maxAttempts: maxNotifyAttempts,
          limit: batchSize,
        });
      } catch (error) {
        log.error("could not read the notification outbox", { error: String(error) });
        break;
      }
      if (batch.length === 0) break;
      for (const delivery of batch) {
        if (stopped) break;
        tried += 1;
        await sendOne(delivery, now);
      }
    }
    return tried;
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
    /** Sends what is owed (crash, outage, another instance's expired claim), then checks on an interval. */
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
