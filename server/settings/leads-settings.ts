import { z } from "zod";
import { defaultAcknowledgementLimit } from "../leads/acknowledgement-limits.server.ts";
import { defaultRefusedFlushMs } from "../leads/rejected-counter.server.ts";
import { flag, milliseconds, setting, settingDocs } from "./setting.ts";

/** The contact form and its leads: rate limit, refused posts, retention, acknowledgements. */
export const leadsFields = {
  IP_HASH_SALT: setting(z.string().min(16, "must be at least 16 characters")).register(settingDocs, {
    unset: "random, kept in the database",
    description:
      "Salt for the SHA-256 of the client IP (of its /64 for IPv6) stored with each message (the raw IP is never stored). At least 16 characters. Setting it keeps the salt out of the database file, so a copy of the file alone cannot be used to test guessed IPs.",
  }),
  CONTACT_RATE_LIMIT: setting(z.coerce.number().int().min(0)).default(5).register(settingDocs, {
    description:
      "Messages one client (an IPv4 address, or an IPv6 /64) may send per window; `0` turns the limit off. Counted in the database, so it is shared by every instance and survives restarts; only stored messages count, so fixing validation errors is never punished.",
  }),
  CONTACT_RATE_WINDOW_SECONDS: setting(z.coerce.number().int().min(1))
    .default(600)
    .register(settingDocs, { description: "The rate limit's sliding window." }),
  // Refused posts are counted in memory and written this often: what a SIGKILL can lose of the counts.
  CONTACT_REFUSED_FLUSH_MS: setting(milliseconds(100, 600_000)).default(defaultRefusedFlushMs).register(settingDocs, {
    description:
      "How often the refused contact posts counted in memory are written to the database, in one statement ([contact-form.md](contact-form.md#refused-posts)); 100 to 600,000. What a SIGKILL can lose of the counts.",
  }),
  CONTACT_RETENTION_DAYS: setting(z.coerce.number().int().min(1).max(36_500)).register(settingDocs, {
    unset: "keep",
    description:
      "Delete messages older than this many days (with their queued notifications), at start and every 6 hours; each run that deletes records the count in the audit log. The privacy page states the default: update `app/content/privacy.ts` with it ([privacy.md](privacy.md)).",
  }),
  CONTACT_ACK: setting(flag("1 (send) or 0 (do not send)")).default("0").register(settingDocs, {
    description:
      "`1`: each sender gets an acknowledgement email in their page's language, repeating nothing they typed, at most one per mailbox (`+tag`, Gmail dots folded) per 24 hours ([contact-form.md](contact-form.md#email)). Needs `SMTP_URL`.",
  }),
  // However many addresses a flood uses, the agency's domain sends at most this many a day.
  CONTACT_ACK_DAILY_LIMIT: setting(
    z.coerce
      .number({ error: "must be a whole number of acknowledgements" })
      .int({ error: "must be a whole number of acknowledgements" })
      .min(1, { error: "must be at least 1 (CONTACT_ACK=0 turns acknowledgements off)" })
      .max(100_000),
  )
    .default(defaultAcknowledgementLimit)
    .register(settingDocs, {
      description:
        "At most this many acknowledgements in any 24 hours, to anyone (1 to 100,000): beyond, the message is stored and notified, not acknowledged; logged and counted as `ack-daily-limit`.",
    }),
};

type LeadsFields = z.output<z.ZodObject<typeof leadsFields>>;

export function leadsSettings(env: LeadsFields) {
  return {
    /** Undefined: a random salt is generated once and kept in the database. */
    ipHashSalt: env.IP_HASH_SALT,
    rateLimit: { limit: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
    refusedFlushMs: env.CONTACT_REFUSED_FLUSH_MS,
    /** Undefined: messages are kept until staff delete them. */
    retentionDays: env.CONTACT_RETENTION_DAYS,
    acknowledge: env.CONTACT_ACK === "1",
    acknowledgementDailyLimit: env.CONTACT_ACK_DAILY_LIMIT,
  };
}

export type LeadsSettings = ReturnType<typeof leadsSettings>;
