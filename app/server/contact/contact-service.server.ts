import type { Locale } from "../../content/locale.ts";
import { honeypotFieldName } from "../../content/contact-form.ts";
import { openDatabase } from "../db/open-database.ts";
import { log } from "../log.ts";
import { parseStaffConfig } from "../staff/config.server.ts";
import { createHousekeeping } from "../staff/retention.server.ts";
import type { ContactConfig } from "./config.server.ts";
import { isCrossSite } from "./cross-site.server.ts";
import { createMailer } from "./mailer.server.ts";
import { createMessageStore, type MessageStore } from "./message-store.server.ts";
import { createNotifier, type Notifier } from "./notifier.server.ts";
import { createOutbox } from "./outbox.server.ts";
import { contactResults, type ContactResult } from "./results.server.ts";
import { validateContact } from "./schema.server.ts";
import { createTelegramSender } from "./telegram.server.ts";

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

const reopenAfterMs = 10_000;

/**
 * The contact form's server side: checks, stores (with the shared rate limit), then notifies in
 * the background through the outbox. Storage trouble (an unopenable path, a full disk, PostgreSQL
 * down) answers 503 and never takes the site down; the store is opened again on a later post or
 * probe, so fixing it needs no restart (a lost PostgreSQL connection is replaced by the pool).
 */
export function createContactService(config: ContactConfig) {
  const mailer = config.smtp ? createMailer(config.smtp) : undefined;
  const telegram = config.telegram
    ? createTelegramSender({ ...config.telegram, inboxOrigin: parseStaffConfig().origin })
    : undefined;
  const channels = [...(mailer ? (["email"] as const) : []), ...(telegram ? (["telegram"] as const) : [])];
  let store: MessageStore | undefined;
  let opening: Promise<MessageStore | undefined> | undefined;
  let notifier: Notifier | undefined;
  let housekeeping: ReturnType<typeof createHousekeeping> | undefined;
  let notifying = false;
  let lastOpenAttempt = 0;
  let closed = false;

  async function tryOpen(): Promise<MessageStore | undefined> {
    try {
      const db = await openDatabase(config.database);
      const opened = await createMessageStore(db, { ipHashSalt: config.ipHashSalt });
      if (closed) {
        await db.close();
        return undefined;
      }
      store = opened;
      housekeeping = createHousekeeping({ db, days: config.retentionDays });
      housekeeping.start();
      log.info("contact messages database ready", { store: db.dialect, location: db.location });
      if (notifying) startNotifier();
      return store;
    } catch (error) {
      log.error("contact messages database unavailable: the form answers 503", { error: String(error) });
      return undefined;
    }
  }

  /** The store, opening it if needed; at most one attempt every 10 s while it keeps failing. */
  function openStore(): Promise<MessageStore | undefined> {
    if (store || closed) return Promise.resolve(store);
    if (opening) return opening;
    if (Date.now() - lastOpenAttempt < reopenAfterMs) return Promise.resolve(undefined);
    lastOpenAttempt = Date.now();
    opening = tryOpen().finally(() => (opening = undefined));
    return opening;
  }

  function startNotifier() {
    notifying = true;
    if ((!mailer && !telegram) || !store || notifier) return;
    notifier = createNotifier({ outbox: createOutbox(store.db), mailer, telegram, ...config.outbox });
    notifier.start();
  }

  if (!mailer && !telegram) log.info("SMTP not configured: messages are stored only");
  else if (!mailer) log.info("SMTP not configured: messages are stored and sent to Telegram");

  return {
    /** Opens the store before the server listens, so a first post does not wait for migrations. */
    ready: () => openStore().then(() => undefined),

    /** The open store, for the staff inbox (same database); undefined while it cannot be reached. */
    database: async () => (await openStore())?.db,

    async submit(input: ContactSubmission): Promise<ContactResult> {
      const results = contactResults(input.language);
      // Also checked by the HTTP layer; repeated here so the rule holds wherever the service runs.
      if (isCrossSite(input.origin, input.host)) return results.forbidden();
      // Bots get the ordinary confirmation, so they learn nothing; nothing is kept.
      if (String(input.form.get(honeypotFieldName) ?? "").trim() !== "") return results.sent();
      const validation = validateContact(input.form, input.language);
      if (!validation.ok) return results.invalid(validation.errors, validation.values);

      const open = await openStore();
      if (!open) return results.unavailable();
      let outcome;
      try {
        outcome = await open.insert(
          {
            ...validation.data,
            clientIp: input.clientIp ?? "unknown",
            userAgent: input.userAgent ?? "",
            language: input.language,
          },
          { limit: config.rateLimit, channels },
        );
      } catch (error) {
        log.error("contact message not stored: the form answered 503", { error: String(error) });
        return results.unavailable();
      }
      if ("retryAfterSeconds" in outcome) return results.rateLimited(outcome.retryAfterSeconds);
      log.info("contact message stored", { id: outcome.stored.id });
      // After the answer, not before: a slow or broken mail server must not delay or fail the visitor.
      if (notifier) setImmediate(notifier.kick);
      return results.sent();
    },

    // A probe also retries opening (throttled like posts), so /healthz recovers once the store is back.
    async health(): Promise<{ ok: true } | { ok: false; error: string }> {
      const open = await openStore();
      return open ? open.health() : { ok: false, error: "messages database not open" };
    },
    startNotifier,

    async close() {
      closed = true;
      housekeeping?.stop();
      await notifier?.stop();
      mailer?.close();
      await store?.db.close();
      store = undefined;
    },
  };
}
