import { iso, isoOrNull, type Database, type Queryable } from "../db/database.ts";

export type AuditAction =
  | "invite created"
  | "invite used"
  | "passkey added"
  | "passkey removed"
  | "passkey check"
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
  | "roles changed"
  | "access replaced"
  | "retention"
  | "content draft saved"
  | "content draft discarded"
  | "content published"
  | "content restored"
  | "content publish scheduled"
  | "content schedule cancelled"
  | "image upload"
  | "image deleted";

/** Who did what to what. Never a message body: the log outlives the messages it mentions. */
export type AuditEntry = { actor: string; action: AuditAction; target?: string; detail?: string };
export type StoredAuditEntry = Required<AuditEntry> & {
  id: number;
  at: string;
  /** For a group of failed sign-ins: how many there were (1 for every other entry), and the last one's time. */
  failures: number;
  lastAt: string | null;
};

/** Failed sign-ins of one actor from one client within this long of the first are one entry. */
export const failureGroupMs = 15 * 60 * 1000;

/**
 * Append-only: there is deliberately no update or delete here, and nothing else writes the table.
 * (A group of failed sign-ins counts up beside its entry, in staff_failed_sign_ins, not in it.)
 */
export async function appendAudit(db: Queryable, entry: AuditEntry, now = new Date()): Promise<number> {
  const [row] = await db.query(
    "INSERT INTO audit_log (at, actor, action, target, detail) VALUES ($1, $2, $3, $4, $5) RETURNING id",
    [now.toISOString(), entry.actor, entry.action, entry.target ?? "", entry.detail ?? ""],
  );
  return Number(row?.id);
}

/**
 * A failed sign-in (to a ceremony this site started) of `actor` (the passkey's owner, or
 * "unknown") from `clientHash` (the sign-in limiter's key). The first in 15 minutes is an audit
 * entry; the next ones only count up in staff_failed_sign_ins, so a flood is one entry saying how
 * many, and cannot push real events off the first page of the log. The log itself stays
 * append-only: the entry is never changed, its count lives beside it.
 */
export async function recordFailedSignIn(db: Database, actor: string, clientHash: string, now = new Date()) {
  await db.transaction(async (tx) => {
    // Serialises one group's failures across instances (SQLite: BEGIN IMMEDIATE already does).
    if (tx.dialect === "postgres") {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`failed sign-in ${actor} ${clientHash}`]);
    }
    const counted = await tx.query(
      `UPDATE staff_failed_sign_ins SET failures = failures + 1, last_at = $1
       WHERE audit_id = (SELECT audit_id FROM staff_failed_sign_ins
         WHERE actor = $2 AND client_hash = $3 AND first_at > $4 ORDER BY first_at DESC LIMIT 1)
       RETURNING audit_id`,
      [now.toISOString(), actor, clientHash, new Date(now.getTime() - failureGroupMs).toISOString()],
    );
    if (counted.length > 0) return;
    const id = await appendAudit(tx, { actor, action: "failed sign-in" }, now);
    await tx.query(
      "INSERT INTO staff_failed_sign_ins (audit_id, actor, client_hash, first_at, last_at) VALUES ($1, $2, $3, $4, $4)",
      [id, actor, clientHash, now.toISOString()],
    );
  });
}

/** Newest first, a page at a time; a group of failed sign-ins is one entry with its count. */
export async function listAudit(
  db: Queryable,
  options: { limit?: number; offset?: number } = {},
): Promise<StoredAuditEntry[]> {
  const rows = await db.query(
    `SELECT a.id, a.at, a.actor, a.action, a.target, a.detail, f.failures, f.last_at
     FROM audit_log a LEFT JOIN staff_failed_sign_ins f ON f.audit_id = a.id
     ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
    [options.limit ?? 100, options.offset ?? 0],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    at: iso(row.at),
    actor: String(row.actor),
    action: String(row.action) as AuditAction,
    target: String(row.target),
    detail: String(row.detail),
    failures: row.failures === null || row.failures === undefined ? 1 : Number(row.failures),
    lastAt: isoOrNull(row.last_at),
  }));
}
