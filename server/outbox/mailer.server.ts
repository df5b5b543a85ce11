import nodemailer, { type SendMailOptions } from "nodemailer";
import { siteConfig } from "../../app/content/site-config.ts";
import { escapeMarkup } from "../../app/lib/escape-markup.ts";
import type { StoredMessage } from "../leads/message-store.server.ts";

/**
 * `insecure` (SMTP_INSECURE=1): an smtp:// server may be spoken to without TLS. Otherwise the
 * connection must be upgraded with STARTTLS before the password or any email is sent.
 */
export type SmtpSettings = { url: string; to: string; from?: string; insecure?: boolean };
/** Sends composed emails (server/outbox/emails.server.ts) over one pooled SMTP connection. */
export type Mailer = { settings: SmtpSettings; send(mail: SendMailOptions): Promise<void>; close(): void };

/** "Website <no-reply@agency-domain>": the agency's own domain, so mail is not marked as spoofed. */
export function defaultFromAddress(): string {
  return `Website <no-reply@${siteConfig.email.split("@")[1]}>`;
}

/** Visitor text in a header must never start a new header line (header injection). */
export const headerSafe = (value: string, max = 200) =>
  [...value.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(/\p{Cc}/gu, "")].slice(0, max).join("").trim();

/** Staff read the notification in English; it names the language the visitor wrote from. */
const languageNames = { en: "English (sent from an English page)", bn: "Bangla (sent from a /bn page)" } as const;

/** The notification for one stored message: plain text, plus an HTML part in which every visitor value is escaped. */
export function composeNotification(message: StoredMessage, settings: { to: string; from?: string }): SendMailOptions {
  const fields: [string, string][] = [
    ["Name", message.name],
    ["Email", message.email],
    ["Subject", message.subject],
    ["Received", message.created_at],
    ["Language", languageNames[message.language]],
    ["Reference", `#${message.id}`],
  ];
  const text = [
    "A visitor sent this message through the website's contact form.",
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    message.message,
    "",
    "Reply to this email to answer the visitor directly.",
  ].join("\n");
  const rows = fields
    .map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeMarkup(value)}</td></tr>`)
    .join("");
  const html =
    `<p>A visitor sent this message through the website's contact form.</p><table>${rows}</table>` +
    `<p style="white-space:pre-wrap">${escapeMarkup(message.message)}</p>` +
    `<p>Reply to this email to answer the visitor directly.</p>`;
  return {
    from: settings.from ?? defaultFromAddress(),
    to: settings.to,
    replyTo: { name: headerSafe(message.name, 100), address: headerSafe(message.email, 254) },
    subject: `[Website] ${headerSafe(message.subject, 150)}`,
    text,
    html,
    headers: { "X-Contact-Message-Id": String(message.id) },
  };
}

export function createMailer(settings: SmtpSettings): Mailer {
  // Bounded timeouts: a hung mail server must not keep a retry "in flight" for ever.
  // One pooled connection: the notifier sends one email at a time, and a fresh connection per
  // email pays the server's greeting delay each time (100 ms even for a local test server, often
  // more with anti-spam), which limits a backlog after an outage to a few emails a second.
  const transport = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 1,
    // Let go of it once a burst is sent, well before a mail server drops an idle client.
    idleTimeout: 10_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // smtp:// starts in plain text and upgrades only if the server offers STARTTLS: a machine on
    // the path can remove the offer and read the login and the leads. Required, the upgrade fails
    // the send instead (retried by the outbox). smtps:// is TLS from the start either way.
    requireTLS: settings.insecure !== true,
  });
  return {
    settings,
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
