import { iso, type Queryable } from "../db/database.ts";
import type { RecordKey } from "./content-service.ts";

/**
 * How long a person counts as having a record open after their page last said so. Their page
 * says it every presenceBeatMs (editor-client/record-presence.js), so a closed tab drops out
 * within this long.
 */
export const presenceWindowMs = 60_000;
export const presenceBeatMs = 20_000;

/** Someone else with the record open: who, and since when their page last said so. */
export type Presence = { email: string; seenAt: string };

/**
 * Marks `email` as having `key` open now, and answers who else has it open. Old rows (anyone's)
 * are deleted on the way: the table holds only the last few minutes.
 */
export async function markPresent(db: Queryable, key: RecordKey, email: string, now: Date): Promise<Presence[]> {
  await db.query("DELETE FROM content_presence WHERE seen_at < $1", [
    new Date(now.getTime() - 5 * presenceWindowMs).toISOString(),
  ]);
  await db.query(
    `INSERT INTO content_presence (collection, record_id, email, seen_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (collection, record_id, email) DO UPDATE SET seen_at = excluded.seen_at`,
    [key.collection, key.id, email, now.toISOString()],
  );
  const rows = await db.query(
    `SELECT email, seen_at FROM content_presence
     WHERE collection = $1 AND record_id = $2 AND email <> $3 AND seen_at >= $4 ORDER BY email`,
    [key.collection, key.id, email, new Date(now.getTime() - presenceWindowMs).toISOString()],
  );
  return rows.map((row) => ({ email: String(row.email), seenAt: iso(row.seen_at) }));
}

/** The person closed the record (left the page): they drop out at once, not after the window. */
export async function markGone(db: Queryable, key: RecordKey, email: string): Promise<void> {
  await db.query("DELETE FROM content_presence WHERE collection = $1 AND record_id = $2 AND email = $3", [
    key.collection,
    key.id,
    email,
  ]);
}
