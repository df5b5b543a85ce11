import type { SendMailOptions } from "nodemailer";
import type { Delivery } from "../delivery.ts";
import { composeAcknowledgement } from "./compose-acknowledgement.server.ts";
import { composeNotification } from "./compose-notification.server.ts";
import { composeReply } from "./compose-reply.server.ts";
import {
  composeAssignment,
  composeReminder,
  composeStaffInvite,
  composeStaffNotice,
} from "./compose-staff-email.server.ts";
import { defaultFromAddress, type EmailSettings, need } from "./email-parts.server.ts";

/**
 * The email a delivery sends, composed when it is sent from the rows the outbox points at: a pure
 * function of the delivery and the settings (no transport, no database), one module per kind.
 * Staff-facing emails name the lead (as the notification does) and link to it; nothing the sender
 * typed goes to the sender unless a staff member chose to quote it (compose-reply.server.ts).
 */
export function composeEmail(delivery: Delivery, settings: EmailSettings): SendMailOptions {
  const from = settings.from ?? defaultFromAddress();
  const staff = { from, staffOrigin: settings.staffOrigin };
  switch (delivery.kind) {
    case "notification":
      return composeNotification(need(delivery.message, "message"), { ...settings, from });
    case "acknowledgement": {
      const message = need(delivery.message, "message");
      return composeAcknowledgement(message, {
        from,
        messageId: need(message.ack_email_id ?? null, "Message-ID"),
        site: settings.agency[message.language],
      });
    }
    case "reply":
      return composeReply(need(delivery.message, "message"), need(delivery.reply, "reply"), {
        to: settings.to,
        from,
        // The thread's earlier emails, kept in `detail` when the reply was queued.
        references: (delivery.detail ?? "").split(" ").filter(Boolean),
      });
    case "reminder":
      return composeReminder(need(delivery.message, "message"), delivery.detail, {
        ...staff,
        to: delivery.recipient ?? settings.to,
      });
    case "assignment":
      return composeAssignment(need(delivery.message, "message"), delivery.detail, {
        ...staff,
        to: need(delivery.recipient, "recipient"),
      });
    case "staff-notice":
      return composeStaffNotice(delivery.detail, {
        ...staff,
        to: need(delivery.recipient, "recipient"),
        // Staff emails are in English.
        brand: settings.agency.en.brand,
      });
    case "staff-invite":
      return composeStaffInvite(need(delivery.detail, "invite"), {
        ...staff,
        to: need(delivery.recipient, "recipient"),
        brand: settings.agency.en.brand,
      });
  }
}
