import { randomBytes } from "node:crypto";
import type { Database, Queryable } from "../db/database.ts";
import { type DailyRow, type Dimension, dimensions, type StoredView } from "./analytics-rows.ts";
import type { ViewFields } from "./view-fields.server.ts";
import { notFoundPath, otherValue, rowsPerVisitor, valuesPerDay } from "./bounds.server.ts";
import { createValueLists, type ValueLists } from "./value-lists.server.ts";
import { insertRows } from "./view-rows.server.ts";
import { addToRows, planVisitorRows } from "./visitor-rows.server.ts";
import { utcDay } from "./visitor-hash.server.ts";

const dimensionSelects: Record<Dimension, string> = {
  total: "SELECT 'total' AS dimension, '' AS value, id, visitor, nth, views FROM v",
  page: "SELECT 'page', path, id, visitor, nth, views FROM v WHERE status = 200",
  // One value whatever the path (rows written before 404s were stored as such still have theirs).
  not_found: `SELECT 'not_found', '${notFoundPath}', id, visitor, nth, views FROM v WHERE status = 404`,
  referrer: "SELECT 'referrer', coalesce(referrer, ''), id, visitor, nth, views FROM v",
  utm_source: "SELECT 'utm_source', coalesce(utm_source, ''), id, visitor, nth, views FROM v",
  utm_medium: "SELECT 'utm_medium', coalesce(utm_medium, ''), id, visitor, nth, views FROM v",
  utm_campaign: "SELECT 'utm_campaign', coalesce(utm_campaign, ''), id, visitor, nth, views FROM v",
  language: "SELECT 'language', language, id, visitor, nth, views FROM v",
  device: "SELECT 'device', device, id, visitor, nth, views FROM v",
  browser: "SELECT 'browser', browser, id, visitor, nth, views FROM v",
  country: "SELECT 'country', coalesce(country, ''), id, visitor, nth, views FROM v",
};

const unlisted = ["", otherValue, notFoundPath].map((value) => `'${value}'`).join(", ");
const listLength = (column: string) =>
  `CASE ${column} ${Object.entries(valuesPerDay)
    .map(([dimension, values]) => `WHEN '${dimension}' THEN ${values}`)
    .join(" ")} END`;

/**
 * One day's counts computed from its raw views ($1 = the day): what a rollup stores. Each
 * dimension keeps its `valuesPerDay` values with the most views (the first seen on a tie) and
 * counts the rest as "(other)", so a day is never more than `dailyRowsPerDay` rows, whatever its
 * raw views hold (the value lists already keep new raw views within this; rows written otherwise
 * may not be). raw-day-counts.server.ts computes the same in memory.
 */
const dayAggregate = `
  WITH v AS (
    SELECT id, visitor, path, status, referrer, utm_source, utm_medium, utm_campaign, language, device, browser, country, views,
           row_number() OVER (PARTITION BY visitor ORDER BY at, id) AS nth
    FROM analytics_views WHERE day = $1
  ),
  facts AS (${dimensions.map((dimension) => dimensionSelects[dimension]).join(" UNION ALL ")}),
  ranked AS (
    SELECT dimension, value, row_number() OVER (PARTITION BY dimension ORDER BY sum(views) DESC, min(id)) AS rank
    FROM facts WHERE value NOT IN (${unlisted}) GROUP BY dimension, value
  ),
  capped AS (
    SELECT f.dimension, CASE WHEN r.rank > ${listLength("f.dimension")}
                             THEN '${otherValue}' ELSE f.value END AS value, f.visitor, f.nth, f.views
    FROM facts f LEFT JOIN ranked r ON r.dimension = f.dimension AND r.value = f.value
  )
  SELECT CAST($1 AS text) AS day, dimension, value, sum(views) AS views, count(DISTINCT visitor) AS visitors,
         sum(CASE WHEN nth = 1 THEN 1 ELSE 0 END) AS entries
  FROM capped GROUP BY dimension, value`;

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

// Any constant will do, as long as it differs from the rollup's and the migration's (db/migrate.ts).
const viewWritersLockKey = 7_042_116;

