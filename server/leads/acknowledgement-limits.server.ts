import type { Queryable } from "../db/database.ts";
import { newEmailMessageId } from "../outbox/compose/email-parts.server.ts";
import { mailboxKey } from "./mailbox-key.server.ts";
import { queue } from "../outbox/queue.server.ts";

/** How often one mailbox may receive an acknowledgement: once per this window. */
export const acknowledgementWindowMs = 24 * 60 * 60 * 1000;

/** CONTACT_ACK_DAILY_LIMIT's default: many times an agency's real leads a day, few enough to spare its mail reputation. */
export const defaultAcknowledgementLimit = 100;

/** Why a stored message's sender was not acknowledged (CONTACT_ACK=1). */
export type WithheldAcknowledgement = "recent" | "daily-limit";

// Any constant will do, as long as it differs from the other advisory locks (db/migrate.ts, …).
const acknowledgementLockKey = 7_042_120;

/**
 * Queues the acknowledgement of a stored message, in its insert's transaction, unless
 * - its mailbox (mailbox-key.server.ts) got one in the last 24 hours: `+tag` and Gmail dot
 *   variants of one address are one mailbox, so the form cannot be made to mail it again and again;
 * - `dailyLimit` acknowledgements went out in the last 24 hours, to anyone: an attacker with many
 *   addresses (or many mailboxes) cannot make the agency's domain send mail without end.
 * Its Message-ID is fixed now: replies thread under it. PostgreSQL serialises these decisions
 * across instances with one advisory lock (an acknowledgement is rare: it waits for nothing else),
 * so neither limit is passed by two posts at once; SQLite's BEGIN IMMEDIATE already does.
 */
export async function queueAcknowledgement(
  tx: Queryable,
  message: { id: number; email: string },
  options: { now: Date; dailyLimit: number },
): Promise<{ emailId: string } | { withheld: WithheldAcknowledgement }> {
  if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [acknowledgementLockKey]);
  const since = new Date(options.now.getTime() - acknowledgementWindowMs).toISOString();
  const mailbox = mailboxKey(message.email);
  const [recent] = await tx.query("SELECT id FROM messages WHERE ack_address = $1 AND created_at > $2 LIMIT 1", [
    mailbox,
    since,
  ]);
  if (recent) return { withheld: "recent" };
  // Counted up to the limit only: the read stays bounded whatever is in the table.
  const [sent] = await tx.query(
    `SELECT count(*) AS sent FROM (
       SELECT 1 FROM messages WHERE ack_address IS NOT NULL AND created_at > $1 LIMIT $2
     ) AS acknowledged`,
    [since, options.dailyLimit],
  );
  if (Number(sent?.sent ?? 0) >= options.dailyLimit) return { withheld: "daily-limit" };
  const emailId = newEmailMessageId("ack", message.id);
  await tx.query("UPDATE messages SET ack_email_id = $1, ack_address = $2 WHERE id = $3", [
    emailId,
    mailbox,
    message.id,
  ]);
  await queue(tx, { kind: "acknowledgement", channel: "email", messageId: message.id }, options.now);
  return { emailId };
}
