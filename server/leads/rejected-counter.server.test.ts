// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/database.ts";
import { createRejectedCounter } from "./rejected-counter.server.ts";

/** A store that records each statement's parameters: (day, reason, count) triples. */
function recordingStore() {
  const writes: unknown[][] = [];
  let failing = false;
  const db = {
    dialect: "sqlite",
    query: async (_sql: string, params: readonly unknown[] = []) => {
      if (failing) throw new Error("disk full");
      writes.push([...params]);
      return [];
    },
  } as unknown as Database;
  return { db, writes, fail: (value: boolean) => (failing = value) };
}

const now = new Date("2026-03-15T10:00:00Z");

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(now);
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("createRejectedCounter", () => {
  it("writes at most once per interval, only while something waits, whatever the number of posts", async () => {
    const store = recordingStore();
    const counter = createRejectedCounter({ store: async () => store.db, flushMs: 10_000 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.writes).toEqual([]); // nothing counted, nothing written: no idle timer either
    for (let i = 0; i < 5_000; i += 1) counter.add("cross-site");
    await vi.advanceTimersByTimeAsync(9_999);
    expect(store.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.writes).toEqual([["2026-03-15", "cross-site", 5_000]]);
    for (let i = 0; i < 3; i += 1) counter.add("invalid");
    counter.add("cross-site");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.writes[1]).toEqual(["2026-03-15", "cross-site", 1, "2026-03-15", "invalid", 3]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.writes).toHaveLength(2);
  });

  it("counts each post on the UTC day it was refused, across midnight", async () => {
    const store = recordingStore();
    const counter = createRejectedCounter({ store: async () => store.db, flushMs: 10_000 });
    vi.setSystemTime(new Date("2026-03-15T23:59:58Z"));
    counter.add("invalid");
    await vi.advanceTimersByTimeAsync(4_000);
    counter.add("invalid");
    await counter.close();
    expect(store.writes).toEqual([["2026-03-15", "invalid", 1, "2026-03-16", "invalid", 1]]);
  });

  it("retries a failed write at the next interval with everything counted since, and logs the trouble once", async () => {
    const store = recordingStore();
    const counter = createRejectedCounter({ store: async () => store.db, flushMs: 10_000 });
    store.fail(true);
    counter.add("too-large");
    await vi.advanceTimersByTimeAsync(10_000);
    counter.add("too-large");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(counter.pending).toBe(2);
    const warned = vi
      .mocked(console.error)
      .mock.calls.filter((call) => String(call[0]).includes("refused posts are not being stored"));
    expect(warned).toHaveLength(1);
    store.fail(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(store.writes).toEqual([["2026-03-15", "too-large", 2]]);
    expect(counter.pending).toBe(0);
  });

  it("logs what it could not write at shutdown, with the number of posts", async () => {
    const store = recordingStore();
    const counter = createRejectedCounter({ store: async () => store.db, flushMs: 10_000 });
    store.fail(true);
    for (let i = 0; i < 4; i += 1) counter.add("bad-request");
    await counter.close();
    const errors = vi.mocked(console.error).mock.calls.map((call) => JSON.parse(String(call[0])));
    expect(errors.find((line) => line.message === "refused posts lost at shutdown")).toMatchObject({ lost: 4 });
  });
});
