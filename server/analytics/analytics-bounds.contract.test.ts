// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../../tests/support/eventually.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import {
  countDay,
  dailyRows,
  daySalt,
  deleteOldSalts,
  insertViews,
  rollUpDay,
  visitorViews,
} from "./analytics-store.server.ts";
import type { StoredView } from "./analytics-rows.ts";
import { notFoundPath, otherValue, rowsPerVisitor, valuesPerDay } from "./bounds.server.ts";
import { countDayInMemory } from "./raw-day-counts.server.ts";

const view = (second: number, visitor: string, extra: Partial<StoredView> = {}): StoredView => ({
  at: new Date(Date.UTC(2026, 2, 1, 8, 0, second)),
  visitor,
  path: "/",
  language: "en",
  status: 200,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  device: "phone",
  browser: "Chrome",
  country: "BD",
  ...extra,
});

const scalar = async (db: Database, sql: string, params: unknown[] = []) =>
  Number(Object.values((await db.query(sql, params))[0] ?? {})[0] ?? 0);
const campaignLimit = valuesPerDay.utm_campaign;

describe.each(storeFactories)("the analytics store's bounds on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  it("keeps a day's first campaigns up to the list's length and stores the rest as (other), every view counted", async () => {
    const extra = 50;
    const views = Array.from({ length: campaignLimit + extra }, (_, i) => view(i, `v${i}`, { utmCampaign: `c${i}` }));
    await insertViews(db, views.slice(0, 60));
    await insertViews(db, views.slice(60));
    const campaigns = await db.query<{ utm_campaign: string }>(
      "SELECT DISTINCT utm_campaign FROM analytics_views WHERE utm_campaign <> $1",
      [otherValue],
    );
    expect(campaigns).toHaveLength(campaignLimit);
    expect(campaigns.map((row) => row.utm_campaign)).toContain(`c${campaignLimit - 1}`);
    expect(await scalar(db, "SELECT count(*) FROM analytics_views WHERE utm_campaign = $1", [otherValue])).toBe(extra);
    expect(await scalar(db, "SELECT sum(views) FROM analytics_views")).toBe(campaignLimit + extra);
    // A new day has a new list.
    await insertViews(db, [view(0, "w", { at: new Date("2026-03-02T08:00:00Z"), utmCampaign: "next-day" })]);
    expect((await visitorViews(db, "2026-03-02", "w"))[0]?.utmCampaign).toBe("next-day");
  });

  it("never lists more values than the limit when two instances write at once", async () => {
    const other = await factory.openAnother();
    try {
      const batch = (prefix: string) =>
        Array.from({ length: 80 }, (_, i) => view(i, `${prefix}${i}`, { utmSource: `${prefix}-source-${i}` }));
      await Promise.all([insertViews(db, batch("a")), insertViews(other, batch("b"))]);
      const sources = await scalar(
        db,
        "SELECT count(DISTINCT utm_source) FROM analytics_views WHERE utm_source <> $1",
        [otherValue],
      );
      expect(sources).toBe(valuesPerDay.utm_source);
      expect(await scalar(db, "SELECT sum(views) FROM analytics_views")).toBe(160);
    } finally {
      await other.close();
    }
  });

  it("adds a visitor's views beyond the row limit of a day to one more row, so each still counts", async () => {
    const pages = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => view(from + i, "flood", { path: `/p${from + i}`, utmSource: "ad" }));
    await insertViews(db, pages(0, 90));
    await insertViews(db, pages(90, 60));
    await insertViews(db, [...pages(150, 100), view(0, "someone")]);
    expect(await scalar(db, "SELECT count(*) FROM analytics_views WHERE visitor = 'flood'")).toBe(rowsPerVisitor + 1);
    expect(await scalar(db, "SELECT sum(views) FROM analytics_views WHERE visitor = 'flood'")).toBe(250);
    const seen = await visitorViews(db, "2026-03-01", "flood");
    expect(seen).toHaveLength(rowsPerVisitor + 1);
    expect(seen.at(-1)).toEqual({
      path: otherValue,
      status: 200,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
    const total = (await countDay(db, "2026-03-01")).find((row) => row.dimension === "total");
    expect(total).toMatchObject({ views: 251, visitors: 2 });
  });

  it("rolls up a day whose raw rows hold more values than the list into its busiest values and (other), as counted in memory", async () => {
    // Rows written around insertViews (as before the bounds): 130 campaigns, c0 the busiest, and
    // 404s under the paths visitors typed.
    const campaigns = campaignLimit + 30;
    const insert = `INSERT INTO analytics_views (day, at, visitor, path, language, status, utm_campaign, device, browser, views)
      VALUES ('2026-03-01', $1, $2, $3, 'en', $4, $5, 'phone', 'Chrome', $6)`;
    const at = (i: number) =>
      `2026-03-01T08:${String(Math.floor(i / 60)).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}.000Z`;
    for (let i = 0; i < campaigns; i += 1)
      await db.query(insert, [at(i), `v${i % 40}`, "/", 200, `c${i}`, campaigns - i]);
    for (let i = 0; i < 3; i += 1) await db.query(insert, [at(200 + i), "v0", `/wp-login${i}.php`, 404, null, 1]);
    const { rows } = await countDayInMemory(db, "2026-03-01");
    const sql = await countDay(db, "2026-03-01");
    const key = (row: { dimension: string; value: string }) => `${row.dimension}\u0000${row.value}`;
    expect([...rows].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...sql].sort((a, b) => key(a).localeCompare(key(b))),
    );
    expect(await rollUpDay(db, "2026-03-01")).toBe(true);
    const rolled = await dailyRows(db, "2026-03-01");
    const rolledCampaigns = rolled.filter((row) => row.dimension === "utm_campaign" && row.value !== "");
    expect(rolledCampaigns).toHaveLength(campaignLimit + 1);
    expect(rolledCampaigns.map((row) => row.value)).toContain("c0");
    expect(rolledCampaigns.map((row) => row.value)).not.toContain(`c${campaigns - 1}`);
    // The 30 quietest campaigns had 30 + 29 + … + 1 views, from every one of the 30 visitors who sent them.
    expect(rolledCampaigns.find((row) => row.value === otherValue)).toMatchObject({
      views: (30 * 31) / 2,
      visitors: 30,
    });
    expect(rolled.filter((row) => row.dimension === "not_found")).toEqual([
      { dimension: "not_found", value: notFoundPath, views: 3, visitors: 1, entries: 0 },
    ]);
  });

  it("reads at most the row limit plus one of a visitor's views for a lead's attribution, even of rows written around it", async () => {
    for (let i = 0; i < rowsPerVisitor + 20; i += 1) {
      await db.query(
        `INSERT INTO analytics_views (day, at, visitor, path, language, status, device, browser, views)
         VALUES ('2026-03-01', $1, 'many', $2, 'en', 200, 'phone', 'Chrome', 1)`,
        [new Date(Date.UTC(2026, 2, 1, 8, 0, i)).toISOString(), `/p${i}`],
      );
    }
    const seen = await visitorViews(db, "2026-03-01", "many");
    expect(seen).toHaveLength(rowsPerVisitor + 1);
    expect(seen[0]?.path).toBe("/p0");
  });

  it("deletes a day's value lists with its salt", async () => {
    await insertViews(db, [view(0, "a", { utmCampaign: "spring" })]);
    await daySalt(db, "2026-03-01");
    expect(await scalar(db, "SELECT count(*) FROM analytics_values")).toBeGreaterThan(0);
    await deleteOldSalts(db, new Date("2026-03-03T00:00:00Z"));
    expect(await scalar(db, "SELECT count(*) FROM analytics_values")).toBe(0);
  });
});

