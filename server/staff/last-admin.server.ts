import type { Queryable } from "../db/database.ts";
import { rolesFromText } from "./staff-roles.ts";

/**
 * The last active admin can be neither demoted nor revoked: nobody could then give access from the
 * browser, and the site would need a server shell to recover. Checked inside the transaction that
 * makes the change, after `lockStaffRoles`, so that two admins removing each other at the same
 * moment cannot both pass the check.
 */
export async function lockStaffRoles(tx: Queryable): Promise<void> {
  // SQLite: every transaction holds the write lock from its start (BEGIN IMMEDIATE).
  if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock(hashtext('staff roles'))");
}

/** Whether `userId` is the only account that is active and holds admin. */
export async function isLastActiveAdmin(tx: Queryable, userId: number): Promise<boolean> {
  const rows = await tx.query<{ id: number; roles: string }>(
    "SELECT id, roles FROM staff_users WHERE revoked_at IS NULL",
  );
  const admins = rows.filter((row) => rolesFromText(row.roles).includes("admin")).map((row) => Number(row.id));
  return admins.length === 1 && admins[0] === userId;
}
