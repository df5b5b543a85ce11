import { z } from "zod";
import { iso, type Database, type Queryable } from "../db/database.ts";
import { appendAudit } from "./audit-log.server.ts";

/** A staff member's note on a lead: never shown to the sender, never sent anywhere. */
export type LeadNote = { id: number; author: string; body: string; created_at: string };

export const noteMaxLength = 4_000;

/** What a note may be: some text, at most a long email's worth. */
export const noteSchema = z
  .string()
  .trim()
  .min(1, "Write the note first.")
  .max(noteMaxLength, `A note can be at most ${noteMaxLength.toLocaleString("en")} characters.`);

/** A lead's notes, oldest first. */
export async function listNotes(db: Queryable, messageId: number): Promise<LeadNote[]> {
  const rows = await db.query("SELECT id, author, body, created_at FROM lead_notes WHERE message_id = $1 ORDER BY id", [
    messageId,
  ]);
  return rows.map((row) => ({
    id: Number(row.id),
    author: String(row.author),
    body: String(row.body),
    created_at: iso(row.created_at),
  }));
}

/**
 * Adds a note (already checked with `noteSchema`) and audits who noted which lead, not what: the
 * log outlives the lead. False if the message is gone.
 */
export async function addNote(db: Database, messageId: number, author: string, body: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [message] = await tx.query("SELECT id FROM messages WHERE id = $1", [messageId]);
    if (!message) return false;
    await tx.query("INSERT INTO lead_notes (message_id, author, body, created_at) VALUES ($1, $2, $3, $4)", [
      messageId,
      author,
      body,
      now.toISOString(),
    ]);
    await appendAudit(tx, { actor: author, action: "note added", target: `message ${messageId}` }, now);
    return true;
  });
}
