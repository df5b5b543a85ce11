import { z } from "zod";
import { newEmailMessageId } from "../outbox/compose/email-parts.server.ts";
import { queue } from "../outbox/queue.server.ts";
import { iso, isoOrNull, type Database, type Queryable } from "../db/database.ts";
import { appendAudit } from "./audit-log.server.ts";

export const replyMaxLength = 20_000;

/** What a reply may be: some plain text, in any language, at most a long letter. */
export const replySchema = z
  .string()
  .trim()
  .min(1, "Write the reply first.")
  .max(replyMaxLength, `A reply can be at most ${replyMaxLength.toLocaleString("en")} characters.`);

/**
 * Where a reply's email is: waiting for the sender (queued, or being sent now), sent, waiting to
 * be tried again after a failure, or given up after the last attempt.
 */
export type ReplyDelivery =
  | { state: "queued" }
  | { state: "sent"; at: string }
  | { state: "retrying"; attempts: number; error: string; nextAttemptAt: string }
  | { state: "failed"; attempts: number; error: string };

export type LeadReply = { id: number; author: string; body: string; created_at: string; delivery: ReplyDelivery };

function deliveryOf(row: Record<string, unknown>): ReplyDelivery {
  const sentAt = isoOrNull(row.sent_at);
  if (sentAt) return { state: "sent", at: sentAt };
  const attempts = Number(row.attempts ?? 0);
  const error = String(row.last_error ?? "");
  // A failure leaves an error; a claimed row (being sent) has none yet and still counts as queued.
  if (!error) return { state: "queued" };
  const next = isoOrNull(row.next_attempt_at);
  return next ? { state: "retrying", attempts, error, nextAttemptAt: next } : { state: "failed", attempts, error };
}

/** A lead's replies, oldest first, each with its email's delivery state. */
export async function listReplies(db: Queryable, messageId: number): Promise<LeadReply[]> {
  const rows = await db.query(
    `SELECT r.id, r.author, r.body, r.created_at, o.sent_at, o.attempts, o.last_error, o.next_attempt_at
     FROM lead_replies r LEFT JOIN outbox o ON o.reply_id = r.id AND o.kind = 'reply'
     WHERE r.message_id = $1 ORDER BY r.id`,
    [messageId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    author: String(row.author),
    body: String(row.body),
    created_at: iso(row.created_at),
    delivery: deliveryOf(row),
  }));
}

export type ReplyOutcome = { ok: true; replyId: number } | { ok: false; status: 404 | 409; reason: string };

/**
 * Stores a reply (already checked with `replySchema`) and queues its email, in one transaction.
 * The email threads under the acknowledgement and the earlier replies (their Message-IDs go into
 * the queued row), answers from the staff member's own address (Reply-To), and copies the team.
 * It quotes the lead's message only with `quote` (the author ticked "Quote the message"): the
 * sender chose the address, so by default nothing they typed is mailed back from the agency.
 * The first reply records the time to first reply and moves a new lead to "replied". Audited:
 * who replied to which lead, never the text.
 */
export async function sendReply(
  db: Database,
  input: { messageId: number; author: string; body: string; quote: boolean },
  now = new Date(),
): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const [message] = await tx.query("SELECT id, inbox_status, ack_email_id FROM messages WHERE id = $1", [
      input.messageId,
    ]);
    if (!message) return { ok: false, status: 404, reason: "That message no longer exists." };
    if (message.inbox_status === "spam") {
      return { ok: false, status: 409, reason: "This message is marked as spam. Mark it as not spam before replying." };
    }
    const earlier = await tx.query("SELECT email_message_id FROM lead_replies WHERE message_id = $1 ORDER BY id", [
      input.messageId,
    ]);
    const references = [
      ...(typeof message.ack_email_id === "string" ? [message.ack_email_id] : []),
      ...earlier.map((row) => String(row.email_message_id)),
    ];
    const [reply] = await tx.query(
      `INSERT INTO lead_replies (message_id, author, body, created_at, email_message_id, quote_message)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        input.messageId,
        input.author,
        input.body,
        now.toISOString(),
        newEmailMessageId("reply", input.messageId),
        input.quote,
      ],
    );
    const replyId = Number(reply?.id);
    await queue(
      tx,
      { kind: "reply", channel: "email", messageId: input.messageId, replyId, detail: references.join(" ") },
      now,
    );
    await tx.query("UPDATE messages SET first_reply_at = $1 WHERE id = $2 AND first_reply_at IS NULL", [
      now.toISOString(),
      input.messageId,
    ]);
    await tx.query("UPDATE messages SET inbox_status = 'replied' WHERE id = $1 AND inbox_status = 'new'", [
      input.messageId,
    ]);
    await appendAudit(tx, { actor: input.author, action: "reply sent", target: `message ${input.messageId}` }, now);
    return { ok: true, replyId };
  });
}
