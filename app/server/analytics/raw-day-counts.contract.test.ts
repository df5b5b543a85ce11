// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedDay } from "../../../scripts/analytics/seed-day.ts";
import { seededRandom } from "../../../scripts/analytics/traffic-model.ts";
import { storeFactories } from "../../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { countDay, type DailyRow, insertViews } from "./analytics-store.server.ts";
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
    const inMemory = sorted(await countDayInMemory(db, "2026-05-20"));
    expect(inMemory).toEqual(sorted(await countDay(db, "2026-05-20")));
    expect(inMemory.find((row) => row.dimension === "total")?.views).toBe(
      visits.reduce((sum, visit) => sum + visit.views.length, 1 + 4),
    );
    expect(await countDayInMemory(db, "2026-05-21")).toEqual([]);
  });
});
