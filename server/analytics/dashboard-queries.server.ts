import { addDays, type DayRange, daysOf } from "./analytics-period.ts";
import type { Queryable } from "../db/database.ts";
import { log } from "../shared/log.ts";
import { type DailyRow, dimensions, type ValueTotal } from "./analytics-rows.ts";
import { dashboardValuesPerDimension, notFoundPath, otherValue, rawRowsPerDayRead } from "./bounds.server.ts";
import { capValues } from "./dashboard-values.server.ts";
import { countDayInMemory } from "./raw-day-counts.server.ts";

/**
 * What the staff dashboard reads. Finished days come from the rollups (analytics_daily: a few
 * dozen rows per day, `dailyRowsPerDay` at most whatever visitors send), and only the days not rolled up yet (today, and any
 * day housekeeping has not reached) from the raw views, counted as the rollup counts them
 * (raw-day-counts.server.ts). So today's numbers show, and a year costs about as much as a month.
 * Every query has a LIMIT (bounds.server.ts): what a visitor sends cannot make a load read more.
 */
export type DayTotal = { day: string; views: number; visitors: number };
/** `partialDays`: raw days counted from their first `rawRowsPerDayRead` rows only. */
export type Traffic = { days: DayTotal[]; values: ValueTotal[]; partialDays: string[] };

/** Rows of `rolledValues` at most: every dimension's kept values and the three unlisted ones. */
const valueRowsLimit = (dimensions.length - 1) * (dashboardValuesPerDimension + 3);
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** Per day of the range that has views: its rollup's total, or for a day not rolled up, its raw views' count. */
async function rolledTotals(db: Queryable, range: DayRange): Promise<DayTotal[]> {
  const rows = await db.query(
    "SELECT day, views, visitors FROM analytics_daily WHERE dimension = 'total' AND day >= $1 AND day <= $2 LIMIT $3",
    [range.from, range.to, daysOf(range).length],
  );
  return rows.map((row) => ({ day: dayOf(row.day), views: Number(row.views), visitors: Number(row.visitors) }));
}

/** Days of the range without a rollup that have raw views, oldest first. */
async function rawDays(db: Queryable, range: DayRange, rolled: ReadonlySet<string>): Promise<string[]> {
  const candidates = daysOf(range).filter((day) => !rolled.has(day));
  if (candidates.length === 0) return [];
  // One index probe per day, however many views a day has.
  const rows = await db.query(
    `WITH candidates (day) AS (VALUES ${candidates.map((_, i) => `(CAST($${i + 1} AS text))`).join(", ")})
     SELECT day FROM candidates c WHERE EXISTS (SELECT 1 FROM analytics_views v WHERE v.day = c.day)
     LIMIT ${candidates.length}`,
    candidates,
  );
  return rows.map((row) => dayOf(row.day)).sort();
}

/** A raw day's total from its first `rawRowsPerDayRead` rows by visitor, as `countDayInMemory` reads them. */
async function rawTotal(db: Queryable, day: string): Promise<DayTotal & { complete: boolean }> {
  const [row] = await db.query(
    `SELECT sum(views) AS views, count(DISTINCT visitor) AS visitors FROM (
       SELECT visitor, views FROM analytics_views WHERE day = $1 ORDER BY visitor, at, id LIMIT $2
     ) AS first_rows LIMIT 1`,
    [day, rawRowsPerDayRead],
  );
  const beyond = await db.query("SELECT 1 AS beyond FROM analytics_views WHERE day = $1 LIMIT 1 OFFSET $2", [
    day,
    rawRowsPerDayRead,
  ]);
  return { day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0), complete: beyond.length === 0 };
}

/**
 * Values of the period's rollups: per dimension the `dashboardValuesPerDimension` with the most
 * views, the rest summed as "(other)" (visitors of several days are summed anyway); values
 * that are not on a day's list ('', "(other)", "(not found)") are always kept.
 */
async function rolledValues(db: Queryable, range: DayRange): Promise<ValueTotal[]> {
  const rows = await db.query(
    `WITH sums AS (
       SELECT dimension, value, sum(views) AS views, sum(visitors) AS visitors, sum(entries) AS entries
       FROM analytics_daily WHERE day >= $1 AND day <= $2 AND dimension <> 'total' GROUP BY dimension, value
     ),
     ranked AS (
       SELECT dimension, value, views, visitors, entries,
              CASE WHEN value IN ('', $3, $6) THEN 0 ELSE row_number() OVER (
                PARTITION BY dimension, value IN ('', $3, $6) ORDER BY views DESC, value) END AS rank
       FROM sums
     ),
     kept AS (SELECT dimension, CASE WHEN rank <= $4 THEN value ELSE $3 END AS value, views, visitors, entries FROM ranked)
     SELECT dimension, value, sum(views) AS views, sum(visitors) AS visitors, sum(entries) AS entries
     FROM kept GROUP BY dimension, value LIMIT $5`,
    [range.from, range.to, otherValue, dashboardValuesPerDimension, valueRowsLimit, notFoundPath],
  );
  return rows.map((row) => ({
    dimension: row.dimension as ValueTotal["dimension"],
    value: String(row.value),
    views: Number(row.views),
    visitors: Number(row.visitors),
    entries: Number(row.entries),
  }));
}

