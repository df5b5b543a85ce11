import { analyticsHousekeeping } from "../analytics/housekeeping.server.ts";
import type { Database } from "../db/database.ts";
import { log } from "../log.ts";
import { appendAudit } from "./audit-log.server.ts";
import { eraseMessages } from "./erase-messages.server.ts";
import { deleteExpiredSessions } from "./staff-sessions.server.ts";

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

/**
 * Housekeeping on a schedule: once at start, then every `intervalMs` (6 h). Staff sessions past
 * their idle or absolute expiry are deleted (they are refused anyway; this keeps the table
 * small), and with CONTACT_RETENTION_DAYS (`days`) so are old messages. With `analytics`, page
 * views are rolled up and old raw views and salts deleted (analytics/housekeeping.server.ts).
 * Every instance may run it; the deletes are idempotent, the rollup takes a lock, and a failure
 * is logged and retried next time.
 */
export function createHousekeeping(options: {
  db: Database;
  days?: number;
  intervalMs?: number;
  analytics?: { rawDays: number };
}) {
  let timer: NodeJS.Timeout | undefined;
  async function run(now = new Date()) {
    // On its own: a failing rollup must not keep old messages or sessions from being deleted.
    if (options.analytics) {
      await analyticsHousekeeping(options.db, options.analytics, now).catch((error: unknown) =>
        log.error("analytics housekeeping failed", { error: String(error) }),
      );
    }
    try {
      await deleteExpiredSessions(options.db, now);
      if (!options.days) return;
      const deleted = await deleteMessagesOlderThan(options.db, options.days, now);
      if (deleted > 0) log.info("old contact messages deleted", { deleted, days: options.days });
    } catch (error) {
      log.error("housekeeping run failed", { error: String(error) });
    }
  }
  return {
    run,
    start() {
      void run();
      timer = setInterval(() => void run(), options.intervalMs ?? 6 * 60 * 60 * 1000);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
