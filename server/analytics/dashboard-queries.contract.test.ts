// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localeFromPath } from "../../app/content/site-paths.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import { parsePeriod, type Period } from "./analytics-period.ts";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { StoredView } from "./analytics-rows.ts";
import { insertViews, rollUpDay } from "./analytics-store.server.ts";
import type { LeadAttribution } from "../leads/lead-attribution.ts";
import { dashboardValuesPerDimension, otherValue } from "./bounds.server.ts";
import { periodLeads, periodLeadTotal, periodTraffic } from "./dashboard-queries.server.ts";
import { loadDashboard } from "./dashboard-report.server.ts";

const view = (at: string, visitor: string, path: string, extra: Partial<StoredView> = {}): StoredView => ({
  language: localeFromPath(path),
  status: 200,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: "phone",
  browser: "Chrome",
  country: "BD",
  at: new Date(at),
  visitor,
  path,
  ...extra,
});

/**
 * 02-27: one view (the period before). 03-01: rolled up, raw views deleted (as after
 * ANALYTICS_RAW_DAYS). 03-02: rolled up, raw views kept. 03-03 ("today"): raw views only.
 */
const views = {
  before: [view("2026-02-27T10:00:00Z", "p", "/")],
  rolledDeleted: [
    view("2026-03-01T08:00:00Z", "a", "/", {
      referrer: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "eid-offer",
    }),
    view("2026-03-01T08:01:00Z", "a", "/our-services"),
    view("2026-03-01T09:00:00Z", "b", "/bn", { referrer: "facebook.com" }),
    view("2026-03-01T09:01:00Z", "b", "/bn/contact-us"),
  ],
  rolledKept: [view("2026-03-02T12:00:00Z", "a", "/our-services", { referrer: "linkedin.com", device: "desktop" })],
  today: [
    view("2026-03-03T07:00:00Z", "c", "/", { referrer: "google.com" }),
    view("2026-03-03T07:02:00Z", "c", "/contact-us"),
    view("2026-03-03T08:00:00Z", "d", "/"),
    view("2026-03-03T09:00:00Z", "a", "/bn"),
  ],
};

const attribution = (extra: Partial<LeadAttribution>): LeadAttribution => ({
  entryPage: "/",
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  pagesSeen: ["/"],
  ...extra,
});

async function seed(db: Database) {
  await insertViews(db, [...views.before, ...views.rolledDeleted, ...views.rolledKept, ...views.today]);
  for (const day of ["2026-02-27", "2026-03-01", "2026-03-02"]) await rollUpDay(db, day);
  await db.query("DELETE FROM analytics_views WHERE day IN ('2026-02-27', '2026-03-01')");
  const store = await createMessageStore(db);
  const leads: [string, LeadAttribution | null, "en" | "bn"][] = [
    ["2026-02-28T23:59:59.999Z", attribution({}), "en"],
    ["2026-03-01T08:05:00Z", attribution({ referrerHost: "google.com", utmSource: "newsletter" }), "en"],
    ["2026-03-03T07:05:00Z", attribution({ referrerHost: "google.com" }), "en"],
    ["2026-03-03T23:00:00Z", null, "bn"],
    ["2026-03-04T00:00:00.000Z", attribution({}), "en"],
  ];
  for (const [at, lead, language] of leads) {
    await store.insert(
      {
        name: "Lead",
        email: "lead@example.com",
        subject: "Hello",
        message: "A website, please.",
        clientIp: "192.0.2.1",
        userAgent: "test",
        language,
        attribution: lead,
      },
      { limit: { limit: 0, windowSeconds: 60 }, channels: [], now: new Date(at) },
    );
  }
}

const threeDays = (() => {
  const result = parsePeriod(new URLSearchParams("from=2026-03-01&to=2026-03-03"), "2026-03-03");
  if (!result.ok) throw new Error("bad period");
  return result.period;
})();

const value = (rows: { dimension: string; value: string }[], dimension: string, name: string) =>
  rows.find((row) => row.dimension === dimension && row.value === name);

