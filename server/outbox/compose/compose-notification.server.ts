import type { SendMailOptions } from "nodemailer";
import { escapeMarkup } from "../../../app/lib/escape-markup.ts";
import type { DeliveryLead } from "../delivery.ts";
import { defaultFromAddress, headerSafe, leadHeaders } from "./email-parts.server.ts";

/** Staff read the notification in English; it names the language the visitor wrote from. */
const languageNames = { en: "English (sent from an English page)", bn: "Bangla (sent from a /bn page)" } as const;

/** The notification for one stored message: plain text, plus an HTML part in which every visitor value is escaped. */
export function composeNotification(message: DeliveryLead, settings: { to: string; from?: string }): SendMailOptions {
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
    headers: leadHeaders(message),
  };
}
