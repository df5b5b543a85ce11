import { toCsv, toJson } from "../leads/export.server.ts";
import { toStoredMessage, type StoredMessage } from "../leads/message-store.server.ts";
import type { OutboxChannel } from "../outbox/delivery.ts";
import { queue } from "../outbox/queue.server.ts";
import { isoOrNull, type Database, type Queryable } from "../db/database.ts";
import type { InboxStatus } from "./inbox-statuses.ts";
import { appendAudit } from "./audit-log.server.ts";
import { eraseMessages } from "./erase-messages.server.ts";

export type InboxMessage = StoredMessage & {
  inbox_status: InboxStatus;
  read_at: string | null;
  /** When the lead was first answered (a reply sent from the inbox, or marked replied); null: not yet. */
  first_reply_at: string | null;
  /** The staff member who owns the lead; null: nobody yet. */
  assignee_id: number | null;
  /** Why the content rules filed it as spam (server/leads/spam-reasons.ts); null unless it is spam. */
  spam_reason: string | null;
};
export type InboxFilter = {
  status?: InboxStatus;
  query?: string;
  /** "mine": owned by `viewerId`, the signed-in person; "unassigned": owned by nobody. */
  owner?: "mine" | "unassigned";
  viewerId?: number;
};

const toInboxMessage = (row: Record<string, unknown>): InboxMessage => ({
  ...toStoredMessage(row),
  inbox_status: row.inbox_status as InboxStatus,
  read_at: isoOrNull(row.read_at),
  first_reply_at: isoOrNull(row.first_reply_at),
  assignee_id: row.assignee_id === null || row.assignee_id === undefined ? null : Number(row.assignee_id),
  spam_reason: typeof row.spam_reason === "string" ? row.spam_reason : null,
});

/**
 * WHERE clause and parameters for a filter. Without a status it is every lead but spam: spam has
 * its own view, and would otherwise bury the leads. Search is a case-insensitive substring match on
 * name, email, subject and message; % and _ typed by staff are matched literally. SQLite's LIKE
 * folds ASCII case only, PostgreSQL needs ILIKE; Bangla has no case, so both find it as typed.
 */
function where(db: Queryable, filter: InboxFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    params.push(filter.status);
    clauses.push(`inbox_status = $${params.length}`);
  } else {
    clauses.push("inbox_status != 'spam'");
  }
  if (filter.owner === "unassigned") clauses.push("assignee_id IS NULL");
  if (filter.owner === "mine") {
    params.push(filter.viewerId ?? -1);
    clauses.push(`assignee_id = $${params.length}`);
  }
  const query = filter.query?.trim();
  if (query) {
    params.push(`%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const like = db.dialect === "postgres" ? "ILIKE" : "LIKE";
    const n = params.length;
    clauses.push(
      `(${["name", "email", "subject", "message"].map((column) => `${column} ${like} $${n} ESCAPE '\\'`).join(" OR ")})`,
    );
  }
  return { sql: clauses.length > 0 ? `WHERE ${clauses.join(" AND ")}` : "", params };
}

/** Newest first, one page; `total` counts every match, for the pager. */
export async function listInbox(db: Queryable, filter: InboxFilter, page: { limit: number; offset: number }) {
  const { sql, params } = where(db, filter);
  const [count] = await db.query(`SELECT count(*) AS total FROM messages ${sql}`, params);
  const rows = await db.query(
    `SELECT * FROM messages ${sql} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { total: Number(count?.total ?? 0), messages: rows.map(toInboxMessage) };
}

/** One message, as it is: reading it this way changes nothing. */
export async function findMessage(db: Queryable, id: number): Promise<InboxMessage | null> {
  const [row] = await db.query("SELECT * FROM messages WHERE id = $1", [id]);
  return row ? toInboxMessage(row) : null;
}

/** One message; opening it marks it read (the first time only, so read_at says when). */
export async function openMessage(db: Queryable, id: number, now = new Date()): Promise<InboxMessage | null> {
  await db.query("UPDATE messages SET read_at = $1 WHERE id = $2 AND read_at IS NULL", [now.toISOString(), id]);
  return findMessage(db, id);
}

/** Changes a lead's status and audits who did it; false if the message is gone. */
export async function setInboxStatus(db: Database, id: number, status: InboxStatus, actor: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const [before] = await tx.query("SELECT inbox_status FROM messages WHERE id = $1", [id]);
    if (!before) return false;
    // Pressing the status a lead already has changes nothing, so nothing is audited.
    if (before.inbox_status === status) return true;
    // The reason belongs to spam only: a lead moved out of it (without a notification) loses it.
    await tx.query(
      "UPDATE messages SET inbox_status = $1, spam_reason = CASE WHEN $1 = 'spam' THEN spam_reason ELSE NULL END WHERE id = $2",
      [status, id],
    );
    // Answered by phone or from a mail program: that is the lead's first reply too.
    if (status === "replied") {
      await tx.query("UPDATE messages SET first_reply_at = $1 WHERE id = $2 AND first_reply_at IS NULL", [
        now.toISOString(),
        id,
      ]);
    }
    const detail = `${String(before.inbox_status)} → ${status}`;
    await appendAudit(tx, { actor, action: "status change", target: `message ${id}`, detail }, now);
    return true;
  });
}

