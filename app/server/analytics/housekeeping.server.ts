import type { Database } from "../db/database.ts";
import { log } from "../log.ts";
import { deleteOldSalts, deleteRawViewsOlderThan, rollUpCompleteDays } from "./analytics-store.server.ts";

/**
 * The analytics part of the site's housekeeping (app/server/staff/retention.server.ts runs it
 * on every instance, every 6 h): roll up the days that are over, then delete raw views older
 * than `rawDays` (rolled-up days only) and salts older than 48 h. Every step is safe to run on
 * several instances at once: the rollup takes a lock and skips days already done; the deletes
 * are idempotent. It runs with ANALYTICS=off too: data already kept still has to go on time.
 */
export async function analyticsHousekeeping(db: Database, options: { rawDays: number }, now = new Date()) {
  const rolledUp = await rollUpCompleteDays(db, now);
  const deletedViews = await deleteRawViewsOlderThan(db, options.rawDays, now);
  const deletedSalts = await deleteOldSalts(db, now);
  if (rolledUp.length > 0 || deletedViews > 0) {
    log.info("analytics housekeeping", { rolledUp, deletedViews, deletedSalts, rawDays: options.rawDays });
  }
  return { rolledUp, deletedViews, deletedSalts };
}
