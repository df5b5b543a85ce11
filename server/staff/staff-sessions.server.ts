import { iso, isoOrNull, type Queryable } from "../db/database.ts";
import { rolesFromText, type StaffRole } from "./staff-roles.ts";
import { hashToken, newToken } from "./tokens.server.ts";

// OWASP ASVS 4.0 L2 (3.3.2, 3.3.4): an inbox of clients' messages left open on a shared or lost
// device ends after 30 idle minutes, and any session after 12 hours, a working day. Signing in
// again is one touch of a passkey, and returns to the page the person was on.
export const idleLifetimeMs = 30 * 60 * 1000;
export const absoluteLifetimeMs = 12 * 60 * 60 * 1000;

/**
 * Adding or removing a passkey needs a passkey check this recent (a sign-in, or "Confirm it's you"
 * on the passkeys page): a session left open on a shared computer, or a stolen cookie, must not
 * be enough to give someone a lasting way into the account.
 */
export const recentCheckMs = 5 * 60 * 1000;

export type StaffSession = {
  /** The stored hash of the cookie's id, to refresh this session's passkey check. */
  idHash: string;
  userId: number;
  email: string;
  /** Read with the session on every request, so a change of roles applies at the next click. */
  roles: StaffRole[];
  createdAt: string;
  /** When its person last proved themselves with a passkey (sign-in, enrolment, a check). */
  verifiedAt: string | null;
};

/**
 * A new session row; the id goes into the cookie and only its hash is stored. Sign-in always
 * calls this (never reuses an id the browser brought), so a planted cookie cannot be fixed. The
 * account keeps the time as its last sign-in (the people page), which outlives the session row.
 */
export async function createSession(db: Queryable, userId: number, now = new Date()): Promise<string> {
  const id = newToken();
  await db.query(
    `INSERT INTO staff_sessions (id_hash, user_id, created_at, last_seen_at, verified_at, expires_at)
     VALUES ($1, $2, $3, $3, $3, $4)`,
    [hashToken(id), userId, now.toISOString(), new Date(now.getTime() + absoluteLifetimeMs).toISOString()],
  );
  await db.query("UPDATE staff_users SET last_sign_in_at = $1 WHERE id = $2", [now.toISOString(), userId]);
  return id;
}

/**
 * The session behind a cookie, if it is still alive: not idle for 30 minutes, not older than 12 h,
 * and its person not revoked. A live session's idle clock restarts; a dead one's row is removed.
 */
export async function findSession(db: Queryable, id: string, now = new Date()): Promise<StaffSession | null> {
  const idHash = hashToken(id);
  const [row] = await db.query(
    `SELECT s.user_id, s.created_at, s.last_seen_at, s.verified_at, s.expires_at, u.email, u.roles, u.revoked_at
     FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE s.id_hash = $1`,
    [idHash],
  );
  if (!row) return null;
  const idleSince = new Date(now.getTime() - idleLifetimeMs).toISOString();
  const alive =
    (row.revoked_at === null || row.revoked_at === undefined) &&
    iso(row.expires_at) > now.toISOString() &&
    iso(row.last_seen_at) > idleSince;
  if (!alive) {
    await db.query("DELETE FROM staff_sessions WHERE id_hash = $1", [idHash]);
    return null;
  }
  await db.query("UPDATE staff_sessions SET last_seen_at = $1 WHERE id_hash = $2", [now.toISOString(), idHash]);
  return {
    idHash,
    userId: Number(row.user_id),
    email: String(row.email),
    roles: rolesFromText(row.roles),
    createdAt: iso(row.created_at),
    verifiedAt: isoOrNull(row.verified_at),
  };
}

/**
 * Whether `id` is a live session now, read only (no last-seen update): what the HTTP layer asks
 * before it reads a large staff body (staff-post-admission.server.ts); the route then checks the
 * session as always.
 */
export async function isLiveSession(db: Queryable, id: string, now = new Date()): Promise<boolean> {
  const [row] = await db.query(
    `SELECT s.expires_at, s.last_seen_at, u.revoked_at
     FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE s.id_hash = $1`,
    [hashToken(id)],
  );
  if (!row) return false;
  const idleSince = new Date(now.getTime() - idleLifetimeMs).toISOString();
  return (
    (row.revoked_at === null || row.revoked_at === undefined) &&
    iso(row.expires_at) > now.toISOString() &&
    iso(row.last_seen_at) > idleSince
  );
}

/** Whether the session's person checked a passkey within the last 5 minutes. */
export const recentlyChecked = (session: StaffSession, now = new Date()) =>
  session.verifiedAt !== null && session.verifiedAt > new Date(now.getTime() - recentCheckMs).toISOString();

/** A passkey check in this session ("Confirm it's you"): no new session, only a fresh time. */
export async function markSessionChecked(db: Queryable, idHash: string, now = new Date()): Promise<void> {
  await db.query("UPDATE staff_sessions SET verified_at = $1 WHERE id_hash = $2", [now.toISOString(), idHash]);
}

/** Sign-out: the row goes, so the cookie is worthless even if a copy of it survives. */
export async function endSession(db: Queryable, id: string): Promise<void> {
  await db.query("DELETE FROM staff_sessions WHERE id_hash = $1", [hashToken(id)]);
}

/** Housekeeping for rows nobody came back for. */
export async function deleteExpiredSessions(db: Queryable, now = new Date()): Promise<number> {
  const rows = await db.query(
    "DELETE FROM staff_sessions WHERE expires_at <= $1 OR last_seen_at <= $2 RETURNING id_hash",
    [now.toISOString(), new Date(now.getTime() - idleLifetimeMs).toISOString()],
  );
  return rows.length;
}
