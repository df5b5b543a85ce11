import type { Database } from "./database.ts";

const messageColumns = [
  "id",
  "created_at",
  "name",
  "email",
  "subject",
  "message",
  "ip_hash",
  "user_agent",
  "status",
  "notify_attempts",
  "next_attempt_at",
  "language",
  "entry_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "pages_seen",
] as const;

export type CopyReport = {
  /** Messages in the SQLite file. */
  messages: number;
  copied: number;
  /** Already in the target under the same id. */
  alreadyThere: number;
  /** Deleted in the target (by staff or retention): never brought back. */
  deletedThere: number;
  pendingNotifications: number;
};

/** The target holds messages and the operator did not ask to merge: nothing was copied. */
export class CopyRefused extends Error {}

/**
 * Moves a SQLite store's messages into PostgreSQL, in one transaction: ids, times, languages,
 * lead attribution and notification state are kept, and notifications still owed are queued in
 * the target's outbox. An interrupted move left nothing behind and is simply repeated.
 *
 * A target that already holds messages is refused unless `merge`: copying an old file into a
 * live database is how a deleted lead would come back. With `merge`, only messages the target
 * lacks are added, and never one it deleted (`deleted_messages` keeps the ids). The IP-hash salt
 * comes along while the target has no messages, so the rate limit and hashes stay comparable.
 */
export async function copyToPostgres(
  source: Database,
  target: Database,
  options: { merge?: boolean } = {},
): Promise<CopyReport> {
  if (source.dialect !== "sqlite" || target.dialect !== "postgres") throw new Error("copies from SQLite to PostgreSQL");
  const rows = await source.query(`SELECT ${messageColumns.join(", ")} FROM messages ORDER BY id`);
  const pending = await source.query<{
    message_id: number;
    channel: string;
    attempts: number;
    next_attempt_at: string;
  }>(
    `SELECT message_id, channel, attempts, next_attempt_at FROM outbox
     WHERE kind = 'notification' AND sent_at IS NULL AND next_attempt_at IS NOT NULL`,
  );
  const [salt] = await source.query<{ value: string }>("SELECT value FROM settings WHERE key = 'ip_hash_salt'");
  return target.transaction(async (tx) => {
    const [held] = await tx.query("SELECT count(*) AS n FROM messages");
    if (Number(held?.n) > 0 && !options.merge) {
      throw new CopyRefused(
        `The target already holds ${Number(held?.n)} messages; nothing was copied. To add only the messages it ` +
          "lacks (never one deleted there), run again with --merge.",
      );
    }
    const deleted = new Set((await tx.query("SELECT id FROM deleted_messages")).map((row) => Number(row.id)));
    if (salt) {
      await tx.query(
        `INSERT INTO settings (key, value) VALUES ('ip_hash_salt', $1)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE NOT EXISTS (SELECT 1 FROM messages)`,
        [salt.value],
      );
    }
    let copied = 0;
    const placeholders = messageColumns.map((_, i) => `$${i + 1}`).join(", ");
    const copiedIds = new Set<number>();
    for (const row of rows) {
      if (deleted.has(Number(row.id))) continue;
      const inserted = await tx.query(
        `INSERT INTO messages (${messageColumns.join(", ")}) VALUES (${placeholders}) ON CONFLICT (id) DO NOTHING RETURNING id`,
        messageColumns.map((column) => row[column] ?? null),
      );
      copied += inserted.length;
      if (inserted.length > 0) copiedIds.add(Number(row.id));
    }
    // Notifications owed for the messages copied now; the target's own are its business.
    const owed = pending.filter((item) => copiedIds.has(Number(item.message_id)));
    for (const item of owed) {
      await tx.query(
        `INSERT INTO outbox (message_id, channel, attempts, next_attempt_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, message_id, channel) WHERE kind IN ('notification', 'acknowledgement', 'reminder')
         DO NOTHING`,
        [item.message_id, item.channel, item.attempts, item.next_attempt_at],
      );
    }
    // New messages must not collide with the copied ids.
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('messages', 'id'), greatest((SELECT max(id) FROM messages), 1))",
    );
    const deletedThere = rows.filter((row) => deleted.has(Number(row.id))).length;
    return {
      messages: rows.length,
      copied,
      alreadyThere: rows.length - copied - deletedThere,
      deletedThere,
      pendingNotifications: owed.length,
    };
  });
}
