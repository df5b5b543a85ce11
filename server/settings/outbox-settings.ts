import { z } from "zod";
import { claimMs } from "../outbox/notifier.server.ts";
import { flag, milliseconds, setting, settingDocs } from "./setting.ts";

/** What the site sends and how: the mail server, the team's Telegram chat, the sender's pace. */
export const outboxFields = {
  SMTP_URL: setting(
    z.url({ protocol: /^smtps?$/, error: "must look like smtp://user:password@host:587 or smtps://…" }),
  ).register(settingDocs, {
    unset: "store only",
    description:
      "Mail server, e.g. `smtp://user:password@mail.example.com:587` or `smtps://…:465`. Percent-encode special characters in the password. Unset: messages are stored and the log says `SMTP not configured: messages are stored only`.",
  }),
  // smtp:// upgrades with STARTTLS; without requiring it, whoever sits on the path can strip the
  // offer and read the password and every email. 1 only for a mail server on the same host.
  SMTP_INSECURE: setting(flag("1 (allow plain SMTP) or 0 (require TLS)")).default("0").register(settingDocs, {
    description:
      "`1`: an `smtp://` mail server may be used without TLS. Otherwise STARTTLS is required before the password or any email goes out: a send fails, and is retried, if no STARTTLS is offered. Only for a local mail server.",
  }),
  CONTACT_TO: setting(z.email("must be an email address")).register(settingDocs, {
    unset: "required with `SMTP_URL`",
    description: "Who receives the notification emails (and reminders of leads nobody owns).",
  }),
  CONTACT_FROM: setting(z.string().max(200)).register(settingDocs, {
    unset: "`Website <no-reply@{site email domain}>`",
    description:
      "The From of every email the site sends (notifications, acknowledgements, replies from the inbox). Use an address your mail server may send as.",
  }),
  CONTACT_OUTBOX_INTERVAL_MS: setting(milliseconds(100, 3_600_000)).default(60_000).register(settingDocs, {
    description:
      "How often each instance checks the outbox for deliveries still owed (a crash, a mail outage, another instance's expired claim). What this instance queues is sent at once regardless. 100 to 3,600,000.",
  }),
  // A claim shorter than a slow SMTP conversation lets another instance send the same email again;
  // short values are for tests that kill an instance and want its claims back quickly.
  CONTACT_OUTBOX_CLAIM_MS: setting(milliseconds(1_000, 3_600_000)).default(claimMs).register(settingDocs, {
    description:
      "How long an instance's claim on a delivery lasts; after it, another instance may send it. Keep it longer than a slow SMTP conversation (30 s timeouts), or an email may go out twice. At least 1,000.",
  }),
  TELEGRAM_BOT_TOKEN: setting(
    z.string().regex(/^\d+:[\w-]+$/, "must look like 123456:ABC-DEF… (from @BotFather)"),
  ).register(settingDocs, {
    unset: "no Telegram",
    description:
      "A bot token from @BotFather. With `TELEGRAM_CHAT_ID`, each message also sends the sender's name, the subject and a link to the message in the staff inbox, through the same outbox as email (never the message text or the email address).",
  }),
  TELEGRAM_CHAT_ID: setting(
    z.string().regex(/^(-?\d+|@\w+)$/, "must be a chat id like -1001234567890 or @channel"),
  ).register(settingDocs, {
    unset: "required with the token",
    description: "The chat, group (`-100…`) or `@channel` that receives the notifications.",
  }),
  TELEGRAM_API_URL: setting(z.url({ protocol: /^https?$/ }))
    .default("https://api.telegram.org")
    .register(settingDocs, { description: "The Bot API's base URL (tests point it at a local fake)." }),
};

type OutboxFields = z.output<z.ZodObject<typeof outboxFields>>;

export function outboxSettings(env: OutboxFields) {
  return {
    /** Undefined: nobody is emailed. `insecure`: SMTP_INSECURE=1. */
    smtp:
      env.SMTP_URL && env.CONTACT_TO
        ? { url: env.SMTP_URL, to: env.CONTACT_TO, from: env.CONTACT_FROM, insecure: env.SMTP_INSECURE === "1" }
        : undefined,
    /** Undefined: no Telegram notifications. The inbox link's origin is the staff area's. */
    telegram:
      env.TELEGRAM_BOT_TOKEN && env.TELEGRAM_CHAT_ID
        ? { token: env.TELEGRAM_BOT_TOKEN, chatId: env.TELEGRAM_CHAT_ID, apiUrl: env.TELEGRAM_API_URL }
        : undefined,
    /** How often each instance checks the outbox, and how long a claim on a delivery lasts. */
    intervalMs: env.CONTACT_OUTBOX_INTERVAL_MS,
    claimMs: env.CONTACT_OUTBOX_CLAIM_MS,
  };
}

export type OutboxSettings = ReturnType<typeof outboxSettings>;
