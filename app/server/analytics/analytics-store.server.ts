import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "../db/database.ts";
import type { ViewFields } from "./view-fields.server.ts";
import { utcDay } from "./visitor-hash.server.ts";

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

const dimensionSelects: Record<Dimension, string> = {
  total: "SELECT 'total' AS dimension, '' AS value, visitor, nth, views FROM v",
  page: "SELECT 'page', path, visitor, nth, views FROM v WHERE status = 200",
  not_found: "SELECT 'not_found', path, visitor, nth, views FROM v WHERE status = 404",
  referrer: "SELECT 'referrer', coalesce(referrer, ''), visitor, nth, views FROM v",
  utm_source: "SELECT 'utm_source', coalesce(utm_source, ''), visitor, nth, views FROM v",
  utm_medium: "SELECT 'utm_medium', coalesce(utm_medium, ''), visitor, nth, views FROM v",
  utm_campaign: "SELECT 'utm_campaign', coalesce(utm_campaign, ''), visitor, nth, views FROM v",
  language: "SELECT 'language', language, visitor, nth, views FROM v",
  device: "SELECT 'device', device, visitor, nth, views FROM v",
  browser: "SELECT 'browser', browser, visitor, nth, views FROM v",
  country: "SELECT 'country', coalesce(country, ''), visitor, nth, views FROM v",
};

/** One day's counts computed from its raw views ($1 = the day): what a rollup stores. */
const dayAggregate = `
  WITH v AS (
    SELECT visitor, path, status, referrer, utm_source, utm_medium, utm_campaign, language, device, browser, country, views,
           row_number() OVER (PARTITION BY visitor ORDER BY at, id) AS nth
    FROM analytics_views WHERE day = $1
  )
  SELECT CAST($1 AS text) AS day, dimension, value, sum(views) AS views, count(DISTINCT visitor) AS visitors,
         sum(CASE WHEN nth = 1 THEN 1 ELSE 0 END) AS entries
  FROM (${dimensions.map((dimension) => dimensionSelects[dimension]).join(" UNION ALL ")}) AS facts
  GROUP BY dimension, value`;

const toDailyRow = (row: Record<string, unknown>): DailyRow => ({
  dimension: row.dimension as Dimension,
  value: String(row.value),
  views: Number(row.views),
  visitors: Number(row.visitors),
  entries: Number(row.entries),
});

const byDimensionAndValue = (a: DailyRow, b: DailyRow) =>
  a.dimension.localeCompare(b.dimension) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

// Any constant will do, as long as it differs from the migration lock (db/migrate.ts).
const rollupLockKey = 7_042_115;
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
/** A day is rolled up only once it has been over for this long: views still in some instance's buffer get in first. */
export const rollupGraceMs = hourMs;
export const saltLifetimeMs = 48 * hourMs;

/**
 * The salt of a UTC day, the same for every instance: the first one to ask creates it, the rest
 * read that one (INSERT … ON CONFLICT DO NOTHING, then SELECT).
 */
export async function daySalt(db: Queryable, day: string, now = new Date()): Promise<string> {
  await db.query(
    "INSERT INTO analytics_salts (day, salt, created_at) VALUES ($1, $2, $3) ON CONFLICT (day) DO NOTHING",
    [day, randomBytes(32).toString("hex"), now.toISOString()],
  );
  const [row] = await db.query<{ salt: string }>("SELECT salt FROM analytics_salts WHERE day = $1", [day]);
  if (!row) throw new Error(`no analytics salt for ${day}`);
  return row.salt;
}

const viewColumns = [
  "day",
  "at",
  "visitor",
  "path",
  "language",
  "status",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
  "browser",
  "country",
  "views",
] as const;
/**
 * Rows per INSERT statement. PostgreSQL: 500 (14 columns × 500 parameters is far under its limit),
 * one round trip for 500 views. SQLite runs in this process, so a statement costs no round trip,
 * and a multi-row INSERT is much slower there: binding its thousands of numbered parameters ($n,
 * ?n) cost 120 µs a row against 5–12 µs for one prepared single-row INSERT run per view
 * (measured with node:sqlite on this machine).
 */
const rowsPerInsert = { postgres: 500, sqlite: 1 } as const;

const viewValues = (view: StoredView) => [
  utcDay(view.at),
  view.at.toISOString(),
  view.visitor,
  view.path,
  view.language,
  view.status,
  view.referrer,
  view.utmSource,
  view.utmMedium,
  view.utmCampaign,
  view.device,
  view.browser,
  view.country,
  view.views ?? 1,
];

const insertSqls = new Map<number, string>();
/** The INSERT of `rows` views; made once per size (SQLite's is run once per view). */
function insertSql(rows: number): string {
  let sql = insertSqls.get(rows);
  if (!sql) {
    const tuples = Array.from(
      { length: rows },
      (_, row) => `(${viewColumns.map((_, column) => `$${row * viewColumns.length + column + 1}`).join(", ")})`,
    );
    sql = `INSERT INTO analytics_views (${viewColumns.join(", ")}) VALUES ${tuples.join(", ")}`;
    insertSqls.set(rows, sql);
  }
  return sql;
}

