import { randomUUID } from "node:crypto";
import type { Database, Queryable } from "../db/database.ts";
import { type Delivery, leadOf, type OutboxChannel, type OutboxKind, replyOf } from "./delivery.ts";
import { outboxTopic } from "./queue.server.ts";

type ClaimedRow = {
  id: number;
  kind: OutboxKind;
  message_id: number | null;
  reply_id: number | null;
  channel: OutboxChannel;
  attempts: number;
  recipient: string | null;
  detail: string | null;
};

/** The rows `ids` name in `table`, by id (one query whatever the batch size). */
async function rowsById(tx: Queryable, table: "messages" | "lead_replies", ids: number[]) {
  if (ids.length === 0) return new Map<number, Record<string, unknown>>();
  const placeholders = ids.map((_, i) => `$${i + 1}`).join(", ");
  const rows = await tx.query(`SELECT * FROM ${table} WHERE id IN (${placeholders})`, ids);
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/**
 * What is owed to be sent, shared by every instance. A sender claims due rows for `claimMs`
 * (PostgreSQL: FOR UPDATE SKIP LOCKED, so two instances never claim the same row; SQLite: inside
 * BEGIN IMMEDIATE, which one process holds at a time). A claim counts as an attempt, expires (if
 * the sender dies mid-send, another instance retries after `claimMs`), and carries a token: a
 * sender whose claim ran out and was taken over cannot mark the row afterwards, and what it did
 * not try it gives back without the attempt (`release`).
 */
export function createOutbox(db: Database) {
  /** Marks a row if the claim is still this sender's; false when it was lost (expired and taken over). */
  async function finish(delivery: Delivery, sql: string, params: unknown[], mirror?: [string, unknown[]]) {
    return db.transaction(async (tx) => {
      const updated = await tx.query(`${sql} WHERE id = $1 AND claim_token = $2 RETURNING id`, [
        delivery.id,
        delivery.token,
        ...params,
      ]);
      if (updated.length === 0) return false;
      // The message row mirrors its team email's state, for the staff CLI and export.
      if (mirror && delivery.kind === "notification" && delivery.channel === "email" && delivery.message) {
        await tx.query(mirror[0], mirror[1]);
      }
      return true;
    });
  }

  return {
    /** Calls `wake` whenever a delivery was queued and committed through this database (queue.server.ts). */
    listen: (wake: () => void) => db.listen(outboxTopic, wake),

    /**
     * `now` decides what is due and which claims have expired; the claim lasts `claimMs` from
     * `claimedAt` (default `now`): the real time it is taken, when `now` is a long drain's start.
     */
    async claim(options: {
      now: Date;
      claimedAt?: Date;
      claimMs: number;
      maxAttempts: number;
      limit: number;
    }): Promise<Delivery[]> {
      const now = options.now.toISOString();
      const until = new Date((options.claimedAt ?? options.now).getTime() + options.claimMs).toISOString();
      const token = randomUUID();
      const lock = db.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
      return db.transaction(async (tx) => {
        const claimed = await tx.query<ClaimedRow>(
          `UPDATE outbox SET claimed_until = $2, claim_token = $5, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM outbox
             WHERE sent_at IS NULL AND attempts < $3 AND next_attempt_at <= $1
               AND (claimed_until IS NULL OR claimed_until <= $1)
             ORDER BY id LIMIT $4 ${lock}
           )
           RETURNING id, kind, message_id, reply_id, channel, attempts, recipient, detail`,
          [now, until, options.maxAttempts, options.limit, token],
        );
        if (claimed.length === 0) return [];
        const ids = (column: "message_id" | "reply_id") => [
          ...new Set(claimed.flatMap((row) => (row[column] === null ? [] : [Number(row[column])]))),
        ];
        const messages = await rowsById(tx, "messages", ids("message_id"));
        const replies = await rowsById(tx, "lead_replies", ids("reply_id"));
        return claimed
          .sort((a, b) => Number(a.id) - Number(b.id))
          .flatMap((row): Delivery[] => {
            const message = row.message_id === null ? undefined : messages.get(Number(row.message_id));
            const reply = row.reply_id === null ? undefined : replies.get(Number(row.reply_id));
            // A row whose lead was erased between queueing and now: nothing left to send.
            if (message === undefined && row.message_id !== null) return [];
            if (reply === undefined && row.reply_id !== null) return [];
            return [
              {
                id: Number(row.id),
                kind: row.kind,
                channel: row.channel,
                attempts: Number(row.attempts),
                token,
                message: message ? leadOf(message) : null,
                reply: reply ? replyOf(reply) : null,
                recipient: row.recipient,
                detail: row.detail,
              },
            ];
          });
      });
    },

    /** False: the claim was lost (expired and taken by another sender), so nothing was marked. */
    async markSent(delivery: Delivery, now = new Date()): Promise<boolean> {
      return finish(
        delivery,
        // An invite's link is a way in: once sent, the store keeps no copy of it (only its hash, as ever).
        `UPDATE outbox SET sent_at = $3, claimed_until = NULL, claim_token = NULL, last_error = NULL,
           detail = CASE WHEN kind = 'staff-invite' THEN NULL ELSE detail END`,
        [now.toISOString()],
        [
          "UPDATE messages SET status = 'notified', notify_attempts = $2, next_attempt_at = NULL WHERE id = $1",
          [delivery.message?.id, delivery.attempts],
        ],
      );
    },

    /** `retryAt` null: no more attempts. False: the claim was lost, so nothing was marked. */
    async markFailed(delivery: Delivery, retryAt: Date | null, error: string): Promise<boolean> {
      const next = retryAt?.toISOString() ?? null;
      return finish(
        delivery,
        "UPDATE outbox SET claimed_until = NULL, claim_token = NULL, next_attempt_at = $3, last_error = $4",
        [next, error.slice(0, 500)],
        [
          "UPDATE messages SET status = 'notify_failed', notify_attempts = $2, next_attempt_at = $3 WHERE id = $1",
          [delivery.message?.id, delivery.attempts, next],
        ],
      );
    },

    /**
     * Gives back claimed rows this sender did not try (it is stopping, or its claim is running
     * out): free at once for any instance, and the attempt the claim counted is returned.
     */
    async release(deliveries: readonly Delivery[]): Promise<void> {
      for (const delivery of deliveries) {
        await db.query(
          `UPDATE outbox SET claimed_until = NULL, claim_token = NULL, attempts = attempts - 1
           WHERE id = $1 AND claim_token = $2`,
          [delivery.id, delivery.token],
        );
      }
    },

    /** Deliveries not yet sent and still to be tried: for tests and the health of the queue. */
    async pendingCount(): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        "SELECT count(*) AS count FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL",
      );
      return Number(row?.count ?? 0);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
