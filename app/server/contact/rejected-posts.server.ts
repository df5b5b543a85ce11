import type { RejectedReason } from "../../lib/spam-reasons.ts";
import type { Queryable } from "../db/database.ts";

export type { RejectedReason } from "../../lib/spam-reasons.ts";

export type RejectedCount = { day: string; reason: RejectedReason; count: number };

/** The UTC day of a time, as the table keeps it. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts one refused post: its UTC day and reason, nothing else (no content, address or time of
 * day). One upsert, so every instance adds to the same row.
 */
export async function countRejectedPost(db: Queryable, reason: RejectedReason, now = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO rejected_posts (day, reason, count) VALUES ($1, $2, 1)
     ON CONFLICT (day, reason) DO UPDATE SET count = rejected_posts.count + 1`,
    [utcDay(now), reason],
  );
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
