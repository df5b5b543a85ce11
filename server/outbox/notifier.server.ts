import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import { siteRecordOf } from "../../app/content/edition/site-record.ts";
import { siteOrigins } from "../../app/content/site-origins.ts";
import { log } from "../shared/log.ts";
import { composeEmail } from "./compose/compose-email.server.ts";
import type { Agency } from "./compose/email-parts.server.ts";
import { composeTelegram } from "./compose/compose-telegram.server.ts";
import type { Mailer } from "./transports/mailer.server.ts";
import type { Delivery } from "./delivery.ts";
import type { Outbox } from "./outbox-store.server.ts";
import type { TelegramSender } from "./transports/telegram.server.ts";

export const maxNotifyAttempts = 5;
const batchSize = 20;
/** Longer than a slow SMTP conversation (its timeouts are 30 s); then another instance may retry. */
export const claimMs = 2 * 60_000;
/**
 * The longest one send may take (the SMTP socket timeout, and Telegram's 15 s, with a margin). A
 * delivery is started only while its claim has at least this long to run, so that a batch never
 * outlives its claim: what is left is given back and claimed afresh.
 */
const longestSendMs = 45_000;

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
  /** Where links in staff emails lead: the staff area's origin. */
  staffOrigin?: string;
  /**
   * The brand and contact details emails name, asked for each email: the server passes the
   * published edition's (services.ts). Without it (tests), the initial edition's.
   */
  agency?: () => Promise<Agency>;
}) {
  const { outbox, mailer, telegram } = options;
  const staffOrigin = options.staffOrigin ?? siteOrigins.productionUrl;
  const agency = options.agency ?? (async () => siteRecordOf(initialEdition));
  const holdMs = options.claimMs ?? claimMs;
  // A short claim (tests) still leaves time to send: half of it, at most the longest send.
  const sendAllowanceMs = Math.min(longestSendMs, holdMs / 2);
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;
  let stopped = false;

  /** `now` is the drain's clock: a retry is due after it, so one drain never retries what it just tried. */
  async function sendOne(delivery: Delivery, now: Date) {
    const id = delivery.message?.id ?? null;
    const what = `${delivery.kind} ${delivery.channel === "email" ? "email" : `${delivery.channel} message`}`;
    try {
      // A channel queued before its settings were removed: fails like a send error (retried, then given up).
      if (delivery.channel === "email") {
        if (!mailer) throw new Error("email is not configured");
        const { to, from } = mailer.settings;
        await mailer.send(composeEmail(delivery, { to, from, staffOrigin, agency: await agency() }));
      } else {
        if (!telegram) throw new Error("telegram is not configured");
        await telegram.send(composeTelegram(delivery, telegram.inboxOrigin));
      }
    } catch (error) {
      const retryAt =
        delivery.attempts >= maxNotifyAttempts ? null : new Date(now.getTime() + retryDelayMs(delivery.attempts));
      // Only the ids and the error: what the visitor wrote stays out of the logs.
      log.error(`${what} failed`, {
        id,
        delivery: delivery.id,
        attempts: delivery.attempts,
        retryAt: retryAt?.toISOString() ?? "never",
        error: String(error),
      });
      await outbox
        .markFailed(delivery, retryAt, String(error))
        .then((marked) => marked || log.warn(`${what} failed after its claim ran out`, { id, delivery: delivery.id }))
        .catch((storeError) => log.error(`could not record the failed ${what}`, { id, error: String(storeError) }));
      return;
    }
    try {
      if (await outbox.markSent(delivery)) log.info(`${what} sent`, { id, delivery: delivery.id });
      // Sent after the claim ran out: another instance may send it too (at least once, never lost).
      else log.warn(`${what} sent after its claim ran out`, { id, delivery: delivery.id });
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
      // From the clock, not the drain's start: a drain through a backlog outlasts a claim, and
      // a claim dated from its start would be expired already, free for another instance to
      // take and send again.
      const claimedAt = Date.now();
      try {
        batch = await outbox.claim({
          now,
          claimedAt: new Date(claimedAt),
          claimMs: holdMs,
          maxAttempts: maxNotifyAttempts,
          limit: batchSize,
        });
      } catch (error) {
        log.error("could not read the notification outbox", { error: String(error) });
        break;
      }
      if (batch.length === 0) break;
      let next = 0;
      while (next < batch.length && !stopped && Date.now() + sendAllowanceMs <= claimedAt + holdMs) {
        tried += 1;
        await sendOne(batch[next]!, now);
        next += 1;
      }
      // Stopping, or the claim is running out: what was not tried goes back, without the attempt.
      if (next < batch.length) {
        await outbox
          .release(batch.slice(next))
          .catch((error) => log.error("could not give back claimed deliveries", { error: String(error) }));
      }
    }
    return tried;
  }

  /**
   * Sends what is due soon: in the next turn of the event loop, never in the caller's (a visitor's
   * answer is written first). One drain at a time: a wake during a drain runs one more after it.
   */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = new Promise((next) => setImmediate(next))
      .then(() => drain())
      .then(() => undefined)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    drain,
    wake,
    /**
     * Sends what is owed (crash, outage, another instance's expired claim), then whatever is queued
     * through this database as soon as it is committed (queue.server.ts wakes it), and checks on an
     * interval for what other instances queued or left.
     */
    start() {
      stopListening = outbox.listen(wake);
      wake();
      timer = setInterval(wake, options.intervalMs ?? 60_000);
      timer.unref();
    },
    /** Stops retrying and waits (at most `graceMs`) for an email being sent right now. */
    async stop(graceMs = 5_000) {
      stopped = true;
      stopListening?.();
      clearInterval(timer);
      if (running) await Promise.race([running, new Promise((done) => setTimeout(done, graceMs).unref())]);
    },
  };
}
