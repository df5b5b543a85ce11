import type { Database } from "../db/database.ts";
import { toStoredMessage, type StoredMessage } from "./message-store.server.ts";

export type OutboxChannel = "email" | "telegram";

export type Delivery = { id: number; channel: OutboxChannel; attempts: number; message: StoredMessage };

/**
 * The notifications owed for stored messages, shared by every instance. A sender claims due rows
 * for `claimMs` (PostgreSQL: FOR UPDATE SKIP LOCKED, so two instances never claim the same row;
 * SQLite: inside BEGIN IMMEDIATE, which one process holds at a time). A claim counts as an
 * attempt and expires: if the sender dies mid-send, another instance retries after `claimMs`.
 */
export function createOutbox(db: Database) {
  return {
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
      const lock = db.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
      return db.transaction(async (tx) => {
        const claimed = await tx.query<{ id: number; message_id: number; channel: OutboxChannel; attempts: number }>(
          `UPDATE outbox SET claimed_until = $2, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM outbox
             WHERE sent_at IS NULL AND attempts < $3 AND next_attempt_at <= $1
               AND (claimed_until IS NULL OR claimed_until <= $1)
             ORDER BY id LIMIT $4 ${lock}
           )
           RETURNING id, message_id, channel, attempts`,
          [now, until, options.maxAttempts, options.limit],
        );
        if (claimed.length === 0) return [];
        const ids = claimed.map((row) => Number(row.message_id));
        const placeholders = ids.map((_, i) => `$${i + 1}`).join(", ");
        const messages = await tx.query(`SELECT * FROM messages WHERE id IN (${placeholders})`, ids);
        const byId = new Map(messages.map((row) => [Number(row.id), toStoredMessage(row)]));
        return claimed
          .sort((a, b) => Number(a.id) - Number(b.id))
          .flatMap((row) => {
            const message = byId.get(Number(row.message_id));
            return message
              ? [{ id: Number(row.id), channel: row.channel, attempts: Number(row.attempts), message }]
              : [];
          });
      });
    },

    async markSent(delivery: Delivery, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query("UPDATE outbox SET sent_at = $2, claimed_until = NULL, last_error = NULL WHERE id = $1", [
          delivery.id,
          now.toISOString(),
        ]);
        if (delivery.channel === "email") {
          // The message row mirrors its email's state, for the staff CLI and export.
          await tx.query(
            "UPDATE messages SET status = 'notified', notify_attempts = $2, next_attempt_at = NULL WHERE id = $1",
            [delivery.message.id, delivery.attempts],
          );
        }
      });
    },

    /** `retryAt` null: no more attempts. */
    async markFailed(delivery: Delivery, retryAt: Date | null, error: string): Promise<void> {
      const next = retryAt?.toISOString() ?? null;
      await db.transaction(async (tx) => {
        await tx.query("UPDATE outbox SET claimed_until = NULL, next_attempt_at = $2, last_error = $3 WHERE id = $1", [
          delivery.id,
          next,
          error.slice(0, 500),
        ]);
        if (delivery.channel === "email") {
          await tx.query(
            "UPDATE messages SET status = 'notify_failed', notify_attempts = $2, next_attempt_at = $3 WHERE id = $1",
            [delivery.message.id, delivery.attempts, next],
          );
        }
      });
    },

    /** Notifications not yet sent and still to be tried: for tests and the health of the queue. */
    async pendingCount(): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        "SELECT count(*) AS count FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL",
      );
      return Number(row?.count ?? 0);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
