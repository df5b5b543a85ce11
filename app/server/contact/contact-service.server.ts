import type { Locale } from "~/content/locale.ts";
import { honeypotFieldName } from "~/content/contact-form.ts";
import type { LeadAttribution } from "~/server/analytics/attribution.server.ts";
import type { DatabaseConnection } from "~/server/db/connection.ts";
import type { Database } from "~/server/db/database.ts";
import { log } from "~/server/log.ts";
import { isCrossSite } from "./cross-site.server.ts";
import { createMessageStore, type MessageStore, type RateLimit } from "./message-store.server.ts";
import type { OutboxChannel } from "./outbox.server.ts";
import { contactResults, type ContactResult } from "./results.server.ts";
import { validateContact } from "./schema.server.ts";

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
 * The contact form's server side: checks, stores (with the shared rate limit), then hands the
 * notification to the outbox, which `onStored` wakes. It owns nothing but its checks: the database
 * connection, the notifier and the housekeeping are composed by the server (server/services.ts).
 * Storage trouble answers 503 and never takes the site down.
 */
export function createContactService(options: {
  connection: DatabaseConnection;
  rateLimit: RateLimit;
  /** Undefined: a random salt is generated once and kept in the database. */
  ipHashSalt?: string;
  /** How each message will be notified (queued in the same transaction); none: stored only. */
  channels?: readonly OutboxChannel[];
  /** CONTACT_ACK: each sender is sent an acknowledgement (at most one per address per 24 h). */
  acknowledge?: boolean;
  /** Called after a message is stored and the visitor answered: wakes the notifier. */
  onStored?: () => void;
  /** The sender's attribution from their page views today (the analytics service); none: not kept. */
  attribution?: (visitor: { address: string; userAgent: string }) => Promise<LeadAttribution | null>;
}) {
  const { connection, rateLimit, channels = [] } = options;
  let store: { db: Database; messages: MessageStore } | undefined;

  /** The message store of the open database (its salt is read once per database). */
  async function messages(): Promise<MessageStore | undefined> {
    const db = await connection.get();
    if (!db) return undefined;
    if (store?.db !== db) store = { db, messages: await createMessageStore(db, { ipHashSalt: options.ipHashSalt }) };
    return store.messages;
  }

  return {
    async submit(input: ContactSubmission): Promise<ContactResult> {
      const results = contactResults(input.language);
      // Also checked by the HTTP layer; repeated here so the rule holds wherever the service runs.
      if (isCrossSite(input.origin, input.host)) return results.forbidden();
      // Bots get the ordinary confirmation, so they learn nothing; nothing is kept.
      if (String(input.form.get(honeypotFieldName) ?? "").trim() !== "") return results.sent();
      const validation = validateContact(input.form, input.language);
      if (!validation.ok) return results.invalid(validation.errors, validation.values);

      let outcome;
      try {
        const store = await messages();
        if (!store) return results.unavailable();
        const clientIp = input.clientIp ?? "unknown";
        const userAgent = input.userAgent ?? "";
        outcome = await store.insert(
          {
            ...validation.data,
            clientIp,
            userAgent,
            language: input.language,
            attribution: await options.attribution?.({ address: clientIp, userAgent }),
          },
          { limit: rateLimit, channels, acknowledge: options.acknowledge },
        );
      } catch (error) {
        log.error("contact message not stored: the form answered 503", { error: String(error) });
        return results.unavailable();
      }
      if ("retryAfterSeconds" in outcome) return results.rateLimited(outcome.retryAfterSeconds);
      log.info("contact message stored", { id: outcome.stored.id });
      // After the answer, not before: a slow or broken mail server must not delay or fail the visitor.
      if (options.onStored) setImmediate(options.onStored);
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