/**
 * "Not spam": the lead goes back to the inbox as new, loses its spam reason, and is notified now
 * on every channel the site has (as it would have been when it arrived), in one transaction with
 * the audit entry; the queue wakes the sender once it commits. 'missing': no such message;
 * 'unchanged': it was not spam (a second press, or another staff member was quicker), so nothing
 * is queued twice.
 */
export async function markNotSpam(
  db: Database,
  id: number,
  actor: string,
  channels: readonly OutboxChannel[],
  now = new Date(),
): Promise<"restored" | "unchanged" | "missing"> {
  return db.transaction(async (tx) => {
    const [before] = await tx.query("SELECT inbox_status, spam_reason FROM messages WHERE id = $1", [id]);
    if (!before) return "missing";
    if (before.inbox_status !== "spam") return "unchanged";
    await tx.query("UPDATE messages SET inbox_status = 'new', spam_reason = NULL WHERE id = $1", [id]);
    for (const channel of channels) {
      await queue(tx, { kind: "notification", channel, messageId: id }, now);
    }
    const reason = typeof before.spam_reason === "string" ? before.spam_reason : "marked by staff";
    await appendAudit(tx, { actor, action: "not spam", target: `message ${id}`, detail: `was ${reason}` }, now);
    return "restored";
  });
}

/** Erasure: the row, its queued notifications and notes go; the audit keeps only the id, never content. */
export async function deleteMessage(db: Database, id: number, actor: string, now = new Date()) {
  return db.transaction(async (tx) => {
    if ((await eraseMessages(tx, "id = $1", [id], now)).length === 0) return false;
    await appendAudit(tx, { actor, action: "deletion", target: `message ${id}` }, now);
    return true;
  });
}

/** Every message of the filter, in the CLI's export format (formula-safe CSV, or JSON), audited. */
export async function exportInbox(db: Database, filter: InboxFilter, format: "csv" | "json", actor: string) {
  const { sql, params } = where(db, filter);
  const rows = (await db.query(`SELECT * FROM messages ${sql} ORDER BY created_at, id`, params)).map(toInboxMessage);
  const described = [
    filter.status && `status ${filter.status}`,
    filter.owner && (filter.owner === "mine" ? "own leads" : "unassigned leads"),
    // That a search narrowed it, never what was searched for: a name or an address typed into
    // the search box would outlive, in the log, the messages it found.
    filter.query?.trim() && "filtered by a search",
  ];
  const detail = `${format}, ${rows.length} messages${described.some(Boolean) ? `, ${described.filter(Boolean).join(", ")}` : ""}`;
  await appendAudit(db, { actor, action: "export", detail });
  return format === "csv" ? toCsv(rows) : toJson(rows);
}
