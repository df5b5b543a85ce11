// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { parsePeriod } from "./analytics-period.ts";
import type { DatabaseConnection } from "../db/connection.ts";
import type { Database, Queryable } from "../db/database.ts";
import { createAnalyticsService } from "./analytics-service.server.ts";
import { countDay, dailyRows, rollUpDay } from "./analytics-store.server.ts";
import {
  dailyRowsPerDay,
  dashboardValuesPerDimension,
  notFoundPath,
  otherValue,
  rowsPerVisitor,
  valuesPerDay,
} from "./bounds.server.ts";
import { parseSettings } from "../settings/settings.ts";
import { loadDashboard } from "./dashboard-report.server.ts";

const chrome =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
const day = "2026-03-01";
const connectionTo = (db: Database): DatabaseConnection => ({ get: async () => db, close: async () => undefined });
const scalar = async (db: Queryable, sql: string, params: unknown[] = []) =>
  Number(Object.values((await db.query(sql, params))[0] ?? {})[0] ?? 0);

/** The store as the dashboard sees it, with every statement it runs and how many rows came back. */
function recording(db: Queryable) {
  const statements: { sql: string; rows: number }[] = [];
  const queryable: Queryable = {
    dialect: db.dialect,
    script: (sql) => db.script(sql),
    notify: (topic) => db.notify(topic),
    async query(sql, params) {
      const rows = await db.query(sql, params);
      statements.push({ sql, rows: rows.length });
      return rows as never;
    },
  };
  return { queryable, statements };
}

/*
 * The attack of issue 25: a script with a browser's User-Agent sends a distinct path, campaign,
 * source and referrer with every request. Through the real recording path (the service's count,
 * its buffer, the store's writes), 100,000 views from ten addresses, half of them 404s; written
 * every 10,000 views as the buffer's timer would.
 */
const visitors = 10;
/** The campaigns table lists three dimensions, each at most its kept values and the unlisted ones. */
const tableRowsAtMost = 3 * (dashboardValuesPerDimension + 3);
const sent = 100_000;
const batch = 10_000;

