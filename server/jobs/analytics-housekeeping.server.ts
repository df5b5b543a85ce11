import type { Database } from "../db/database.ts";
import { housekeepingStep } from "./housekeeping-step.server.ts";
import { log } from "../shared/log.ts";
import { deleteOldSalts, deleteRawViewsOlderThan, rollUpCompleteDays } from "../analytics/analytics-store.server.ts";
import { deleteSearchTermsBefore } from "../analytics/search-terms.server.ts";
import { utcDay } from "../analytics/visitor-hash.server.ts";

/**
 * The analytics part of the site's housekeeping (server/jobs/housekeeping.server.ts runs it
 * on every instance, every 6 h): roll up the days that are over, then delete raw views older
 * than `rawDays` (and the search terms of those days: what visitors typed) and salts older than 48 h. Each step runs on its own (housekeepingStep): the
 * deletes are what the privacy page promises, so a rollup that fails must not keep them from
 * running. Every step is safe to run on several instances at once: the rollup takes a lock and
 * skips days already done; the deletes are idempotent. It runs with ANALYTICS=off too: data
 * already kept still has to go on time.
 */
export async function analyticsHousekeeping(db: Database, options: { rawDays: number }, now = new Date()) {
  const rolledUp = await housekeepingStep("analytics rollup", () => rollUpCompleteDays(db, now));
  const views = await housekeepingStep("raw page views deletion", () =>
    deleteRawViewsOlderThan(db, options.rawDays, now),
  );
  const deletedSalts = await housekeepingStep("visitor salts deletion", () => deleteOldSalts(db, now));
  const deletedSearchTerms = await housekeepingStep("search terms deletion", () =>
    deleteSearchTermsBefore(db, utcDay(new Date(now.getTime() - options.rawDays * 86_400_000))),
  );
  if (views && views.daysNotRolledUp.length > 0) {
    // Weeks of failed rollups (one every 6 h since the day ended): the totals of these days are lost.
    log.error("raw page views deleted without their rollup", {
      days: views.daysNotRolledUp,
      rawDays: options.rawDays,
    });
  }
  if ((rolledUp?.length ?? 0) > 0 || (views?.deleted ?? 0) > 0 || (deletedSearchTerms ?? 0) > 0) {
    log.info("analytics housekeeping", {
      rolledUp,
      deletedViews: views?.deleted,
      deletedSalts,
      deletedSearchTerms,
      rawDays: options.rawDays,
    });
  }
  return { rolledUp, deletedViews: views?.deleted, deletedSalts, deletedSearchTerms };
}
