import { randomUUID } from "node:crypto";
import { iso, type Database, type Queryable } from "../db/database.ts";
import { toStoredMessage, type StoredMessage } from "../leads/message-store.server.ts";

export type OutboxChannel = "email" | "telegram";

/**
 * What a queued row sends (server/outbox/emails.server.ts composes each):
 * - notification: a new lead, to the team (email) or the team's chat (Telegram);
 * - acknowledgement: "your message arrived", to the sender (CONTACT_ACK);
 * - reply: a staff member's answer, to the sender, the team in copy;
 * - reminder: a lead still unanswered after LEAD_REMINDER_MINUTES, to its owner or the team;
 * - assignment: a lead given to someone, to them (and the team's chat);
 * - staff-notice: a change to a staff account (a passkey added or removed), to its owner.
 */
export type OutboxKind = "notification" | "acknowledgement" | "reply" | "reminder" | "assignment" | "staff-notice";

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
  message: StoredMessage | null;
  reply: QueuedReply | null;
  /** An address chosen when it was queued (a staff member's, for assignment, reminder and notices). */
  recipient: string | null;
  /** Kind-specific words chosen when it was queued (who assigned, what changed on an account). */
  detail: string | null;
};

export type QueuedDelivery = {
  kind: OutboxKind;
  channel: OutboxChannel;
  messageId?: number;
  replyId?: number;
  recipient?: string;
  detail?: string;
};

/**
 * Queues one delivery inside the caller's transaction, so that it exists exactly when the change
 * that owes it was committed. Kinds owed once per lead (notification, acknowledgement, reminder)
 * are queued at most once: a second call changes nothing and returns false.
 */
export async function queueDelivery(tx: Queryable, item: QueuedDelivery, now = new Date()): Promise<boolean> {
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
  return rows.length > 0;
}

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
                message: message ? toStoredMessage(message) : null,
                reply: reply
                  ? {
                      id: Number(reply.id),
                      author: String(reply.author),
                      body: String(reply.body),
                      created_at: iso(reply.created_at),
                      email_message_id: String(reply.email_message_id),
                      // true on PostgreSQL, 1 on SQLite
                      quote: reply.quote_message === true || Number(reply.quote_message) === 1,
                    }
                  : null,
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
        "UPDATE outbox SET sent_at = $3, claimed_until = NULL, claim_token = NULL, last_error = NULL",
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
