// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { createRejectedCounter } from "./rejected-counter.server.ts";
import { listRejectedPosts, type RejectedReason } from "./rejected-posts.server.ts";

const today = new Date("2026-03-15T10:00:00Z");
const yesterday = new Date("2026-03-14T23:59:59Z");
const hour = 3_600_000;

/** The database with every statement and transaction counted: what a flood costs the store. */
function counted(db: Database) {
  const calls = { statements: 0 };
  const wrapped: Database = {
    ...db,
    query: (sql, params) => {
      calls.statements += 1;
      return db.query(sql, params);
    },
    transaction: (work) => {
      calls.statements += 1;
      return db.transaction(work);
    },
  };
  return { db: wrapped, calls };
}

/** Refused posts as the staff table shows them (the last two days), keyed "day reason". */
async function shown(db: Database) {
  const rows = await listRejectedPosts(db, { days: 2, now: today });
  return Object.fromEntries(rows.map((row) => [`${row.day} ${row.reason}`, row.count]));
}

/** Refused posts are counted in memory and written in batches: the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("refused-post counting on $name", (factory) => {
  let db: Database;
  const others: Database[] = [];

  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    db = await factory.open();
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await db.close();
    vi.restoreAllMocks();
  });

  it("writes a flood of 10,000 refused posts as one statement per flush, and the counts shown are exact", async () => {
    const store = counted(db);
    // An hour: only the explicit flushes write in this test.
    const counter = createRejectedCounter({ store: async () => store.db, flushMs: hour });
    const reasons: RejectedReason[] = ["cross-site", "bad-request", "invalid", "too-large", "rate-limited"];
    for (let i = 0; i < 10_000; i += 1) counter.add(reasons[i % reasons.length]!, i < 9_000 ? today : yesterday);
    expect(store.calls.statements).toBe(0);
    expect(counter.pending).toBe(10_000);
    await counter.flush();
    expect(store.calls.statements).toBe(1);
    expect(counter.pending).toBe(0);
    expect(await shown(db)).toEqual({
      "2026-03-15 bad-request": 1_800,
      "2026-03-15 cross-site": 1_800,
      "2026-03-15 invalid": 1_800,
      "2026-03-15 rate-limited": 1_800,
      "2026-03-15 too-large": 1_800,
      "2026-03-14 bad-request": 200,
      "2026-03-14 cross-site": 200,
      "2026-03-14 invalid": 200,
      "2026-03-14 rate-limited": 200,
      "2026-03-14 too-large": 200,
    });
    for (let i = 0; i < 2_500; i += 1) counter.add("cross-site", today);
    await counter.flush();
    await counter.flush(); // nothing waiting: no statement
    expect(store.calls.statements).toBe(2);
    expect((await shown(db))["2026-03-15 cross-site"]).toBe(4_300);
    await counter.close();
  });

  it("adds the counts of every instance to the same rows", async () => {
    const one = createRejectedCounter({ store: async () => db, flushMs: hour });
    const other = await factory.openAnother();
    others.push(other);
    const two = createRejectedCounter({ store: async () => other, flushMs: hour });
    for (let i = 0; i < 300; i += 1) {
      one.add("cross-site", today);
      two.add("cross-site", today);
      two.add("invalid", today);
    }
    await Promise.all([one.flush(), two.flush()]);
    expect(await shown(db)).toEqual({ "2026-03-15 cross-site": 600, "2026-03-15 invalid": 300 });
    await Promise.all([one.close(), two.close()]);
  });

  it("writes what is left at a graceful shutdown, so nothing counted is lost", async () => {
    const counter = createRejectedCounter({ store: async () => db, flushMs: hour });
    for (let i = 0; i < 7; i += 1) counter.add("too-large", today);
    await counter.close();
    expect(counter.pending).toBe(0);
    expect(await shown(db)).toEqual({ "2026-03-15 too-large": 7 });
    counter.add("too-large", today); // after close: kept in memory, never a timer that outlives the store
    expect(counter.pending).toBe(1);
  });

  it("keeps the counts while the store refuses them, says so once, and writes them all when it is back", async () => {
    let down = true;
    const counter = createRejectedCounter({ store: async () => (down ? undefined : db), flushMs: hour });
    counter.add("invalid", today);
    await counter.flush();
    counter.add("invalid", today);
    await counter.flush();
    expect(counter.pending).toBe(2);
    const warnings = vi
      .mocked(console.error)
      .mock.calls.filter((call) => String(call[0]).includes("refused posts are not being stored"));
    expect(warnings).toHaveLength(1);
    down = false;
    await counter.flush();
    expect(await shown(db)).toEqual({ "2026-03-15 invalid": 2 });
    await counter.close();
  });
});
