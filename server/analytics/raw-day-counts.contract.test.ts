// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedDay } from "../../tests/support/seeded-traffic/seed-day.ts";
import { seededRandom } from "../../tests/support/seeded-traffic/traffic-model.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database, Queryable } from "../db/database.ts";
import type { DailyRow } from "./analytics-rows.ts";
import { countDay, insertViews } from "./analytics-store.server.ts";
import { rawRowsPerDayRead } from "./bounds.server.ts";
import { periodTraffic } from "./dashboard-queries.server.ts";
import { countDayInMemory } from "./raw-day-counts.server.ts";

const sorted = (rows: DailyRow[]) =>
  [...rows].sort((a, b) => `${a.dimension}\u0000${a.value}`.localeCompare(`${b.dimension}\u0000${b.value}`));

describe.each(storeFactories)("a day's raw counts added up in memory on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  it("equal the SQL aggregate the rollups store, for a realistic day with 404s, campaigns and returning views", async () => {
    const visits = seedDay({ day: "2026-05-20", views: 3_000, random: seededRandom(11) });
    // Two views in the same second: the id decides which one was first.
    const first = visits[0]!.views[0]!;
    // And a row standing for four identical views written in one batch.
    await insertViews(db, [
      ...visits.flatMap((visit) => visit.views),
      { ...first, path: "/same-second" },
      { ...first, path: "/reloaded", views: 4 },
    ]);
    const { rows, complete } = await countDayInMemory(db, "2026-05-20");
    expect(complete).toBe(true);
    const inMemory = sorted(rows);
    expect(inMemory).toEqual(sorted(await countDay(db, "2026-05-20")));
    expect(inMemory.find((row) => row.dimension === "total")?.views).toBe(
      visits.reduce((sum, visit) => sum + visit.views.length, 1 + 4),
    );
    expect(await countDayInMemory(db, "2026-05-21")).toEqual({ rows: [], complete: true });
  });
});

describe.each(storeFactories)("a day with more raw rows than are read on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
    // Ten rows more than a day's counts are read from: that many visitors, of one view each.
    await db.query(
      `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1)
       INSERT INTO analytics_views (day, at, visitor, path, language, status, device, browser, views)
       SELECT '2026-05-20', '2026-05-20T08:00:00.000Z', 'v' || (100000000 + i), '/', 'en', 200, 'phone', 'Chrome', 1 FROM n`,
      [rawRowsPerDayRead + 10],
    );
  });
  afterEach(async () => {
    await db.close();
  });

  it("is counted from its first rows by visitor, up to the limit, and said to be partial", async () => {
    const read: number[] = [];
    const recording: Queryable = {
      dialect: db.dialect,
      script: (sql) => db.script(sql),
      notify: (topic) => db.notify(topic),
      async query(sql, params) {
        const rows = await db.query(sql, params);
        read.push(rows.length);
        return rows as never;
      },
    };
    const { rows, complete } = await countDayInMemory(recording, "2026-05-20");
    expect(complete).toBe(false);
    // One row past the limit says there are more; no more than that is read.
    expect(read).toEqual([rawRowsPerDayRead + 1]);
    expect(rows.find((row) => row.dimension === "total")).toMatchObject({
      views: rawRowsPerDayRead,
      visitors: rawRowsPerDayRead,
    });
    const range = { from: "2026-05-20", to: "2026-05-20" };
    const traffic = await periodTraffic(db, range);
    expect(traffic.partialDays).toEqual(["2026-05-20"]);
    expect(traffic.days).toEqual([{ day: "2026-05-20", views: rawRowsPerDayRead, visitors: rawRowsPerDayRead }]);
    // The period before's totals read the same first rows.
    expect(await periodTraffic(db, range, { breakdown: false })).toEqual({
      days: traffic.days,
      values: [],
      partialDays: ["2026-05-20"],
    });
  });
});
