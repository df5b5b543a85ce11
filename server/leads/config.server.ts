import { z } from "zod";
import type { DatabaseConfig } from "../db/open-database.ts";
import { defaultAcknowledgementLimit } from "./acknowledgement-limits.server.ts";
import { claimMs } from "../outbox/notifier.server.ts";
import { defaultRefusedFlushMs } from "./rejected-counter.server.ts";

// Deployments often leave a variable present but empty (KEY= in an env file): that means "unset".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const envSchema = z
  .object({
    CONTACT_DB_PATH: optional(z.string()).default("./data/contact.sqlite"),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: "must look like postgres://user:password@host:5432/database" }),
    ),
    DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(100)).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(60_000)).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(10_000),
    DATABASE_IDLE_TIMEOUT_MS: optional(z.coerce.number().int().min(1_000).max(3_600_000)).default(30_000),
    IP_HASH_SALT: optional(z.string().min(16, "must be at least 16 characters")),
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: "must look like smtp://user:password@host:587 or smtps://…" }),
    ),
    // smtp:// upgrades with STARTTLS; without requiring it, whoever sits on the path can strip the
    // offer and read the password and every email. 1 only for a mail server on the same host.
    SMTP_INSECURE: optional(z.enum(["0", "1"], { error: "must be 1 (allow plain SMTP) or 0 (require TLS)" })).default(
      "0",
    ),
    CONTACT_TO: optional(z.email("must be an email address")),
    CONTACT_FROM: optional(z.string().max(200)),
    CONTACT_RATE_LIMIT: optional(z.coerce.number().int().min(0)).default(5),
    CONTACT_RATE_WINDOW_SECONDS: optional(z.coerce.number().int().min(1)).default(600),
    CONTACT_OUTBOX_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(3_600_000)).default(60_000),
    // A claim shorter than a slow SMTP conversation lets another instance send the same email again;
    // short values are for tests that kill an instance and want its claims back quickly.
    CONTACT_OUTBOX_CLAIM_MS: optional(z.coerce.number().int().min(1_000).max(3_600_000)).default(claimMs),
    // Refused posts are counted in memory and written this often: what a SIGKILL can lose of the counts.
    CONTACT_REFUSED_FLUSH_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(defaultRefusedFlushMs),
    CONTACT_RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(36_500)),
    CONTACT_ACK: optional(z.enum(["0", "1"], { error: "must be 1 (send) or 0 (do not send)" })).default("0"),
    // However many addresses a flood uses, the agency's domain sends at most this many a day.
    CONTACT_ACK_DAILY_LIMIT: optional(
      z.coerce
        .number({ error: "must be a whole number of acknowledgements" })
        .int({ error: "must be a whole number of acknowledgements" })
        .min(1, { error: "must be at least 1 (CONTACT_ACK=0 turns acknowledgements off)" })
        .max(100_000),
    ).default(defaultAcknowledgementLimit),
    // Minutes; fractions are for tests that want a reminder within seconds.
    LEAD_REMINDER_MINUTES: optional(
      z.coerce
        .number({ error: "must be a number of minutes" })
        .min(0.05, { error: "must be at least 0.05" })
        .max(10_080),
    ).default(60),
    TELEGRAM_BOT_TOKEN: optional(z.string().regex(/^\d+:[\w-]+$/, "must look like 123456:ABC-DEF… (from @BotFather)")),
    TELEGRAM_CHAT_ID: optional(z.string().regex(/^(-?\d+|@\w+)$/, "must be a chat id like -1001234567890 or @channel")),
    TELEGRAM_API_URL: optional(z.url({ protocol: /^https?$/ })).default("https://api.telegram.org"),
  })
  .superRefine((env, ctx) => {
    // Mail without a recipient would fail on every message; say so at start-up instead.
    if (env.SMTP_URL && !env.CONTACT_TO) {
      ctx.addIssue({ code: "custom", path: ["CONTACT_TO"], message: "is required when SMTP_URL is set" });
    }
    // smtps:// is encrypted from the first byte: an exception for plain SMTP there says the
    // operator meant something else.
    if (env.SMTP_INSECURE === "1" && !env.SMTP_URL?.startsWith("smtp://")) {
      ctx.addIssue({ code: "custom", path: ["SMTP_INSECURE"], message: "applies only to an smtp:// SMTP_URL" });
    }
    // Half a Telegram set-up would fail on every message; name the missing half at start-up.
    // An acknowledgement is an email: without a mail server it could never be sent.
    if (env.CONTACT_ACK === "1" && !env.SMTP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["CONTACT_ACK"],
        message: "needs SMTP_URL (the acknowledgement is an email)",
      });
    }
    if (Boolean(env.TELEGRAM_BOT_TOKEN) !== Boolean(env.TELEGRAM_CHAT_ID)) {
      const missing = env.TELEGRAM_BOT_TOKEN ? "TELEGRAM_CHAT_ID" : "TELEGRAM_BOT_TOKEN";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required when the other TELEGRAM_ variable is set",
      });
    }
  });

