import type { Locale } from "../../app/content/locale.ts";
import { honeypotFieldName } from "../../app/content/contact-form.ts";
import type { LeadAttribution } from "./lead-attribution.ts";
import type { DatabaseConnection } from "../db/connection.ts";
import type { Database } from "../db/database.ts";
import { log } from "../shared/log.ts";
import { defaultAcknowledgementLimit } from "./acknowledgement-limits.server.ts";
import { isCrossSite } from "../http/cross-site.ts";
import { createMessageStore, type MessageStore, type RateLimit } from "./message-store.server.ts";
import type { OutboxChannel } from "../outbox/delivery.ts";
import { createRejectedCounter, defaultRefusedFlushMs } from "./rejected-counter.server.ts";
import type { RejectedReason } from "./rejected-posts.server.ts";
import { contactResults, type ContactResult } from "./results.server.ts";
import { validateContact } from "./schema.server.ts";
import { duplicateWindowDays, spamReason } from "./spam-rules.server.ts";

export type { ContactResult } from "./results.server.ts";

export type ContactSubmission = {
  form: FormData;
  clientIp: string | null;
  userAgent: string | null;
  origin: string | null;
  host: string | null;
  /** The language of the page the form was sent from: stored with the message, and the answer's. */
  language: Locale;
};

export type ContactService = ReturnType<typeof createContactService>;

/**
 * The contact form's server side: checks, then stores (with the shared rate limit) and queues the
 * notifications in the same transaction; the outbox's queue wakes its sender once that commits, and
 * the sender sends after the visitor's answer (server/outbox/). It owns nothing but its checks: the
 * database connection, the sender and the housekeeping are composed by the server (server/services.ts).
 * Storage trouble answers 503 and never takes the site down.
 *
 * Spam (the honeypot, the content rules, a repeated body) is stored with its reason and not
 * notified, and answered "sent" like any message, so bots learn nothing. A refused post is only
 * counted, per day and reason, in memory, and written in batches (rejected-counter.server.ts):
 * counting never delays or fails an answer, and a flood of refusals costs no write per post.
 */
export function createContactService(options: {
  connection: DatabaseConnection;
  rateLimit: RateLimit;
  /** Undefined: a random salt is generated once and kept in the database. */
  ipHashSalt?: string;
  /** How each message will be notified (queued in the same transaction); none: stored only. */
  channels?: readonly OutboxChannel[];
  /** CONTACT_ACK: each sender is sent an acknowledgement (at most one per mailbox per 24 h). */
  acknowledge?: boolean;
  /** CONTACT_ACK_DAILY_LIMIT: at most this many acknowledgements in any 24 hours; beyond, logged and counted. */
  acknowledgementDailyLimit?: number;
  /**
   * The sender's attribution from their page views today (the analytics service); none: not kept.
   * Asked only once every cheaper check (origin, fields, rate limit) has let the post through.
   */
  attribution?: (visitor: { address: string; userAgent: string }) => Promise<LeadAttribution | null>;
  /** A body identical to one stored this many days before is spam; 0 turns the rule off. */
  duplicateDays?: number;
  /** How long refused posts are counted in memory before they are written (CONTACT_REFUSED_FLUSH_MS). */
  refusedFlushMs?: number;
}) {
  const { connection, rateLimit, channels = [] } = options;
  const ackLimit = options.acknowledgementDailyLimit ?? defaultAcknowledgementLimit;
  let store: { db: Database; messages: MessageStore } | undefined;

  /** The message store of the open database (its salt is read once per database). */
  async function messages(): Promise<MessageStore | undefined> {
    const db = await connection.get();
    if (!db) return undefined;
    if (store?.db !== db) store = { db, messages: await createMessageStore(db, { ipHashSalt: options.ipHashSalt }) };
    return store.messages;
  }

  const refused = createRejectedCounter({
    store: () => connection.get(),
    flushMs: options.refusedFlushMs ?? defaultRefusedFlushMs,
  });
  const rejected = (reason: RejectedReason) => refused.add(reason);

  return {
    /** Counts a post refused before it reached the service (the HTTP layer's 403 and 413, an unreadable body). */
    countRejected: rejected,
    /** Writes the refused posts counted so far (tests, benchmarks); the timer does it otherwise. */
    flushRejected: () => refused.flush(),
    /** Writes what is left; called once the last request is answered, before the database closes. */
    close: () => refused.close(),

    async submit(input: ContactSubmission): Promise<ContactResult> {
      const results = contactResults(input.language);
      // Also checked by the HTTP layer; repeated here so the rule holds wherever the service runs.
      if (isCrossSite(input.origin, input.host)) {
        rejected("cross-site");
        return results.forbidden();
      }
      const honeypot = String(input.form.get(honeypotFieldName) ?? "");
      const validation = validateContact(input.form, input.language);
      if (!validation.ok) {
        rejected("invalid");
        // A bot that filled the honeypot gets the ordinary confirmation whatever it sent.
        if (honeypot.trim() !== "") return results.sent();
        return results.invalid(validation.errors, validation.values);
      }

      let outcome;
      try {
        const store = await messages();
        if (!store) return results.unavailable();
        const clientIp = input.clientIp ?? "unknown";
        const userAgent = input.userAgent ?? "";
        // The attribution reads the sender's views of the day: only for a post the limit lets through.
        const wait = await store.retryAfter(clientIp, rateLimit);
        if (wait !== null) {
          rejected("rate-limited");
          return results.rateLimited(wait);
        }
        const attribution = await options.attribution?.({ address: clientIp, userAgent });
        outcome = await store.insert(
          { ...validation.data, clientIp, userAgent, language: input.language, attribution },
          {
            limit: rateLimit,
            channels,
            spamReason: spamReason({ ...validation.data, honeypot }),
            duplicateDays: options.duplicateDays ?? duplicateWindowDays,
            acknowledge: options.acknowledge,
            acknowledgementDailyLimit: ackLimit,
          },
        );
      } catch (error) {
        log.error("contact message not stored: the form answered 503", { error: String(error) });
        return results.unavailable();
      }
      if ("retryAfterSeconds" in outcome) {
        rejected("rate-limited");
        return results.rateLimited(outcome.retryAfterSeconds);
      }
      if (outcome.spam !== null) {
        log.info("contact message stored as spam", { id: outcome.stored.id, reason: outcome.spam });
        return results.sent(); // the same answer as any message: a bot learns nothing from it
      }
      log.info("contact message stored", { id: outcome.stored.id });
      if (outcome.withheldAck === "daily-limit") {
        // Stored and notified as usual; only its sender's email is held back. Many in a day mean
        // someone is using the form to mail others: the count shows it to staff, the log to operators.
        log.warn("acknowledgement not sent: the daily limit is reached", {
          id: outcome.stored.id,
          limit: ackLimit,
        });
        rejected("ack-daily-limit");
      }
      return results.sent();
    },

    /** /healthz: a real write to the messages table. A probe also retries opening the store. */
    async health(): Promise<{ ok: true } | { ok: false; error: string }> {
      try {
        const store = await messages();
        return store ? await store.health() : { ok: false, error: "database not open" };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    },
  };
}
