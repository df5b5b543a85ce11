import type { Dimension } from "./analytics-rows.ts";

/**
 * How much analytics keeps per day, whatever visitors send (docs/analytics.md#bounds). Paths,
 * referrers and campaign names are the visitor's choice: without these, every distinct value a
 * script sends becomes a raw row and, after the day's rollup, a permanent one, and everything
 * that reads them (the dashboard, a lead's attribution) grows with it.
 */

/** Stands for the values beyond a dimension's daily list, and for a visitor's views beyond `rowsPerVisitor`. */
export const otherValue = "(other)";
/** The path every 404 is kept under: a missing page's path is whatever the visitor typed. */
export const notFoundPath = "(not found)";

/**
 * Distinct values kept per dimension per day; further values of the day are counted as
 * "(other)". '' ("none"), "(other)" and "(not found)" are not on the list and always kept. The
 * site has about 80 pages in its two languages; 200 referring sites or 100 campaign values in one
 * day is far beyond this agency's traffic. Countries are ISO codes (249 exist), browsers the
 * families user-agent.server.ts knows (11), languages and devices fixed by the schema.
 */
export const valuesPerDay = {
  page: 300,
  // Every 404 is "(not found)": nothing to list.
  not_found: 0,
  referrer: 200,
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 100,
  language: 2,
  device: 3,
  browser: 20,
  country: 250,
} as const satisfies Record<Exclude<Dimension, "total">, number>;

/** Values that are not on a day's list: "none" and the markers above. */
export const isUnlisted = (value: string | null): boolean =>
  value === null || value === "" || value === otherValue || value === notFoundPath;

/** Rows of analytics_daily per day at most: the total, and per dimension its listed values and two unlisted ones. */
export const dailyRowsPerDay = 1 + Object.values(valuesPerDay).reduce<number>((sum, values) => sum + values + 2, 0);

/**
 * Raw rows per visitor per day: a reader of the whole site has a few dozen. Beyond it, the
 * visitor's further views of the day are added to one more row (page "(other)", no referrer or
 * campaign): still counted in every total, no longer one row each.
 */
export const rowsPerVisitor = 100;

/**
 * Raw rows one day's counts are read from at most (the dashboard's today, and any day not rolled
 * up yet): two and a half times the 20,000 views a day the dashboard is built for (reading 20,000
 * rows took 290 ms on a loaded 2-core VM). A day beyond it is shown from its first rows by
 * visitor, and logged; its rollup still counts every row.
 */
export const rawRowsPerDayRead = 50_000;

/** Values of each dimension the dashboard reads for a period (the rest summed as "(other)"). */
export const dashboardValuesPerDimension = 500;
