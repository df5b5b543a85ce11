import type { SendMailOptions } from "nodemailer";
import { siteConfig } from "../../app/content/site-config.ts";
import { composeAcknowledgement } from "./acknowledgement.server.ts";
import { composeNotification, defaultFromAddress, headerSafe } from "./mailer.server.ts";
import type { StoredMessage } from "../leads/message-store.server.ts";
import type { Delivery } from "./outbox-store.server.ts";
import { telegramText } from "./telegram.server.ts";

/** What composing needs besides the row: the team's address, the From line, the staff area's origin. */
export type EmailSettings = { to: string; from?: string; staffOrigin: string };

/** A Message-ID on the agency's own domain, unique per email; kept so a retry is the same email. */
export function newEmailMessageId(kind: string, id: number): string {
  const domain = siteConfig.email.split("@")[1];
  return `<${kind}-${id}-${crypto.randomUUID()}@${domain}>`;
}

/** "Re: subject", once: a subject that already starts with Re: is not prefixed again. */
export const replySubject = (subject: string) => {
  const flat = headerSafe(subject, 150);
  return /^re:/i.test(flat) ? flat : `Re: ${flat}`;
};

/** The lead's link in the staff area, for staff emails and the team's chat. */
const leadLink = (settings: { staffOrigin: string }, message: StoredMessage) =>
  `${settings.staffOrigin}/staff/messages/${message.id}`;

/** The lead's message as a mail program quotes it. */
const quotedLines = (text: string) => text.split(/\r?\n/).map((line) => `> ${line}`);

function need<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`the queued ${what} is missing`);
  return value;
}

/**
 * The email a delivery sends, composed when it is sent from the rows the outbox points at.
 * Staff-facing emails name the lead (as the notification does) and link to it. Nothing the sender
 * typed goes to the sender, unless a staff member ticked "Quote the message" on their reply: the
 * original is then quoted below the answer as a mail program would. The sender chose the address,
 * so quoting by default would let anyone have their text mailed from the agency to anyone.
 */
export function composeEmail(delivery: Delivery, settings: EmailSettings): SendMailOptions {
  const from = settings.from ?? defaultFromAddress();
  const headers = (id: number): Record<string, string> => ({ "X-Contact-Message-Id": String(id) });
  switch (delivery.kind) {
    case "notification":
      return composeNotification(need(delivery.message, "message"), { ...settings, from });
    case "acknowledgement": {
      const message = need(delivery.message, "message");
      return composeAcknowledgement(message, { from, messageId: need(message.ack_email_id ?? null, "Message-ID") });
    }
    case "reply": {
      const message = need(delivery.message, "message");
      const reply = need(delivery.reply, "reply");
      const quoted = reply.quote
        ? ["", `${message.created_at.slice(0, 10)}, ${headerSafe(message.name, 100)}:`, ...quotedLines(message.message)]
        : [];
      const mail: SendMailOptions = {
        from,
        to: { name: headerSafe(message.name, 100), address: message.email },
        cc: settings.to,
        replyTo: reply.author,
        subject: replySubject(message.subject),
        text: [reply.body, ...quoted].join("\n"),
        messageId: reply.email_message_id,
        headers: headers(message.id),
      };
      // The thread's earlier emails (the acknowledgement, earlier replies), kept in `detail` when queued.
      const references = (delivery.detail ?? "").split(" ").filter(Boolean);
      if (references.length > 0) {
        mail.inReplyTo = references.at(-1);
        mail.references = references;
      }
      return mail;
    }
    case "reminder": {
      const message = need(delivery.message, "message");
      return {
        from,
        to: delivery.recipient ?? settings.to,
        subject: `[Website] Waiting for a reply: ${headerSafe(message.subject, 150)}`,
        text: [
          `This lead has had no reply since ${message.created_at.replace("T", " ").slice(0, 16)} UTC.`,
          "",
          `From: ${message.name}`,
          `Subject: ${message.subject}`,
          delivery.detail ?? "",
          "",
          `Answer it from the inbox: ${leadLink(settings, message)}`,
        ].join("\n"),
        headers: headers(message.id),
      } satisfies SendMailOptions;
    }
    case "assignment": {
      const message = need(delivery.message, "message");
      return {
        from,
        to: need(delivery.recipient, "recipient"),
        subject: `[Website] Assigned to you: ${headerSafe(message.subject, 150)}`,
        text: [
          `${delivery.detail ?? "Someone"} assigned this lead to you.`,
          "",
          `From: ${message.name}`,
          `Subject: ${message.subject}`,
          "",
          `Open it: ${leadLink(settings, message)}`,
        ].join("\n"),
        headers: headers(message.id),
      } satisfies SendMailOptions;
    }
    case "staff-notice":
      return {
        from,
        to: need(delivery.recipient, "recipient"),
        subject: `[${siteConfig.brand} staff] ${headerSafe(delivery.detail ?? "Your account changed", 150)}`,
        text: [
          `${delivery.detail ?? "Your staff account changed"}.`,
          "",
          "If it was you, there is nothing to do.",
          "",
          "If it was not you, someone else can use your account. Tell the person who manages staff access at once:",
          "they can end every passkey and session of your account and send you a new link. Then check your passkeys:",
          `${settings.staffOrigin}/staff/passkeys`,
        ].join("\n"),
      } satisfies SendMailOptions;
  }
}

/** The team chat's text for a delivery on Telegram: a name, a subject and a link, never a body. */
export function composeTelegram(delivery: Delivery, staffOrigin: string): string {
  const message = need(delivery.message, "message");
  const base = telegramText(message, staffOrigin);
  if (delivery.kind === "reminder") return `Still waiting for a reply:\n${base}`;
  if (delivery.kind === "assignment") return `Assigned to ${delivery.recipient ?? "someone"}:\n${base}`;
  return base;
}
