import { iso, isoOrNull, type Database, type Queryable } from "../db/database.ts";
import type { QueuedDelivery } from "../outbox/delivery.ts";
import { queue } from "../outbox/queue.server.ts";
import { appendAudit } from "./audit-log.server.ts";
import { isLastActiveAdmin, lockStaffRoles } from "./last-admin.server.ts";
import { rolesFromText, rolesToText, type StaffRole } from "./staff-roles.ts";
import { hashToken, newToken } from "./tokens.server.ts";

export const inviteLifetimeMs = 24 * 60 * 60 * 1000;

export type StaffUser = {
  id: number;
  email: string;
  created_at: string;
  revoked_at: string | null;
  roles: StaffRole[];
};
export type StaffSummary = StaffUser & { passkeys: number; last_sign_in: string | null };
export type PendingInvite = { email: string; roles: StaffRole[]; created_at: string; expires_at: string };
export type InviteCheck = { ok: true; email: string } | { ok: false; reason: "unknown" | "expired" | "used" };

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const toUser = (row: Record<string, unknown>): StaffUser => ({
  id: Number(row.id),
  email: String(row.email),
  created_at: iso(row.created_at),
  revoked_at: isoOrNull(row.revoked_at),
  roles: rolesFromText(row.roles),
});

export type InviteOptions = {
  /**
   * The roles the link gives. Callers from before roles existed (tests, tools) get admin, which is
   * what every account was; the CLI and the people page always say.
   */
  roles?: readonly StaffRole[];
  /** Who invites: "operator" (the CLI) or an admin's address. */
  actor?: string;
  /** The email that carries the link, queued in the same transaction (the people page, with SMTP). */
  email?: (token: string) => QueuedDelivery;
};

/** An invite: the token goes into the link once and only its hash is kept. Audited with its roles. */
export async function createInvite(db: Database, email: string, now = new Date(), options: InviteOptions = {}) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + inviteLifetimeMs).toISOString();
  const roles = rolesToText(options.roles ?? ["admin"]);
  const address = normaliseEmail(email);
  await db.transaction(async (tx) => {
    await tx.query(
      "INSERT INTO staff_invites (token_hash, email, created_at, expires_at, roles) VALUES ($1, $2, $3, $4, $5)",
      [hashToken(token), address, now.toISOString(), expiresAt, roles],
    );
    const detail = `roles: ${roles.replaceAll(",", ", ")}`;
    await appendAudit(
      tx,
      { actor: options.actor ?? "operator", action: "invite created", target: address, detail },
      now,
    );
    if (options.email) await queue(tx, options.email(token), now);
  });
  return { token, expiresAt };
}

async function inviteState(db: Queryable, token: string, now: Date): Promise<InviteCheck> {
  const [row] = await db.query("SELECT email, expires_at, used_at FROM staff_invites WHERE token_hash = $1", [
    hashToken(token),
  ]);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.used_at !== null && row.used_at !== undefined) return { ok: false, reason: "used" };
  if (iso(row.expires_at) <= now.toISOString()) return { ok: false, reason: "expired" };
  return { ok: true, email: String(row.email) };
}

/** Unused, unexpired invites of addresses without an active account: people asked to join. */
export async function listPendingInvites(db: Queryable, now = new Date()): Promise<PendingInvite[]> {
  const rows = await db.query(
    `SELECT i.email, i.roles, i.created_at, i.expires_at FROM staff_invites i
     WHERE i.used_at IS NULL AND i.expires_at > $1
       AND NOT EXISTS (SELECT 1 FROM staff_users u WHERE u.email = i.email AND u.revoked_at IS NULL)
     ORDER BY i.email, i.created_at DESC`,
    [now.toISOString()],
  );
  // The newest invite of each address is the one that counts.
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const email = String(row.email);
    if (seen.has(email)) return [];
    seen.add(email);
    return [
      { email, roles: rolesFromText(row.roles), created_at: iso(row.created_at), expires_at: iso(row.expires_at) },
    ];
  });
}

/** Whether a link can still enrol someone (before the passkey ceremony starts). */
export const checkInvite = (db: Queryable, token: string, now = new Date()) => inviteState(db, token, now);

/**
 * Marks an address's unused invites used: an older link lying in a mailbox or a chat would
 * otherwise add another passkey to the account later, without its owner.
 */
async function voidUnusedInvites(tx: Queryable, address: string, now: Date): Promise<void> {
  await tx.query("UPDATE staff_invites SET used_at = $1 WHERE email = $2 AND used_at IS NULL", [
    now.toISOString(),
    address,
  ]);
}

/**
 * Uses the invite once, in one transaction: marks it used, voids the address's other unused
 * invites, and creates the account, or brings a revoked one back (recovery is a new invite). The
 * UPDATE's `used_at IS NULL` makes a second, concurrent use of the same link fail.
 */
