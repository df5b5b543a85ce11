import type { Locale } from "../../app/content/locale.ts";
import { iso, type Row } from "../db/database.ts";

export type OutboxChannel = "email" | "telegram";

/**
 * What a queued row sends (server/outbox/compose/compose-email.server.ts composes each):
 * - notification: a new lead, to the team (email) or the team's chat (Telegram);
 * - acknowledgement: "your message arrived", to the sender (CONTACT_ACK);
 * - reply: a staff member's answer, to the sender, the team in copy;
 * - reminder: a lead still unanswered after LEAD_REMINDER_MINUTES, to its owner or the team;
 * - assignment: a lead given to someone, to them (and the team's chat);
 * - staff-notice: a change to a staff account (a passkey added or removed, roles changed, access
 *   revoked), to its owner;
 * - staff-invite: an admin's invite from the people page, with its one-time link, to the invitee.
 */
export type OutboxKind =
  "notification" | "acknowledgement" | "reply" | "reminder" | "assignment" | "staff-notice" | "staff-invite";

/** What one capability asks the outbox to send (server/outbox/queue.server.ts). */
export type QueuedDelivery = {
  kind: OutboxKind;
  channel: OutboxChannel;
  messageId?: number;
  replyId?: number;
  recipient?: string;
  detail?: string;
};

/**
 * The lead a delivery is about, as composing needs it: the outbox reads the messages table's row
 * itself, so that it depends on no capability (the leads' message store queues into it).
 */
export type DeliveryLead = {
  id: number;
  created_at: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The language of the page it was sent from: the acknowledgement's language. */
  language: Locale;
  /** The acknowledgement's Message-ID (CONTACT_ACK), which replies thread under. */
  ack_email_id?: string | null;
};

/** A staff member's reply as its email needs it; `quote`: its author chose to quote the lead's message. */
export type QueuedReply = {
  id: number;
  author: string;
  body: string;
  created_at: string;
  email_message_id: string;
  quote: boolean;
};

export type Delivery = {
  id: number;
  kind: OutboxKind;
  channel: OutboxChannel;
  attempts: number;
  /** The claim this delivery was handed out under: only it may mark the row sent or failed. */
  token: string;
  /** The lead it is about; null for a staff notice. */
  message: DeliveryLead | null;
  reply: QueuedReply | null;
  /** An address chosen when it was queued (a staff member's, for assignment, reminder and notices). */
  recipient: string | null;
  /** Kind-specific words chosen when it was queued (who assigned, what changed on an account). */
  detail: string | null;
};

/** A messages row as a delivery's lead (dates from PostgreSQL come back as Date objects). */
export const leadOf = (row: Row): DeliveryLead => ({
  id: Number(row.id),
  created_at: iso(row.created_at),
  name: String(row.name),
  email: String(row.email),
  subject: String(row.subject),
  message: String(row.message),
  language: row.language as Locale,
  ack_email_id: typeof row.ack_email_id === "string" ? row.ack_email_id : null,
});

/** A lead_replies row as its email needs it. */
export const replyOf = (row: Row): QueuedReply => ({
  id: Number(row.id),
  author: String(row.author),
  body: String(row.body),
  created_at: iso(row.created_at),
  email_message_id: String(row.email_message_id),
  // true on PostgreSQL, 1 on SQLite
  quote: row.quote_message === true || Number(row.quote_message) === 1,
});
