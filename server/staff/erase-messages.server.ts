import type { Queryable } from "../db/database.ts";

/**
 * Erases the messages `condition` selects (SQL on `messages`, with `params`), inside the caller's
 * transaction: their queued emails, staff notes and replies first (SQLite enforces ON DELETE
 * CASCADE only with a pragma the site does not rely on), then the rows, whose ids alone are kept
 * in `deleted_messages` so that copying an old SQLite file never brings them back. Staff
 * deletion and retention both erase through here. Returns the erased ids.
 */
export async function eraseMessages(
  tx: Queryable,
  condition: string,
  params: readonly unknown[],
  now: Date,
): Promise<number[]> {
  const chosen = `SELECT id FROM messages WHERE ${condition}`;
  await tx.query(`DELETE FROM outbox WHERE message_id IN (${chosen})`, params);
  await tx.query(`DELETE FROM lead_notes WHERE message_id IN (${chosen})`, params);
  await tx.query(`DELETE FROM lead_replies WHERE message_id IN (${chosen})`, params);
  const erased = (await tx.query(`DELETE FROM messages WHERE ${condition} RETURNING id`, params)).map((row) =>
    Number(row.id),
  );
  for (const id of erased) {
    await tx.query("INSERT INTO deleted_messages (id, deleted_at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", [
      id,
      now.toISOString(),
    ]);
  }
  return erased;
}
