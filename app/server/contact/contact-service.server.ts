import { createHash, randomBytes } from "node:crypto";
import type { Locale } from "../../content/locale.ts";
import { log } from "../../../server/log.ts";
import { honeypotFieldName } from "../../content/contact-form.ts";
import type { ContactConfig } from "./config.server.ts";
import { isCrossSite } from "./cross-site.server.ts";
import { createMailer } from "./mailer.server.ts";
import { createNotifier, type Notifier } from "./notifier.server.ts";
import { createRateLimiter } from "./rate-limit.server.ts";
import { contactResults, type ContactResult } from "./results.server.ts";
import { validateContact } from "./schema.server.ts";
import { openContactStore, type ContactStore } from "./store.server.ts";

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
 * The contact form's server side: checks, stores, then emails in the background. Storage trouble
 * (unopenable path, read-only or full disk) answers 503 and never takes the site down; the store
 * is reopened on a later post, so fixing the disk needs no restart.
 */
export function createContactService(config: ContactConfig) {
  const limiter = createRateLimiter(config.rateLimit);
  // The limiter only needs a key per client for this process's lifetime, so its salt is per process.
  const limiterSalt = randomBytes(16);
  const mailer = config.smtp ? createMailer(config.smtp) : undefined;
  let store: ContactStore | undefined;
  let notifier: Notifier | undefined;
  let notifying = false;
  let lastOpenAttempt = 0;
  let closed = false;

  function openStore(): ContactStore | undefined {
    if (store || closed || Date.now() - lastOpenAttempt < reopenAfterMs) return store;
    lastOpenAttempt = Date.now();
    try {
      store = openContactStore({ path: config.dbPath, ipHashSalt: config.ipHashSalt });
      log.info("contact messages database ready", { path: store.path });
      if (notifying) startNotifier();
    } catch (error) {
      log.error("contact messages database unavailable: the form answers 503", {
        path: config.dbPath,
        error: String(error),
      });
    }
    return store;
  }

  function startNotifier() {
    notifying = true;
    if (!mailer || !store || notifier) return;
    notifier = createNotifier({ store, mailer });
    notifier.start();
  }

  openStore();
  if (!mailer) log.info("SMTP not configured: messages are stored only");

  return {
    async submit(input: ContactSubmission): Promise<ContactResult> {
      const results = contactResults(input.language);
      // Also checked by the HTTP layer; repeated here so the rule holds wherever the service runs.
      if (isCrossSite(input.origin, input.host)) return results.forbidden();
      // Bots get the ordinary confirmation, so they learn nothing; nothing is kept.
      if (String(input.form.get(honeypotFieldName) ?? "").trim() !== "") return results.sent();
      const clientIp = input.clientIp ?? "unknown";
      const clientKey = createHash("sha256").update(limiterSalt).update(clientIp).digest("hex");
      const allowance = limiter.check(clientKey);
      if (!allowance.allowed) return results.rateLimited(allowance.retryAfterSeconds);
      const validation = validateContact(input.form, input.language);
      if (!validation.ok) return results.invalid(validation.errors, validation.values);

      const open = openStore();
      if (!open) return results.unavailable();
      try {
        const row = open.insert({
          ...validation.data,
          ipHash: open.hashIp(clientIp),
          userAgent: input.userAgent ?? "",
          language: input.language,
        });
        log.info("contact message stored", { id: row.id });
      } catch (error) {
        log.error("contact message not stored: the form answered 503", { error: String(error) });
        return results.unavailable();
      }
      limiter.record(clientKey);
      // After the answer, not before: a slow or broken mail server must not delay or fail the visitor.
      if (notifier) setImmediate(notifier.kick);
      return results.sent();
    },

    // A probe also retries opening (throttled like posts), so /healthz recovers once the disk is fixed.
    health: () => {
      const open = openStore();
      return open ? open.health() : { ok: false as const, error: "messages database not open" };
    },
    startNotifier,

    async close() {
      closed = true;
      await notifier?.stop();
      mailer?.close();
      store?.close();
      store = undefined;
    },
  };
}
