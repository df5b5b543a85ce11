import type { OutboxChannel } from "../outbox/delivery.ts";
import { queue } from "../outbox/queue.server.ts";
import type { Database, Queryable } from "../db/database.ts";
import { appendAudit } from "./audit-log.server.ts";
import { findActiveUser } from "./staff-users.server.ts";

/** A staff member who can own leads: signed up and not revoked. */
export type Assignable = { id: number; email: string };

export async function listAssignable(db: Queryable): Promise<Assignable[]> {
  const rows = await db.query("SELECT id, email FROM staff_users WHERE revoked_at IS NULL ORDER BY email");
  return rows.map((row) => ({ id: Number(row.id), email: String(row.email) }));
}

/** The owner of a lead, or null when nobody has taken it. */
export async function leadOwner(db: Queryable, messageId: number): Promise<Assignable | null> {
  const [row] = await db.query(
    "SELECT u.id, u.email FROM messages m JOIN staff_users u ON u.id = m.assignee_id WHERE m.id = $1",
    [messageId],
  );
  return row ? { id: Number(row.id), email: String(row.email) } : null;
}

export type AssignOutcome = { ok: true; changed: boolean } | { ok: false; status: 400 | 404; reason: string };

/**
 * Gives a lead to an active staff member (`assigneeId`), or to nobody (null), and audits it. The
 * new owner is told by email when someone else assigned it (nobody needs an email about their own
 * click), and the team's chat hears who took it, through whichever `channels` are configured.
 */
export async function assignLead(
  db: Database,
  input: { messageId: number; assigneeId: number | null; actor: string; channels: readonly OutboxChannel[] },
  now = new Date(),
): Promise<AssignOutcome> {
  return db.transaction(async (tx) => {
    const [message] = await tx.query("SELECT id, assignee_id FROM messages WHERE id = $1", [input.messageId]);
    if (!message) return { ok: false, status: 404, reason: "That message no longer exists." };
    const assignee = input.assigneeId === null ? null : await findActiveUser(tx, input.assigneeId);
    if (input.assigneeId !== null && !assignee) {
      return { ok: false, status: 400, reason: "That person no longer has staff access." };
    }
    const before =
      message.assignee_id === null || message.assignee_id === undefined ? null : Number(message.assignee_id);
    if (before === (assignee?.id ?? null)) return { ok: true, changed: false };
    await tx.query("UPDATE messages SET assignee_id = $1 WHERE id = $2", [assignee?.id ?? null, input.messageId]);
    const target = `message ${input.messageId}`;
    await appendAudit(
      tx,
      { actor: input.actor, action: "assignment", target, detail: assignee ? `to ${assignee.email}` : "unassigned" },
      now,
    );
    if (assignee) {
      const notice = { kind: "assignment" as const, messageId: input.messageId, recipient: assignee.email };
      if (assignee.email !== input.actor && input.channels.includes("email")) {
        await queue(tx, { ...notice, channel: "email", detail: input.actor }, now);
      }
      if (input.channels.includes("telegram")) await queue(tx, { ...notice, channel: "telegram" }, now);
    }
    return { ok: true, changed: true };
  });
}
