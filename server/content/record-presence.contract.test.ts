// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { markGone, markPresent, presenceWindowMs } from "./record-presence.server.ts";

const record = { collection: "testimonials", id: "najd-trading-est" };
const t0 = Date.parse("2026-12-02T08:00:00Z");
const at = (ms: number) => new Date(t0 + ms);

describe.each(storeFactories)("who has a record open, on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(() => db.close());

  it("answers the others who said so within the window, never oneself, and drops whoever left", async () => {
    expect(await markPresent(db, record, "nadia@example.com", at(0))).toEqual([]);
    expect(await markPresent(db, record, "rashed@example.com", at(1_000))).toEqual([
      { email: "nadia@example.com", seenAt: at(0).toISOString() },
    ]);
    // Another record is another room.
    expect(await markPresent(db, { ...record, id: "hijaz-travel-services" }, "salma@example.com", at(2_000))).toEqual(
      [],
    );
    // Nadia's page stopped saying so (a closed laptop): past the window, she is gone for Rashed.
    expect(await markPresent(db, record, "rashed@example.com", at(presenceWindowMs + 1_000))).toEqual([]);
    await markPresent(db, record, "nadia@example.com", at(presenceWindowMs + 2_000));
    await markGone(db, record, "rashed@example.com");
    expect(await markPresent(db, record, "nadia@example.com", at(presenceWindowMs + 3_000))).toEqual([]);
  });
});
