// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withFailingStatements } from "../../tests/support/failing-statements.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { createHousekeeping } from "../jobs/housekeeping.server.ts";
import { type DailyRow, dimensions, type StoredView } from "./analytics-rows.ts";
import {
  countDay,
  dailyRows,
  daySalt,
  deleteOldSalts,
  deleteRawViewsOlderThan,
  insertViews,
  rollUpCompleteDays,
  rollUpDay,
  visitorViews,
} from "./analytics-store.server.ts";

const base: Omit<StoredView, "at" | "visitor" | "path"> = {
  language: "en",
  status: 200,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: "desktop",
  browser: "Chrome",
  country: null,
};
const view = (at: string, visitor: string, path: string, extra: Partial<StoredView> = {}): StoredView => ({
  ...base,
  at: new Date(at),
  visitor,
  path,
  ...extra,
});

/** A day of three visitors (a, b, c) and eight views (c loaded a page three times in one batch: one row), plus one view the next day. */
const sample: StoredView[] = [
  view("2026-03-01T08:00:00Z", "a", "/", {
    referrer: "google.com",
    utmSource: "newsletter",
    utmCampaign: "spring",
    device: "phone",
    country: "BD",
  }),
  view("2026-03-01T08:05:00Z", "a", "/our-services", { device: "phone", country: "BD" }),
  view("2026-03-01T08:06:00Z", "a", "/nope", { status: 404, device: "phone", country: "BD" }),
  view("2026-03-01T09:00:00Z", "b", "/bn", {
    language: "bn",
    referrer: "facebook.com",
    browser: "Facebook",
    device: "tablet",
  }),
  view("2026-03-01T09:01:00Z", "b", "/bn/contact-us", { language: "bn", browser: "Facebook", device: "tablet" }),
  view("2026-03-01T10:00:00Z", "c", "/our-services", { browser: "Firefox", views: 3 }),
  view("2026-03-02T10:00:00Z", "a", "/"),
];

const row = (dimension: DailyRow["dimension"], value: string, views: number, visitors: number, entries: number) => ({
  dimension,
  value,
  views,
  visitors,
  entries,
});

/** The counts of 2026-03-01, worked out by hand from `sample`. */
const expectedFirstDay = [
  row("total", "", 8, 3, 3),
  row("page", "/", 1, 1, 1),
  row("page", "/our-services", 4, 2, 1),
  row("page", "/bn", 1, 1, 1),
  row("page", "/bn/contact-us", 1, 1, 0),
  row("not_found", "(not found)", 1, 1, 0),
  row("referrer", "", 6, 3, 1),
  row("referrer", "google.com", 1, 1, 1),
  row("referrer", "facebook.com", 1, 1, 1),
  row("utm_source", "", 7, 3, 2),
  row("utm_source", "newsletter", 1, 1, 1),
  row("utm_campaign", "spring", 1, 1, 1),
  row("utm_medium", "", 8, 3, 3),
  row("language", "en", 6, 2, 2),
  row("language", "bn", 2, 1, 1),
  row("device", "phone", 3, 1, 1),
  row("device", "tablet", 2, 1, 1),
  row("device", "desktop", 3, 1, 1),
  row("browser", "Chrome", 3, 1, 1),
  row("browser", "Facebook", 2, 1, 1),
  row("browser", "Firefox", 3, 1, 1),
  row("country", "BD", 3, 1, 1),
  row("country", "", 5, 2, 2),
];

const rowCount = async (db: Database) => Number((await db.query("SELECT count(*) AS n FROM analytics_views"))[0]?.n);

