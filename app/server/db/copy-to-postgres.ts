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

export type CopyReport = { messages: number; copied: number; pendingNotifications: number };

/**
 * Moves a SQLite store's messages into PostgreSQL, in one transaction: ids, times, languages,
 * lead attribution and notification state are kept, and notifications still owed are queued in the target's outbox.
 * Run it again and rows already there are skipped, so an interrupted move is simply repeated.
 * The IP-hash salt comes along while the target has no messages, so the rate limit and hashes
 * stay comparable.
 */
export async function copyToPostgres(source: Database, target: Database): Promise<CopyReport> {
  if (source.dialect !== "sqlite" || target.dialect !== "postgres") throw new Error("copies from SQLite to PostgreSQL");
  const rows = await source.query(`SELECT ${messageColumns.join(", ")} FROM messages ORDER BY id`);
  const pending = await source.query<{
    message_id: number;
    channel: string;
    attempts: number;
    next_attempt_at: string;
  }>(
    "SELECT message_id, channel, attempts, next_attempt_at FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL",
  );
  const [salt] = await source.query<{ value: string }>("SELECT value FROM settings WHERE key = 'ip_hash_salt'");
  return target.transaction(async (tx) => {
    if (salt) {
      await tx.query(
        `INSERT INTO settings (key, value) VALUES ('ip_hash_salt', $1)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE NOT EXISTS (SELECT 1 FROM messages)`,
        [salt.value],
      );
    }
    let copied = 0;
    const placeholders = messageColumns.map((_, i) => `$${i + 1}`).join(", ");
    for (const row of rows) {
      const inserted = await tx.query(
        `INSERT INTO messages (${messageColumns.join(", ")}) VALUES (${placeholders}) ON CONFLICT (id) DO NOTHING RETURNING id`,
        messageColumns.map((column) => row[column] ?? null),
      );
      copied += inserted.length;
    }
    for (const item of pending) {
      await tx.query(
        `INSERT INTO outbox (message_id, channel, attempts, next_attempt_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (message_id, channel) DO NOTHING`,
        [item.message_id, item.channel, item.attempts, item.next_attempt_at],
      );
    }
    // New messages must not collide with the copied ids.
    await tx.query(
      "SELECT setval(pg_get_serial_sequence('messages', 'id'), greatest((SELECT max(id) FROM messages), 1))",
    );
    return { messages: rows.length, copied, pendingNotifications: pending.length };
  });
}
