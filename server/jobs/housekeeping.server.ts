import { analyticsHousekeeping } from "./analytics-housekeeping.server.ts";
import type { Database } from "../db/database.ts";
import { housekeepingStep } from "./housekeeping-step.server.ts";
import { log } from "../shared/log.ts";
import { deleteExpiredSessions } from "../staff/staff-sessions.server.ts";
import { deleteMessagesOlderThan } from "./message-retention.server.ts";

/**
 * Every scheduled clean-up of the site, once at start, then every `intervalMs` (6 h): it belongs
 * to no capability and runs each one's steps. With `analytics`, page views are rolled up and old
 * raw views and salts deleted (analytics-housekeeping.server.ts); staff sessions past their idle
 * or absolute expiry are deleted (they are refused anyway; this keeps the table small); with
 * CONTACT_RETENTION_DAYS (`days`) so are old messages (message-retention.server.ts).
 * Every instance may run it; the deletes are idempotent, the rollup takes a lock, and a failing
 * step is logged and retried next time while the others run.
 */
export function createHousekeeping(options: {
  db: Database;
  days?: number;
  intervalMs?: number;
  analytics?: { rawDays: number };
}) {
  let timer: NodeJS.Timeout | undefined;
  async function run(now = new Date()) {
    // Each step on its own (housekeepingStep): a failing rollup must not keep old salts, raw views,
    // messages or sessions from being deleted, nor a failing session cleanup the messages.
    if (options.analytics) await analyticsHousekeeping(options.db, options.analytics, now);
    await housekeepingStep("expired staff sessions deletion", () => deleteExpiredSessions(options.db, now));
    const { days } = options;
    if (!days) return;
    const deleted = await housekeepingStep("old contact messages deletion", () =>
      deleteMessagesOlderThan(options.db, days, now),
    );
    if (deleted) log.info("old contact messages deleted", { deleted, days });
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