describe.each(storeFactories)("100,000 distinct values sent to the page view counter on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    // Only Date: the views of the test fall on one UTC day whenever it runs.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${day}T12:00:00Z`) });
    db = await factory.open();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.close();
  });

  it("keep stored rows, rollups and the dashboard's reads within the documented bounds, counting every view", async () => {
    const config = parseSettings({ ANALYTICS_FLUSH_MS: "60000", ANALYTICS_BUFFER_LIMIT: String(batch) }).analytics;
    const analytics = createAnalyticsService({ connection: connectionTo(db), config });
    for (let i = 0; i < sent; i += 1) {
      analytics.count({
        method: "GET",
        url: `/x${i}?utm_source=s${i}&utm_campaign=c${i}`,
        pathname: `/x${i}`,
        status: i % 2 === 0 ? 404 : 200,
        html: true,
        headers: { host: "127.0.0.1:3000", "user-agent": chrome, referer: `https://r${i}.example/` },
        address: `203.0.113.${i % visitors}`,
      });
      if ((i + 1) % batch === 0) await analytics.flush();
    }
    await analytics.close();

    // Raw: ten visitors of at most 101 rows; each dimension's values within its list.
    expect(await scalar(db, "SELECT count(*) FROM analytics_views")).toBeLessThanOrEqual(
      visitors * (rowsPerVisitor + 1),
    );
    expect(await scalar(db, "SELECT sum(views) FROM analytics_views")).toBe(sent);
    expect(await db.query("SELECT DISTINCT path FROM analytics_views WHERE status = 404")).toEqual([
      { path: notFoundPath },
    ]);
    const listed = async (column: string) =>
      scalar(db, `SELECT count(DISTINCT ${column}) FROM analytics_views WHERE ${column} NOT IN ($1, $2)`, [
        otherValue,
        notFoundPath,
      ]);
    expect(await listed("path")).toBe(valuesPerDay.page);
    expect(await listed("referrer")).toBe(valuesPerDay.referrer);
    expect(await listed("utm_source")).toBe(valuesPerDay.utm_source);
    expect(await listed("utm_campaign")).toBe(valuesPerDay.utm_campaign);

    // Today's dashboard: every statement LIMITed, its tables within their bound, every view counted.
    const parsed = parsePeriod(new URLSearchParams("period=today"), day);
    if (!parsed.ok) throw new Error("bad period");
    const today = recording(db);
    const dashboard = await loadDashboard(today.queryable, parsed.period);
    expect(today.statements.filter((statement) => !/\bLIMIT\b/.test(statement.sql))).toEqual([]);
    expect(Math.max(...today.statements.map((statement) => statement.rows))).toBeLessThanOrEqual(
      visitors * (rowsPerVisitor + 1) + 1,
    );
    expect(dashboard.metrics.find((metric) => metric.key === "views")?.value).toBe(sent);
    expect(dashboard.metrics.find((metric) => metric.key === "visitors")?.value).toBe(visitors);
    for (const table of dashboard.tables) expect(table.rowCount, table.key).toBeLessThanOrEqual(tableRowsAtMost);

    // The day's rollup: at most the documented rows, and equal to the raw counts.
    const raw = await countDay(db, day);
    expect(await rollUpDay(db, day)).toBe(true);
    const rolled = await dailyRows(db, day);
    expect(rolled).toEqual(raw);
    expect(rolled.length).toBeLessThanOrEqual(dailyRowsPerDay);
    for (const [dimension, limit] of Object.entries(valuesPerDay)) {
      expect(rolled.filter((row) => row.dimension === dimension).length, dimension).toBeLessThanOrEqual(limit + 2);
    }
    // Every 404 under one value (views beyond a visitor's rows count as page "(other)").
    expect(rolled.filter((row) => row.dimension === "not_found").map((row) => row.value)).toEqual([notFoundPath]);

    const afterRollup = recording(db);
    const rolledDashboard = await loadDashboard(afterRollup.queryable, parsed.period);
    expect(afterRollup.statements.filter((statement) => !/\bLIMIT\b/.test(statement.sql))).toEqual([]);
    expect(rolledDashboard.metrics).toEqual(dashboard.metrics);
    for (const table of rolledDashboard.tables) {
      expect(table.rowCount, table.key).toBeLessThanOrEqual(tableRowsAtMost);
    }
  });

  it("keeps a flood of new values or 404s in memory as one view once the day's lists are full, losing none", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const config = parseSettings({ ANALYTICS_FLUSH_MS: "60000", ANALYTICS_BUFFER_LIMIT: "100" }).analytics;
      const analytics = createAnalyticsService({ connection: connectionTo(db), config });
      const view = (path: string, address: string, campaign?: string) => ({
        method: "GET",
        url: campaign ? `${path}?utm_campaign=${campaign}` : path,
        pathname: path,
        status: path === "/" ? 200 : 404,
        html: true,
        headers: { host: "127.0.0.1:3000", "user-agent": chrome },
        address,
      });
      // Real campaigns from real visitors fill the day's list.
      for (let i = 0; i < valuesPerDay.utm_campaign; i += 1) analytics.count(view("/", `198.51.100.${i}`, `c${i}`));
      await analytics.flush();
      // Ten times the buffer's limit each: campaigns the full list does not have, and missing pages.
      for (let i = 0; i < 1_000; i += 1) analytics.count(view("/", "203.0.113.7", `new-${i}`));
      for (let i = 0; i < 1_000; i += 1) analytics.count(view(`/missing-${i}`, "203.0.113.8"));
      await analytics.close();
      expect(await scalar(db, "SELECT sum(views) FROM analytics_views")).toBe(valuesPerDay.utm_campaign + 2_000);
      expect(await scalar(db, "SELECT views FROM analytics_views WHERE utm_campaign = $1", [otherValue])).toBe(1_000);
      expect(await scalar(db, "SELECT views FROM analytics_views WHERE path = $1", [notFoundPath])).toBe(1_000);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