describe.each(storeFactories)("the dashboard queries on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
    await seed(db);
  });
  afterEach(async () => {
    await db.close();
  });

  it("adds rolled-up days and today's raw views, each day counted once", async () => {
    const traffic = await periodTraffic(db, threeDays);
    expect(traffic.days).toEqual([
      { day: "2026-03-01", views: 4, visitors: 2 },
      { day: "2026-03-02", views: 1, visitors: 1 },
      { day: "2026-03-03", views: 4, visitors: 3 },
    ]);
    // Visitors are summed per day: "a" on three days is three daily visitors.
    expect(value(traffic.values, "page", "/")).toMatchObject({ views: 3, visitors: 3, entries: 3 });
    expect(value(traffic.values, "page", "/our-services")).toMatchObject({ views: 2, visitors: 2, entries: 1 });
    expect(value(traffic.values, "referrer", "google.com")).toMatchObject({ views: 2, entries: 2 });
    expect(value(traffic.values, "referrer", "")).toMatchObject({ entries: 2 });
    expect(value(traffic.values, "utm_campaign", "eid-offer")).toMatchObject({ views: 1, entries: 1 });
    expect(value(traffic.values, "language", "bn")).toMatchObject({ views: 3, visitors: 2 });
    expect(value(traffic.values, "device", "desktop")).toMatchObject({ views: 1, visitors: 1 });
    const totals = await periodTraffic(db, threeDays, { breakdown: false });
    expect(totals).toEqual({ days: traffic.days, values: [], partialDays: [] });
  });

  it("takes a rolled-up day from its rollup alone, even if a late raw view arrives", async () => {
    await insertViews(db, [view("2026-03-02T23:59:00Z", "late", "/")]);
    const traffic = await periodTraffic(db, { from: "2026-03-02", to: "2026-03-02" });
    expect(traffic.days).toEqual([{ day: "2026-03-02", views: 1, visitors: 1 }]);
  });

  it("counts the messages received in the period, by their stored attribution and language", async () => {
    expect(await periodLeadTotal(db, threeDays)).toBe(3);
    expect(await periodLeadTotal(db, threeDays.previous)).toBe(1);
    const leads = await periodLeads(db, threeDays);
    expect(leads.total).toBe(3);
    expect(leads.values).toEqual(
      expect.arrayContaining([
        { dimension: "language", value: "en", leads: 2 },
        { dimension: "language", value: "bn", leads: 1 },
        { dimension: "entry_page", value: "/", leads: 2 },
        { dimension: "entry_page", value: null, leads: 1 },
        { dimension: "referrer", value: "google.com", leads: 2 },
        { dimension: "utm_source", value: "newsletter", leads: 1 },
        { dimension: "utm_source", value: "", leads: 1 },
      ]),
    );
  });

  it("reports visitors, views, leads and the conversion rate against the period before", async () => {
    const dashboard = await loadDashboard(db, threeDays);
    expect(dashboard.metrics).toEqual([
      { key: "visitors", label: "Visitors", value: 6, previous: 1 },
      { key: "views", label: "Page views", value: 9, previous: 1 },
      { key: "leads", label: "Leads", value: 3, previous: 1 },
      { key: "conversion", label: "Conversion rate", value: 0.5, previous: 1 },
    ]);
    expect(dashboard.chart.map((point) => [point.key, point.views, point.visitors])).toEqual([
      ["2026-03-01", 4, 2],
      ["2026-03-02", 1, 1],
      ["2026-03-03", 4, 3],
    ]);
    const rows = (key: string) => dashboard.tables.find((table) => table.key === key)?.rows;
    expect(rows("conversion-entry")).toEqual([
      ["/", 3, 2, 2 / 3],
      ["(not recorded)", null, 1, null],
      ["/bn", 2, 0, 0],
      ["/our-services", 1, 0, 0],
    ]);
    expect(rows("conversion-source")?.slice(0, 3)).toEqual([
      ["google.com", 2, 2, 1],
      ["newsletter (campaign)", 1, 1, 1],
      ["(not recorded)", null, 1, null],
    ]);
    expect(rows("conversion-language")).toEqual([
      ["English", 4, 2, 0.5],
      ["Bangla", 2, 1, 0.5],
    ]);
    expect(rows("countries")).toEqual([["Bangladesh (BD)", 6, 9, 1]]);
    expect(dashboard.tables.find((table) => table.key === "countries")?.columns[0]?.label).toBe("Country");
    expect(rows("referrers")).toEqual([
      ["(direct)", 2, 5],
      ["google.com", 2, 2],
      ["facebook.com", 1, 1],
      ["linkedin.com", 1, 1],
    ]);
    expect(rows("campaigns")).toEqual([
      ["Source", "newsletter", 1, 1],
      ["Medium", "email", 1, 1],
      ["Campaign", "eid-offer", 1, 1],
    ]);
  });

  it("shows twelve months as twelve monthly bars, with days summed into their month", async () => {
    const year = parsePeriod(new URLSearchParams("period=12m"), "2026-03-03");
    if (!year.ok) throw new Error("bad period");
    const dashboard = await loadDashboard(db, year.period as Period);
    expect(dashboard.chart).toHaveLength(12);
    expect(dashboard.chart.at(0)).toMatchObject({ key: "2025-04", label: "Apr 2025", views: 0 });
    expect(dashboard.chart.at(-2)).toMatchObject({ key: "2026-02", views: 1, visitors: 1 });
    expect(dashboard.chart.at(-1)).toMatchObject({ key: "2026-03", label: "Mar 2026", views: 9, visitors: 6 });
  });
});