describe.each(storeFactories)("the analytics store on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  it("gives every instance the same salt for a day, and another salt the next day", async () => {
    const other = await factory.openAnother();
    try {
      const [first, second] = await Promise.all([daySalt(db, "2026-03-01"), daySalt(other, "2026-03-01")]);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(second).toBe(first);
      expect(await daySalt(db, "2026-03-01")).toBe(first);
      expect(await daySalt(db, "2026-03-02")).not.toBe(first);
    } finally {
      await other.close();
    }
  });

  it("deletes the salts of days that began 48 hours ago or more, and keeps yesterday's and today's", async () => {
    for (const day of ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]) await daySalt(db, day);
    expect(await deleteOldSalts(db, new Date("2026-03-02T10:00:00Z"))).toBe(2);
    const left = await db.query<{ day: string }>("SELECT day FROM analytics_salts ORDER BY day");
    expect(left.map((salt) => salt.day)).toEqual(["2026-03-01", "2026-03-02"]);
  });

  it("stores a batch larger than one INSERT, and a visitor's views of a day oldest first", async () => {
    // Many visitors of a few pages, as real traffic is (a day keeps 300 pages, 100 rows a visitor).
    const many = Array.from({ length: 1_203 }, (_, i) =>
      view(new Date(Date.UTC(2026, 2, 1, 0, 0, i)).toISOString(), `v${i}`, `/p${i % 50}`),
    );
    await insertViews(db, many);
    expect(await rowCount(db)).toBe(1_203);
    await insertViews(db, sample);
    const seen = await visitorViews(db, "2026-03-01", "a");
    expect(seen.map((v) => v.path)).toEqual(["/", "/our-services", "(not found)"]);
    expect(seen[0]).toEqual({
      path: "/",
      status: 200,
      referrer: "google.com",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "spring",
    });
    expect(seen[2]?.status).toBe(404);
    expect(await visitorViews(db, "2026-03-02", "b")).toEqual([]);
  });

  it("keeps Bangla and emoji text as it was given", async () => {
    const campaign = "বসন্ত অফার 🎉".repeat(5);
    await insertViews(db, [view("2026-03-01T08:00:00Z", "a", "/bn", { language: "bn", utmCampaign: campaign })]);
    expect((await visitorViews(db, "2026-03-01", "a"))[0]?.utmCampaign).toBe(campaign);
  });

  it("counts a day's views, visitors and entries per dimension as worked out by hand", async () => {
    await insertViews(db, sample);
    const counted = await countDay(db, "2026-03-01");
    expect(counted).toEqual(expect.arrayContaining(expectedFirstDay));
    // Every dimension adds up to the day's total (pages and 404s together).
    for (const dimension of dimensions.filter((name) => name !== "page" && name !== "not_found")) {
      const rows = counted.filter((r) => r.dimension === dimension);
      expect(
        rows.reduce((sum, r) => sum + r.views, 0),
        dimension,
      ).toBe(8);
      expect(
        rows.reduce((sum, r) => sum + r.entries, 0),
        dimension,
      ).toBe(3);
    }
    const pages = counted.filter((r) => r.dimension === "page" || r.dimension === "not_found");
    expect(pages.reduce((sum, r) => sum + r.views, 0)).toBe(8);
  });

  it("rolls a day up into rows equal to the raw counts they replace, once", async () => {
    await insertViews(db, sample);
    const raw = await countDay(db, "2026-03-01");
    expect(await rollUpDay(db, "2026-03-01")).toBe(true);
    const rolled = await dailyRows(db, "2026-03-01");
    expect(rolled).toEqual(raw);
    expect(rolled).toEqual(expect.arrayContaining(expectedFirstDay));
    expect(await rollUpDay(db, "2026-03-01")).toBe(false);
    expect(await dailyRows(db, "2026-03-01")).toEqual(raw);
    expect(await dailyRows(db, "2026-03-02")).toEqual([]);
  });

  it("rolls a day up once when two instances try at the same moment", async () => {
    await insertViews(db, sample);
    const other = await factory.openAnother();
    try {
      const outcomes = await Promise.all([rollUpDay(db, "2026-03-01"), rollUpDay(other, "2026-03-01")]);
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      expect(await dailyRows(db, "2026-03-01")).toEqual(expect.arrayContaining(expectedFirstDay));
      expect((await dailyRows(db, "2026-03-01")).find((r) => r.dimension === "total")?.views).toBe(8);
    } finally {
      await other.close();
    }
  });

  it("rolls up only days that have been over for an hour", async () => {
    await insertViews(db, sample);
    expect(await rollUpCompleteDays(db, new Date("2026-03-02T00:30:00Z"))).toEqual([]);
    expect(await rollUpCompleteDays(db, new Date("2026-03-02T01:00:00Z"))).toEqual(["2026-03-01"]);
    expect(await rollUpCompleteDays(db, new Date("2026-03-03T02:00:00Z"))).toEqual(["2026-03-02"]);
    expect(await rollUpCompleteDays(db, new Date("2026-03-03T02:00:00Z"))).toEqual([]);
  });

  it("deletes raw views after N days and keeps the rollups", async () => {
    await insertViews(db, sample);
    const now = new Date("2026-04-01T12:00:00Z");
    const raw = await countDay(db, "2026-03-01");
    await rollUpCompleteDays(db, now);
    expect(await deleteRawViewsOlderThan(db, 30, now)).toEqual({ deleted: 6, daysNotRolledUp: [] });
    expect(await rowCount(db)).toBe(1);
    expect(await dailyRows(db, "2026-03-01")).toEqual(raw);
    expect(await deleteRawViewsOlderThan(db, 30, now)).toEqual({ deleted: 0, daysNotRolledUp: [] });
  });

  it("deletes raw views after N days even when their day was never rolled up, and names the day", async () => {
    await insertViews(db, sample);
    const now = new Date("2026-04-01T12:00:00Z");
    expect(await deleteRawViewsOlderThan(db, 30, now)).toEqual({ deleted: 6, daysNotRolledUp: ["2026-03-01"] });
    expect(await rowCount(db)).toBe(1);
  });

  it("is kept by the site's housekeeping: rollups made, old raw views and salts deleted", async () => {
    await insertViews(db, sample);
    for (const day of ["2026-03-30", "2026-03-31", "2026-04-01"]) await daySalt(db, day);
    const raw = await countDay(db, "2026-03-01");
    const housekeeping = createHousekeeping({ db, analytics: { rawDays: 30 } });
    await housekeeping.run(new Date("2026-04-01T12:00:00Z"));
    expect(await dailyRows(db, "2026-03-01")).toEqual(raw);
    expect((await dailyRows(db, "2026-03-02")).find((r) => r.dimension === "total")?.views).toBe(1);
    expect(await rowCount(db)).toBe(1);
    const salts = await db.query<{ day: string }>("SELECT day FROM analytics_salts ORDER BY day");
    expect(salts.map((salt) => salt.day)).toEqual(["2026-03-31", "2026-04-01"]);
  });

  it("housekeeping deletes old salts and raw views on schedule even when every rollup fails", async () => {
    await insertViews(db, sample);
    for (const day of ["2026-03-30", "2026-03-31", "2026-04-01"]) await daySalt(db, day);
    // The rollup's INSERT fails each time, as a statement timeout or a broken table would make it.
    const broken = withFailingStatements(db, (sql) => sql.includes("INSERT INTO analytics_daily"));
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await createHousekeeping({ db: broken, analytics: { rawDays: 30 } }).run(new Date("2026-04-01T12:00:00Z"));
    } finally {
      vi.restoreAllMocks();
    }
    expect(await dailyRows(db, "2026-03-01")).toEqual([]);
    // 2026-03-01 is past the 30 days: its views go without their totals; 2026-03-02 is not yet.
    expect(await rowCount(db)).toBe(1);
    const salts = await db.query<{ day: string }>("SELECT day FROM analytics_salts ORDER BY day");
    expect(salts.map((salt) => salt.day)).toEqual(["2026-03-31", "2026-04-01"]);
    const logged = errors.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({ message: "housekeeping step failed", step: "analytics rollup" }),
      expect.objectContaining({ message: expect.stringMatching(/without their rollup/), days: ["2026-03-01"] }),
    ]);
  });
});
