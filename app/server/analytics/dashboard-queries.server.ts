import { addDays, type DayRange, daysOf } from "../../lib/analytics-period.ts";
import type { Queryable } from "../db/database.ts";
import type { DailyRow } from "./analytics-store.server.ts";
import { countDayInMemory } from "./raw-day-counts.server.ts";

/**
 * What the staff dashboard reads. Finished days come from the rollups (analytics_daily: a few
 * dozen rows per day whatever the traffic), and only the days not rolled up yet (today, and any
 * day housekeeping has not reached) from the raw views, counted as the rollup counts them
 * (raw-day-counts.server.ts). So today's numbers show, and a year costs about as much as a month.
 */
export type DayTotal = { day: string; views: number; visitors: number };
/** One value of one dimension over a period: sums of the daily counts. */
export type ValueTotal = Omit<DailyRow, "dimension"> & { dimension: Exclude<DailyRow["dimension"], "total"> };
export type Traffic = { days: DayTotal[]; values: ValueTotal[] };

const list = (count: number) => Array.from({ length: count }, (_, i) => `$${i + 1}`).join(", ");
const dayOf = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** Per day of the range that has views: its rollup's total, or for a day not rolled up, its raw views' count. */
async function rolledTotals(db: Queryable, range: DayRange): Promise<DayTotal[]> {
  const rows = await db.query(
    "SELECT day, views, visitors FROM analytics_daily WHERE dimension = 'total' AND day >= $1 AND day <= $2",
    [range.from, range.to],
  );
  return rows.map((row) => ({ day: dayOf(row.day), views: Number(row.views), visitors: Number(row.visitors) }));
}

/** Days of the range without a rollup that have raw views, oldest first. */
async function rawDays(db: Queryable, range: DayRange, rolled: ReadonlySet<string>): Promise<string[]> {
  const candidates = daysOf(range).filter((day) => !rolled.has(day));
  if (candidates.length === 0) return [];
  const rows = await db.query(
    `SELECT DISTINCT day FROM analytics_views WHERE day IN (${list(candidates.length)})`,
    candidates,
  );
  return rows.map((row) => dayOf(row.day)).sort();
}

async function rawTotals(db: Queryable, days: readonly string[]): Promise<DayTotal[]> {
  if (days.length === 0) return [];
  const rows = await db.query(
    `SELECT day, sum(views) AS views, count(DISTINCT visitor) AS visitors FROM analytics_views
     WHERE day IN (${list(days.length)}) GROUP BY day`,
    days,
  );
  return rows.map((row) => ({ day: dayOf(row.day), views: Number(row.views), visitors: Number(row.visitors) }));
}

async function rolledValues(db: Queryable, range: DayRange): Promise<ValueTotal[]> {
  const rows = await db.query(
    `SELECT dimension, value, sum(views) AS views, sum(visitors) AS visitors, sum(entries) AS entries
     FROM analytics_daily WHERE day >= $1 AND day <= $2 AND dimension <> 'total' GROUP BY dimension, value`,
    [range.from, range.to],
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
 * dimension's values summed over the period. Without it only totals are read (the period before,
 * which only feeds the changes).
 */
export async function periodTraffic(db: Queryable, range: DayRange, options = { breakdown: true }): Promise<Traffic> {
  const rolled = await rolledTotals(db, range);
  const raw = await rawDays(db, range, new Set(rolled.map((total) => total.day)));
  if (!options.breakdown) {
    const days = [...rolled, ...(await rawTotals(db, raw))].sort((a, b) => (a.day < b.day ? -1 : 1));
    return { days, values: [] };
  }
  const values = raw.length < daysOf(range).length ? await rolledValues(db, range) : [];
  const rawTotalsByDay: DayTotal[] = [];
  for (const day of raw) {
    const rows = await countDayInMemory(db, day);
    const total = rows.find((row) => row.dimension === "total");
    if (total) rawTotalsByDay.push({ day, views: total.views, visitors: total.visitors });
    values.push(...rows.filter(isValue));
  }
  const days = [...rolled, ...rawTotalsByDay].sort((a, b) => (a.day < b.day ? -1 : 1));
  return { days, values: addUp(values) };
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

// '' means "none" (a direct visit, no utm_source), as in the rollups; NULL means not recorded.
const leadsBy = `
  WITH m AS (
    SELECT language, entry_page,
           CASE WHEN entry_page IS NULL THEN NULL ELSE coalesce(referrer_host, '') END AS referrer,
           CASE WHEN entry_page IS NULL THEN NULL ELSE coalesce(utm_source, '') END AS utm_source
    FROM messages WHERE created_at >= $1 AND created_at < $2
  )
  SELECT 'language' AS dimension, language AS value, count(*) AS leads FROM m GROUP BY language
  UNION ALL SELECT 'entry_page', entry_page, count(*) FROM m GROUP BY entry_page
  UNION ALL SELECT 'referrer', referrer, count(*) FROM m GROUP BY referrer
  UNION ALL SELECT 'utm_source', utm_source, count(*) FROM m GROUP BY utm_source`;

/** The messages received in the period, by language, entry page, referrer and utm_source (the attribution stored on each). */
export async function periodLeads(db: Queryable, range: DayRange): Promise<Leads> {
  const rows = await db.query(leadsBy, bounds(range));
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
    "SELECT count(*) AS leads FROM messages WHERE created_at >= $1 AND created_at < $2",
    bounds(range),
  );
  return Number(row?.leads ?? 0);
}