export type ContactConfig = {
  /** SQLite at CONTACT_DB_PATH unless DATABASE_URL names a PostgreSQL server. */
  database: DatabaseConfig;
  /** Undefined: a random salt is generated once and kept in the database. */
  ipHashSalt?: string;
  /** Undefined: messages are stored only, nobody is emailed. `insecure`: SMTP_INSECURE=1. */
  smtp?: { url: string; to: string; from?: string; insecure: boolean };
  rateLimit: { limit: number; windowSeconds: number };
  /** How often each instance checks the outbox for owed emails, and how long a claim on one lasts. */
  outbox: { intervalMs: number; claimMs: number };
  /** How long refused posts are counted in memory before they are written (CONTACT_REFUSED_FLUSH_MS). */
  refusedFlushMs: number;
  /** Undefined: messages are kept until staff delete them. */
  retentionDays?: number;
  /** CONTACT_ACK=1: each sender gets an acknowledgement email (at most one per mailbox per 24 h). */
  acknowledge: boolean;
  /** CONTACT_ACK_DAILY_LIMIT: at most this many acknowledgements in any 24 hours, to anyone. */
  acknowledgementDailyLimit: number;
  /** A lead still new and unanswered after this long sends one reminder (LEAD_REMINDER_MINUTES). */
  reminderMs: number;
  /** Undefined: no Telegram notifications. The inbox link's origin is added by the service. */
  telegram?: { token: string; chatId: string; apiUrl: string };
};

/** Reads the contact form's settings once at start-up; a bad value names its variable. */
export function parseContactConfig(source: NodeJS.ProcessEnv = process.env): ContactConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid contact form environment variables:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return {
    database: env.DATABASE_URL
      ? {
          kind: "postgres",
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
          idleTimeoutMs: env.DATABASE_IDLE_TIMEOUT_MS,
        }
      : { kind: "sqlite", path: env.CONTACT_DB_PATH },
    ipHashSalt: env.IP_HASH_SALT,
    smtp:
      env.SMTP_URL && env.CONTACT_TO
        ? { url: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM, insecure: env.SMTP_INSECURE === "1" }
        : undefined,
    rateLimit: { limit: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
    outbox: { intervalMs: env.CONTACT_OUTBOX_INTERVAL_MS, claimMs: env.CONTACT_OUTBOX_CLAIM_MS },
    refusedFlushMs: env.CONTACT_REFUSED_FLUSH_MS,
    retentionDays: env.CONTACT_RETENTION_DAYS,
    acknowledge: env.CONTACT_ACK === "1",
    acknowledgementDailyLimit: env.CONTACT_ACK_DAILY_LIMIT,
    reminderMs: Math.round(env.LEAD_REMINDER_MINUTES * 60_000),
    telegram:
      env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_CHAT_ID
        ? { token: env.TELEGRAM_BOT_TOKEN, chatId: env.TELEGRAM_CHAT_ID, apiUrl: env.TELEGRAM_API_URL }
        : undefined,
  };
}