describe.each(storeFactories)("the dashboard's values of a long period on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  it("reads at most 500 values a dimension, the rest summed as (other), and loses no view", async () => {
    // Two rolled-up days of 3,000 pages each (as made before the bounds), page i with i + 1 views.
    for (const day of ["2026-03-01", "2026-03-02"]) {
      await db.query(
        `WITH RECURSIVE n (i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 2999)
         INSERT INTO analytics_daily (day, dimension, value, views, visitors, entries)
         SELECT $1, 'page', $1 || '/p' || i, i + 1, 1, 0 FROM n`,
        [day],
      );
      await db.query(
        `INSERT INTO analytics_daily (day, dimension, value, views, visitors, entries)
         VALUES ($1, 'total', '', ${(3_000 * 3_001) / 2}, 3000, 3000)`,
        [day],
      );
    }
    // And today, not rolled up: 300 pages more.
    await insertViews(
      db,
      Array.from({ length: 300 }, (_, i) =>
        view(`2026-03-03T08:00:${String(i % 60).padStart(2, "0")}Z`, `t${i}`, `/t${i}`),
      ),
    );
    const statements: { sql: string; rows: number }[] = [];
    const recording: Queryable = {
      dialect: db.dialect,
      script: (sql) => db.script(sql),
      notify: (topic) => db.notify(topic),
      async query(sql, params) {
        const rows = await db.query(sql, params);
        statements.push({ sql, rows: rows.length });
        return rows as never;
      },
    };
    const traffic = await periodTraffic(recording, threeDays);
    const pages = traffic.values.filter((row) => row.dimension === "page");
    expect(pages).toHaveLength(dashboardValuesPerDimension + 1);
    expect(pages.reduce((sum, row) => sum + row.views, 0)).toBe(3_000 * 3_001 + 300);
    expect(pages.map((row) => row.value)).toContain("2026-03-02/p2999");
    expect(pages.find((row) => row.value === otherValue)?.views).toBeGreaterThan(0);
    const rolledValues = statements.find((statement) => statement.sql.includes("FROM analytics_daily WHERE day >= $1"));
    expect(rolledValues?.rows).toBeLessThanOrEqual(dashboardValuesPerDimension + 3);
  });
});
