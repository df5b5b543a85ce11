import type { SendMailOptions } from "nodemailer";
import type { DeliveryLead, QueuedReply } from "../delivery.ts";
import { headerSafe, leadHeaders } from "./email-parts.server.ts";

/** "Re: subject", once: a subject that already starts with Re: is not prefixed again. */
export const replySubject = (subject: string) => {
  const flat = headerSafe(subject, 150);
  return /^re:/i.test(flat) ? flat : `Re: ${flat}`;
};

/** The lead's message as a mail program quotes it. */
const quotedLines = (text: string) => text.split(/\r?\n/).map((line) => `> ${line}`);

/**
 * A staff member's reply to a lead, the team in copy. Nothing the sender typed goes back to them
 * unless its author ticked "Quote the message": the original is then quoted below the answer as a
 * mail program would. The sender chose the address, so quoting by default would let anyone have
 * their text mailed from the agency to anyone. `references`: the thread's earlier emails (the
 * acknowledgement, earlier replies), oldest first, kept with the row when it was queued.
 */
export function composeReply(
  message: DeliveryLead,
  reply: QueuedReply,
  settings: { to: string; from: string; references: readonly string[] },
): SendMailOptions {
  const quoted = reply.quote
    ? ["", `${message.created_at.slice(0, 10)}, ${headerSafe(message.name, 100)}:`, ...quotedLines(message.message)]
    : [];
  const mail: SendMailOptions = {
    from: settings.from,
    to: { name: headerSafe(message.name, 100), address: message.email },
    cc: settings.to,
    replyTo: reply.author,
    subject: replySubject(message.subject),
    text: [reply.body, ...quoted].join("\n"),
    messageId: reply.email_message_id,
    headers: leadHeaders(message),
  };
  if (settings.references.length > 0) {
    mail.inReplyTo = settings.references.at(-1);
    mail.references = [...settings.references];
  }
  return mail;
}