/** Writes a batch of views in one transaction (see `rowsPerInsert`). */
export async function insertViews(db: Database, views: readonly StoredView[]): Promise<void> {
  if (views.length === 0) return;
  await db.transaction(async (tx) => {
    const perInsert = rowsPerInsert[tx.dialect];
    for (let start = 0; start < views.length; start += perInsert) {
      const chunk = views.slice(start, start + perInsert);
      await tx.query(insertSql(chunk.length), chunk.flatMap(viewValues));
    }
  });
}

export type VisitorView = Pick<ViewFields, "path" | "status" | "referrer" | "utmSource" | "utmMedium" | "utmCampaign">;

/**
 * A lead's attribution reads at most this many of its visitor's views of the day: a script that
 * requested thousands of pages before posting must not make each of its posts read them all. The
 * first ones are read: they hold the entry page, the referrer and the campaign.
 */
export const visitorViewsLimit = 200;

/** One visitor's views of one day, oldest first, the first `limit` of them: what a lead's attribution is taken from. */
export async function visitorViews(
  db: Queryable,
  day: string,
  visitor: string,
  limit = visitorViewsLimit,
): Promise<VisitorView[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT path, status, referrer, utm_source, utm_medium, utm_campaign FROM analytics_views
     WHERE day = $1 AND visitor = $2 ORDER BY at, id LIMIT $3`,
    [day, visitor, limit],
  );
  return rows.map((row) => ({
    path: String(row.path),
    status: Number(row.status) === 404 ? 404 : 200,
    referrer: (row.referrer as string | null) ?? null,
    utmSource: (row.utm_source as string | null) ?? null,
    utmMedium: (row.utm_medium as string | null) ?? null,
    utmCampaign: (row.utm_campaign as string | null) ?? null,
  }));
}

/** A day's counts straight from its raw views (today's, or any day not rolled up yet). */
export async function countDay(db: Queryable, day: string): Promise<DailyRow[]> {
  return (await db.query(dayAggregate, [day])).map(toDailyRow).sort(byDimensionAndValue);
}

/** A day's rollup rows; empty when it has not been rolled up. */
export async function dailyRows(db: Queryable, day: string): Promise<DailyRow[]> {
  const rows = await db.query("SELECT dimension, value, views, visitors, entries FROM analytics_daily WHERE day = $1", [
    day,
  ]);
  return rows.map(toDailyRow).sort(byDimensionAndValue);
}

/**
 * Rolls one day's raw views up into analytics_daily, once: a day that already has rollup rows is
 * left as it is, so running it again, or on several instances at once, changes nothing. The
 * check and the insert run in one transaction that, on PostgreSQL, holds an advisory lock (a
 * second instance waits, then finds the day done); SQLite's BEGIN IMMEDIATE already serialises.
 */
export async function rollUpDay(db: Database, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [rollupLockKey]);
    const [done] = await tx.query("SELECT 1 AS done FROM analytics_daily WHERE day = $1 LIMIT 1", [day]);
    if (done) return false;
    const inserted = await tx.query(
      `INSERT INTO analytics_daily (day, dimension, value, views, visitors, entries) ${dayAggregate} RETURNING day`,
      [day],
    );
    return inserted.length > 0;
  });
}

/** Rolls up every day that has been over for at least `rollupGraceMs` and is not rolled up yet. */
export async function rollUpCompleteDays(db: Database, now = new Date()): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    `SELECT DISTINCT day FROM analytics_views v WHERE day < $1
     AND NOT EXISTS (SELECT 1 FROM analytics_daily d WHERE d.day = v.day) ORDER BY day`,
    [utcDay(new Date(now.getTime() - rollupGraceMs))],
  );
  const rolled: string[] = [];
  for (const { day } of rows) if (await rollUpDay(db, day)) rolled.push(day);
  return rolled;
}

/**
 * Deletes the raw views of days more than `days` days old, once they are rolled up (a day that
 * is not, because no housekeeping ran in time, keeps its views until it is). Returns how many.
 */
export async function deleteRawViewsOlderThan(db: Queryable, days: number, now = new Date()): Promise<number> {
  const cutoff = utcDay(new Date(now.getTime() - days * dayMs));
  const deleted = await db.query(
    `DELETE FROM analytics_views WHERE day < $1
     AND EXISTS (SELECT 1 FROM analytics_daily d WHERE d.day = analytics_views.day) RETURNING id`,
    [cutoff],
  );
  return deleted.length;
}

/** Deletes the salts of days that began 48 hours ago or more: their hashes can no longer be made again. */
export async function deleteOldSalts(db: Queryable, now = new Date()): Promise<number> {
  const deleted = await db.query("DELETE FROM analytics_salts WHERE day <= $1 RETURNING day", [
    utcDay(new Date(now.getTime() - saltLifetimeMs)),
  ]);
  return deleted.length;
}
