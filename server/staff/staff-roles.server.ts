import type { Database } from "../db/database.ts";
import type { QueuedDelivery } from "../outbox/delivery.ts";
import { queue } from "../outbox/queue.server.ts";
import { appendAudit } from "./audit-log.server.ts";
import { isLastActiveAdmin, lockStaffRoles } from "./last-admin.server.ts";
import { rolesFromText, rolesToText, type StaffRole } from "./staff-roles.ts";
import { normaliseEmail } from "./staff-users.server.ts";

/** The email to a person whose access an admin changed: they learn at once, and from whom. */
export const accessNotice = (email: string, change: string): QueuedDelivery => ({
  kind: "staff-notice",
  channel: "email",
  recipient: email,
  detail: change,
});

const listed = (roles: readonly StaffRole[]) => roles.join(", ");

export type RoleChange =
  { ok: true; before: StaffRole[]; after: StaffRole[] } | { ok: false; reason: "unknown" | "last admin" | "unchanged" };

/**
 * Gives an active person exactly `roles`, audited as "roles changed" (before → after) and, when
 * `notify`, emailed to them, in one transaction. The last active admin keeps admin.
 */
export async function setRoles(
  db: Database,
  change: { email: string; roles: readonly StaffRole[]; actor: string; notify: boolean },
  now = new Date(),
): Promise<RoleChange> {
  const address = normaliseEmail(change.email);
  const after = rolesFromText(rolesToText(change.roles));
  return db.transaction(async (tx): Promise<RoleChange> => {
    await lockStaffRoles(tx);
    const [user] = await tx.query("SELECT id, roles FROM staff_users WHERE email = $1 AND revoked_at IS NULL", [
      address,
    ]);
    if (!user) return { ok: false, reason: "unknown" };
    const before = rolesFromText(user.roles);
    if (rolesToText(before) === rolesToText(after)) return { ok: false, reason: "unchanged" };
    if (!after.includes("admin") && (await isLastActiveAdmin(tx, Number(user.id)))) {
      return { ok: false, reason: "last admin" };
    }
    await tx.query("UPDATE staff_users SET roles = $1 WHERE id = $2", [rolesToText(after), user.id]);
    const detail = `${listed(before)} → ${listed(after)}`;
    await appendAudit(tx, { actor: change.actor, action: "roles changed", target: address, detail }, now);
    if (change.notify) {
      await queue(tx, accessNotice(address, `${change.actor} changed your staff roles to ${listed(after)}`), now);
    }
    return { ok: true, before, after };
  });
}