/**
 * The store with a pause in its writers: a transaction that reaches the day's list of sources
 * waits there until `proceed` resolves, so two instances can be held at the same step.
 */
function pausingAtList(db: Database, reached: () => void, proceed: Promise<void>): Database {
  return {
    dialect: db.dialect,
    location: db.location,
    query: (sql, params) => db.query(sql, params),
    script: (sql) => db.script(sql),
    notify: (topic) => db.notify(topic),
    listen: (topic, listener) => db.listen(topic, listener),
    close: () => db.close(),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          dialect: tx.dialect,
          script: (sql) => tx.script(sql),
          notify: (topic) => tx.notify(topic),
          async query(sql, params) {
            if (sql.startsWith("SELECT value FROM analytics_values") && params?.[1] === "utm_source") {
              reached();
              await proceed;
            }
            return tx.query(sql, params);
          },
        }),
      ),
  };
}

const postgres = storeFactories.find((factory) => factory.name === "PostgreSQL")!;

describe("the analytics store's value lists with several instances on PostgreSQL", () => {
  it("are extended by one writer at a time: an instance at the list holds the others at the lock", async () => {
    const db = await postgres.open();
    const other = await postgres.openAnother();
    try {
      const signal = () => {
        let resolve = () => {};
        const promise = new Promise<void>((done) => (resolve = done));
        return { promise, resolve };
      };
      const atList = [signal(), signal()] as const;
      // Go on once the other writer is at the list too, or waits for the writers' lock.
      const waitingForLock = async () => {
        await eventually(
          async () =>
            (await scalar(db, "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")) > 0,
        );
      };
      const writer = (store: Database, me: 0 | 1, prefix: string) =>
        insertViews(
          pausingAtList(store, atList[me].resolve, Promise.race([atList[1 - me]!.promise, waitingForLock()])),
          // Each its own page: the lists before the sources' have nothing in common to wait on.
          Array.from({ length: 80 }, (_, i) =>
            view(i, `${prefix}${i}`, { path: `/${prefix}`, utmSource: `${prefix}-source-${i}` }),
          ),
        );
      await Promise.all([writer(db, 0, "a"), writer(other, 1, "b")]);
      const sources = await scalar(
        db,
        "SELECT count(DISTINCT utm_source) FROM analytics_views WHERE utm_source <> $1",
        [otherValue],
      );
      expect(sources).toBe(valuesPerDay.utm_source);
      expect(await scalar(db, "SELECT count(*) FROM analytics_values WHERE dimension = 'utm_source'")).toBe(
        valuesPerDay.utm_source,
      );
    } finally {
      await other.close();
      await db.close();
    }
  });
});
