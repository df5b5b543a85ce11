import type { Queryable } from "../db/database.ts";
import type { QueuedDelivery } from "./delivery.ts";

/** The commit notice a queued delivery sends: the outbox's sender listens for it (notifier.server.ts). */
export const outboxTopic = "outbox";

/**
 * Queues one delivery inside the caller's transaction, so that it exists exactly when the change
 * that owes it was committed, and wakes the sender once that commit is done (a commit notice:
 * nothing to remember for the caller, nothing sent for a change that rolled back). Kinds owed once
 * per lead (notification, acknowledgement, reminder) are queued at most once: a second call
 * changes nothing, wakes nobody and returns false.
 */
export async function queue(tx: Queryable, item: QueuedDelivery, now = new Date()): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO outbox (kind, channel, message_id, reply_id, recipient, detail, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (kind, message_id, channel) WHERE kind IN ('notification', 'acknowledgement', 'reminder')
     DO NOTHING RETURNING id`,
    [
      item.kind,
      item.channel,
      item.messageId ?? null,
      item.replyId ?? null,
      item.recipient ?? null,
      item.detail ?? null,
      now.toISOString(),
    ],
  );
  if (rows.length === 0) return false;
  tx.notify(outboxTopic);
  return true;
}