/** A 404's path is whatever the visitor typed: every one is kept under one value. */
const withoutMissingPath = (view: StoredView): StoredView =>
  view.status === 404 && view.path !== notFoundPath ? { ...view, path: notFoundPath } : view;

function byDay(views: readonly StoredView[]): Map<string, StoredView[]> {
  const days = new Map<string, StoredView[]>();
  for (const view of views) {
    const day = utcDay(view.at);
    const list = days.get(day);
    if (list) list.push(withoutMissingPath(view));
    else days.set(day, [withoutMissingPath(view)]);
  }
  return days;
}

/**
 * Writes a batch of views in one transaction, within the day's bounds (bounds.server.ts): a 404
 * under "(not found)", a visitor's views beyond `rowsPerVisitor` rows added to one more
 * (visitor-rows.server.ts), and values beyond their dimension's list as "(other)"
 * (value-lists.server.ts).
 * On PostgreSQL the writers of all instances take turns (an advisory lock), so those bounds hold
 * across instances; SQLite's BEGIN IMMEDIATE already serialises. `lists` is the caller's memory
 * of the day's value lists (the analytics service keeps one); without it they are read afresh.
 */
export async function insertViews(
  db: Database,
  views: readonly StoredView[],
  options: { lists?: ValueLists } = {},
): Promise<void> {
  if (views.length === 0) return;
  const lists = options.lists ?? createValueLists();
  try {
    await db.transaction(async (tx) => {
      if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [viewWritersLockKey]);
      for (const [day, dayViews] of byDay(views)) {
        const { rows, additions } = await planVisitorRows(tx, day, dayViews);
        await insertRows(tx, await lists.cap(tx, day, rows));
        await addToRows(tx, additions);
      }
    });
  } catch (error) {
    lists.forget();
    throw error;
  }
}

export type VisitorView = Pick<ViewFields, "path" | "status" | "referrer" | "utmSource" | "utmMedium" | "utmCampaign">;

/**
 * A lead's attribution reads at most this many of its visitor's views of the day, the first ones
 * (they hold the entry page, the referrer and the campaign): all a visitor can have in a day
 * (`rowsPerVisitor` + 1, visitor-rows.server.ts); the LIMIT holds it even for rows written before
 * that bound, so a script that requested thousands of pages before posting cannot make each of its
 * posts read them all.
 */
export const visitorViewsLimit = rowsPerVisitor + 1;

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
 * Deletes the raw views of days more than `days` days old. Housekeeping rolls a day up first, a
 * few hours after it ends; a day still without its rollup by now (every rollup since has failed)
 * is deleted all the same: the privacy page promises the views go after `days` days, and that
 * outweighs the day's totals. Returns how many rows went and which days had no rollup, for the log.
 */
export async function deleteRawViewsOlderThan(
  db: Queryable,
  days: number,
  now = new Date(),
): Promise<{ deleted: number; daysNotRolledUp: string[] }> {
  const cutoff = utcDay(new Date(now.getTime() - days * dayMs));
  const notRolledUp = await db.query<{ day: string }>(
    `SELECT DISTINCT day FROM analytics_views v WHERE day < $1
     AND NOT EXISTS (SELECT 1 FROM analytics_daily d WHERE d.day = v.day) ORDER BY day`,
    [cutoff],
  );
  const deleted = await db.query("DELETE FROM analytics_views WHERE day < $1 RETURNING id", [cutoff]);
  return { deleted: deleted.length, daysNotRolledUp: notRolledUp.map((row) => row.day) };
}

/**
 * Deletes the salts of days that began 48 hours ago or more: their hashes can no longer be made
 * again. The days' value lists go with them: no view of those days is still being written.
 */
export async function deleteOldSalts(db: Queryable, now = new Date()): Promise<number> {
  const cutoff = utcDay(new Date(now.getTime() - saltLifetimeMs));
  await db.query("DELETE FROM analytics_values WHERE day <= $1", [cutoff]);
  const deleted = await db.query("DELETE FROM analytics_salts WHERE day <= $1 RETURNING day", [cutoff]);
  return deleted.length;
}
