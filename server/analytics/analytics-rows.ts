import type { ViewFields } from "./view-fields.server.ts";

/*
 * The shapes of the analytics tables, apart from the store (analytics-store.server.ts) so that
 * the modules the store uses (bounds, value lists, row writers, the dashboard's queries) can name
 * them without importing the store back.
 */

/**
 * One row of page views as stored: no address, no User-Agent, only the day's visitor hash.
 * `views` (default 1) counts identical views written in one batch (a reload, a burst from one
 * client), `at` being the first one's time.
 */
export type StoredView = ViewFields & { at: Date; visitor: string; views?: number };

/** A row of analytics_daily: one value of one dimension on one day. */
export type DailyRow = { dimension: Dimension; value: string; views: number; visitors: number; entries: number };

/**
 * What the rollups count by. `page` holds pages answered 200, `not_found` the paths answered 404;
 * `total` has one row per day (value ''). In every other dimension '' means "none" (a direct
 * visit, no campaign, unknown country), so each dimension's views add up to the day's total.
 * `entries` counts the visitors whose first view that day had the value: entry pages, and where
 * visits came from (a referrer only shows on a visit's first view).
 */
export const dimensions = [
  "total",
  "page",
  "not_found",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "language",
  "device",
  "browser",
  "country",
] as const;
export type Dimension = (typeof dimensions)[number];

/** One value of one dimension over a period: sums of the daily counts. */
export type ValueTotal = Omit<DailyRow, "dimension"> & { dimension: Exclude<DailyRow["dimension"], "total"> };
