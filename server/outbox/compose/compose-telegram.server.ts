import type { Delivery, DeliveryLead } from "../delivery.ts";
import { leadLink, need } from "./email-parts.server.ts";

/**
 * The text sent to Telegram, a third party: the sender's name, the subject and a link to the
 * message in the staff inbox. Never the message itself or the email address; staff read those
 * behind their passkey. Plain text (no parse_mode), so nothing a visitor typed is markup.
 */
export function telegramText(message: DeliveryLead, inboxOrigin: string): string {
  const flat = (value: string, max: number) => {
    const text = value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();
    return [...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text;
  };
  return [
    `New message from ${flat(message.name, 100)}`,
    `Subject: ${flat(message.subject, 150)}`,
    leadLink(inboxOrigin, message),
  ].join("\n");
}

/** The team chat's text for a delivery on Telegram: a name, a subject and a link, never a body. */
export function composeTelegram(delivery: Delivery, staffOrigin: string): string {
  const message = need(delivery.message, "message");
  const base = telegramText(message, staffOrigin);
  if (delivery.kind === "reminder") return `Still waiting for a reply:\n${base}`;
  if (delivery.kind === "assignment") return `Assigned to ${delivery.recipient ?? "someone"}:\n${base}`;
  return base;
}
