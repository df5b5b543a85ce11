import type { Database } from "../db/database.ts";
import { appendAudit } from "../staff/audit-log.server.ts";
import { eraseMessages } from "../staff/erase-messages.server.ts";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes messages received more than `days` days ago, with their queued notifications and notes, and
 * records how many in the audit log (a count only). Returns the count.
 */
export async function deleteMessagesOlderThan(db: Database, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * dayMs).toISOString();
  return db.transaction(async (tx) => {
    const deleted = await eraseMessages(tx, "created_at < $1", [cutoff], now);
    if (deleted.length > 0) {
      const detail = `${deleted.length} messages older than ${days} days`;
      await appendAudit(tx, { actor: "retention", action: "retention", detail }, now);
    }
    return deleted.length;
  });
}