/** Adds rows of the same dimension and value: visitors are summed per day (see docs/analytics.md). */
function addUp(rows: readonly ValueTotal[]): ValueTotal[] {
  const sums = new Map<string, ValueTotal>();
  for (const row of rows) {
    const key = `${row.dimension}\u0000${row.value}`;
    const sum = sums.get(key);
    if (!sum) {
      sums.set(key, { ...row });
      continue;
    }
    sum.views += row.views;
    sum.visitors += row.visitors;
    sum.entries += row.entries;
  }
  return [...sums.values()];
}

const isValue = (row: DailyRow): row is ValueTotal => row.dimension !== "total";

/**
 * A period's traffic: daily totals (days without views are absent) and, with `breakdown`, every
 * dimension's values summed over the period (at most `dashboardValuesPerDimension` each, the rest
 * as "(other)"). Without it only totals are read (the period before, which only feeds the changes).
 */
export async function periodTraffic(db: Queryable, range: DayRange, options = { breakdown: true }): Promise<Traffic> {
  const rolled = await rolledTotals(db, range);
  const raw = await rawDays(db, range, new Set(rolled.map((total) => total.day)));
  const values = options.breakdown && raw.length < daysOf(range).length ? await rolledValues(db, range) : [];
  const rawTotalsByDay: DayTotal[] = [];
  const partialDays: string[] = [];
  for (const day of raw) {
    if (!options.breakdown) {
      const { complete, ...total } = await rawTotal(db, day);
      rawTotalsByDay.push(total);
      if (!complete) partialDays.push(day);
      continue;
    }
    const { rows, complete } = await countDayInMemory(db, day);
    const total = rows.find((row) => row.dimension === "total");
    if (total) rawTotalsByDay.push({ day, views: total.views, visitors: total.visitors });
    for (const row of rows) if (isValue(row)) values.push(row);
    if (!complete) partialDays.push(day);
  }
  if (partialDays.length > 0) {
    log.warn("analytics: days not rolled up yet are shown from their first rows only", {
      days: partialDays,
      rows: rawRowsPerDayRead,
    });
  }
  const days = [...rolled, ...rawTotalsByDay].sort((a, b) => (a.day < b.day ? -1 : 1));
  return { days, values: capValues(addUp(values), dashboardValuesPerDimension), partialDays };
}

/** Lead counts of a period by what the dashboard converts by; a null value: the message has no attribution. */
export type LeadValue = {
  dimension: "language" | "entry_page" | "referrer" | "utm_source";
  value: string | null;
  leads: number;
};
export type Leads = { total: number; values: LeadValue[] };

/** Messages received in [from, to] (UTC days) as ISO bounds: compared as text on SQLite, as timestamptz on PostgreSQL. */
const bounds = (range: DayRange) => [`${range.from}T00:00:00.000Z`, `${addDays(range.to, 1)}T00:00:00.000Z`];

const leadDimensions = ["language", "entry_page", "referrer", "utm_source"] as const;

// '' means "none" (a direct visit, no utm_source), as in the rollups; NULL means not recorded.
// Each dimension's values with the most leads, `dashboardValuesPerDimension` at most ($3).
const leadsBy = `
  WITH m AS (
    SELECT language, entry_page,
           CASE WHEN entry_page IS NULL THEN NULL ELSE coalesce(referrer_host, '') END AS referrer,
           CASE WHEN entry_page IS NULL THEN NULL ELSE coalesce(utm_source, '') END AS utm_source
    FROM messages WHERE created_at >= $1 AND created_at < $2
  ),
  ${leadDimensions
    .map(
      (column) => `by_${column} AS (
    SELECT '${column}' AS dimension, ${column} AS value, count(*) AS leads FROM m
    GROUP BY ${column} ORDER BY leads DESC, ${column} LIMIT $3)`,
    )
    .join(",\n  ")}
  ${leadDimensions.map((column) => `SELECT dimension, value, leads FROM by_${column}`).join(" UNION ALL ")}`;

/** The messages received in the period, by language, entry page, referrer and utm_source (the attribution stored on each). */
export async function periodLeads(db: Queryable, range: DayRange): Promise<Leads> {
  const rows = await db.query(leadsBy, [...bounds(range), dashboardValuesPerDimension]);
  const values = rows.map((row) => ({
    dimension: row.dimension as LeadValue["dimension"],
    value: row.value === null ? null : String(row.value),
    leads: Number(row.leads),
  }));
  const total = values.filter((row) => row.dimension === "language").reduce((sum, row) => sum + row.leads, 0);
  return { total, values };
}

/** Only the number of messages received in the period. */
export async function periodLeadTotal(db: Queryable, range: DayRange): Promise<number> {
  const [row] = await db.query(
    "SELECT count(*) AS leads FROM messages WHERE created_at >= $1 AND created_at < $2 LIMIT 1",
    bounds(range),
  );
  return Number(row?.leads ?? 0);
}
