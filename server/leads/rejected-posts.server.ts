import type { RejectedReason } from "./spam-reasons.ts";
import type { Queryable } from "../db/database.ts";

export type { RejectedReason } from "./spam-reasons.ts";

export type RejectedCount = { day: string; reason: RejectedReason; count: number };

/** The UTC day of a time, as the table keeps it. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Adds counts of refused posts (their UTC day and reason, nothing else: no content, address or
 * time of day) in one statement, so one batch is one commit (one fsync on SQLite). An upsert, so
 * every instance adds to the same rows. The rows go in (day, reason) order: two instances writing
 * the same rows at once on PostgreSQL then lock them in the same order and cannot deadlock.
 */
export async function addRejectedCounts(db: Queryable, counts: readonly RejectedCount[]): Promise<void> {
  if (counts.length === 0) return;
  const rows = [...counts].sort((a, b) => a.day.localeCompare(b.day) || a.reason.localeCompare(b.reason));
  const values = rows.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`).join(", ");
  await db.query(
    `INSERT INTO rejected_posts (day, reason, count) VALUES ${values}
     ON CONFLICT (day, reason) DO UPDATE SET count = rejected_posts.count + excluded.count`,
    rows.flatMap((row) => [row.day, row.reason, row.count]),
  );
}

/** Counts one refused post at once: for seed scripts and tests (the site batches, rejected-counter.server.ts). */
export function countRejectedPost(db: Queryable, reason: RejectedReason, now = new Date()): Promise<void> {
  return addRejectedCounts(db, [{ day: utcDay(now), reason, count: 1 }]);
}

/** The counts of the last `days` UTC days (today included), newest day first, then by reason. */
export async function listRejectedPosts(
  db: Queryable,
  options: { days: number; now?: Date },
): Promise<RejectedCount[]> {
  const now = options.now ?? new Date();
  const since = utcDay(new Date(now.getTime() - (options.days - 1) * 86_400_000));
  const rows = await db.query(
    "SELECT day, reason, count FROM rejected_posts WHERE day >= $1 ORDER BY day DESC, reason",
    [since],
  );
  return rows.map((row) => ({ day: String(row.day), reason: row.reason as RejectedReason, count: Number(row.count) }));
}
