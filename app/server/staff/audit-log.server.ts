import type { Queryable } from "../db/database.ts";
import { iso } from "./tokens.server.ts";

export type AuditAction =
  | "invite created"
  | "invite used"
  | "passkey added"
  | "sign-in"
  | "failed sign-in"
  | "sign-out"
  | "status change"
  | "not spam"
  | "note added"
  | "reply sent"
  | "assignment"
  | "export"
  | "deletion"
  | "revocation"
  | "access replaced"
  | "retention";

/** Who did what to what. Never a message body: the log outlives the messages it mentions. */
export type AuditEntry = { actor: string; action: AuditAction; target?: string; detail?: string };
export type StoredAuditEntry = Required<AuditEntry> & { id: number; at: string };

/** Append-only: there is deliberately no update or delete here, and nothing else writes the table. */
export async function appendAudit(db: Queryable, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.query("INSERT INTO audit_log (at, actor, action, target, detail) VALUES ($1, $2, $3, $4, $5)", [
    now.toISOString(),
    entry.actor,
    entry.action,
    entry.target ?? "",
    entry.detail ?? "",
  ]);
}

/** Newest first, a page at a time. */
export async function listAudit(
  db: Queryable,
  options: { limit?: number; offset?: number } = {},
): Promise<StoredAuditEntry[]> {
  const rows = await db.query(
    "SELECT id, at, actor, action, target, detail FROM audit_log ORDER BY id DESC LIMIT $1 OFFSET $2",
    [options.limit ?? 100, options.offset ?? 0],
  );
  return rows.map((row) => ({ ...(row as unknown as StoredAuditEntry), id: Number(row.id), at: iso(row.at) }));
}