export async function redeemInvite(db: Database, token: string, now = new Date()) {
  return db.transaction(async (tx): Promise<{ ok: true; user: StaffUser } | Exclude<InviteCheck, { ok: true }>> => {
    const state = await inviteState(tx, token, now);
    if (!state.ok) return state;
    const used = await tx.query(
      "UPDATE staff_invites SET used_at = $1 WHERE token_hash = $2 AND used_at IS NULL RETURNING email",
      [now.toISOString(), hashToken(token)],
    );
    if (used.length === 0) return { ok: false, reason: "used" };
    const [invite] = await tx.query("SELECT roles FROM staff_invites WHERE token_hash = $1", [hashToken(token)]);
    // The address's other links die with this one.
    await voidUnusedInvites(tx, state.email, now);
    const [row] = await tx.query(
      `INSERT INTO staff_users (email, created_at, roles) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO UPDATE SET revoked_at = NULL, roles = excluded.roles
       RETURNING id, email, created_at, revoked_at, roles`,
      [state.email, now.toISOString(), rolesToText(rolesFromText(invite?.roles))],
    );
    await appendAudit(tx, { actor: state.email, action: "invite used" }, now);
    return { ok: true, user: toUser(row!) };
  });
}

export async function findActiveUser(db: Queryable, id: number): Promise<StaffUser | null> {
  const [row] = await db.query("SELECT * FROM staff_users WHERE id = $1 AND revoked_at IS NULL", [id]);
  return row ? toUser(row) : null;
}

export async function listStaff(db: Queryable): Promise<StaffSummary[]> {
  const rows = await db.query(
    `SELECT u.id, u.email, u.created_at, u.revoked_at, u.roles, u.last_sign_in_at AS last_sign_in,
       (SELECT count(*) FROM staff_credentials c WHERE c.user_id = u.id) AS passkeys
     FROM staff_users u ORDER BY u.email`,
  );
  return rows.map((row) => ({
    ...toUser(row),
    passkeys: Number(row.passkeys),
    last_sign_in: isoOrNull(row.last_sign_in),
  }));
}

/** An account that is not revoked, with its passkey count and roles; null when the address has none. */
export async function activeAccount(
  db: Queryable,
  email: string,
): Promise<{ passkeys: number; roles: StaffRole[] } | null> {
  const [row] = await db.query(
    `SELECT u.roles, (SELECT count(*) FROM staff_credentials c WHERE c.user_id = u.id) AS passkeys
     FROM staff_users u WHERE u.email = $1 AND u.revoked_at IS NULL`,
    [normaliseEmail(email)],
  );
  return row ? { passkeys: Number(row.passkeys), roles: rolesFromText(row.roles) } : null;
}

/**
 * Before a replacing invite (a lost or stolen phone): the account's passkeys and sessions go at
 * once, the account and its history stay, and the new link is the only way back in. Audited.
 * Returns how many passkeys were removed.
 */
export async function clearAccess(db: Database, email: string, actor: string, now = new Date()): Promise<number> {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    const [user] = await tx.query("SELECT id FROM staff_users WHERE email = $1 AND revoked_at IS NULL", [address]);
    if (!user) return 0;
    await tx.query("DELETE FROM staff_sessions WHERE user_id = $1", [user.id]);
    const removed = await tx.query("DELETE FROM staff_credentials WHERE user_id = $1 RETURNING id", [user.id]);
    await voidUnusedInvites(tx, address, now);
    const detail = `${removed.length} passkey(s) removed, sessions ended, for a new invite`;
    await appendAudit(tx, { actor, action: "access replaced", target: address, detail }, now);
    return removed.length;
  });
}

export type Revocation = "revoked" | "unknown" | "last admin";

/**
 * Ends a person's access at once: the account is marked revoked and its sessions, passkeys and
 * unused invites are deleted, so no open tab or saved link keeps working. "unknown" if no such
 * person or invite; "last admin", changing nothing, for the last active admin. `notice`: the email
 * telling them, queued with the change.
 */
export async function revokeStaff(
  db: Database,
  email: string,
  actor: string,
  now = new Date(),
  notice?: QueuedDelivery,
): Promise<Revocation> {
  const address = normaliseEmail(email);
  return db.transaction(async (tx) => {
    await lockStaffRoles(tx);
    const [user] = await tx.query("SELECT id FROM staff_users WHERE email = $1", [address]);
    if (user && (await isLastActiveAdmin(tx, Number(user.id)))) return "last admin";
    const invites = await tx.query("DELETE FROM staff_invites WHERE email = $1 AND used_at IS NULL RETURNING email", [
      address,
    ]);
    if (!user && invites.length === 0) return "unknown";
    if (user) {
      await tx.query("UPDATE staff_users SET revoked_at = $1 WHERE id = $2", [now.toISOString(), user.id]);
      await tx.query("DELETE FROM staff_sessions WHERE user_id = $1", [user.id]);
      await tx.query("DELETE FROM staff_credentials WHERE user_id = $1", [user.id]);
    }
    await appendAudit(tx, { actor, action: "revocation", target: address }, now);
    if (notice) await queue(tx, notice, now);
    return "revoked";
  });
}
