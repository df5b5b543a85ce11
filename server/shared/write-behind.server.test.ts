import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createWriteBehind } from "./write-behind.server.ts";

// Distinct numbers: no two views are identical, each stands for one request.
const distinct = { keyOf: String, merge: (into: number) => into, weight: () => 1 };

describe("the view buffer", () => {
  let output: string[];
  beforeEach(() => {
    vi.useFakeTimers();
    output = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void output.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => void output.push(line));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("writes the views of a period in one batch, after the flush interval and not before", async () => {
    const batches: number[][] = [];
    const buffer = createWriteBehind<number>({
      label: "page views",
      ...distinct,
      write: async (batch) => void batches.push(batch),
      flushMs: 5_000,
      limit: 100,
    });
    buffer.add(1);
    buffer.add(2);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(batches).toEqual([]);
    buffer.add(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3]]);
    // Nothing waiting: no timer, no empty write.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(1);
    buffer.add(4);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("writes what is left when closed, and counts nothing after", async () => {
    const batches: number[][] = [];
    const buffer = createWriteBehind<number>({
      label: "page views",
      ...distinct,
      write: async (batch) => void batches.push(batch),
      flushMs: 5_000,
      limit: 100,
    });
    buffer.add(1);
    await buffer.close();
    expect(batches).toEqual([[1]]);
  });

  it("keeps views while the store is down, drops those beyond the limit, and logs the loss once with its count", async () => {
    let down = true;
    const stored: number[] = [];
    const buffer = createWriteBehind<number>({
      label: "page views",
      ...distinct,
      write: async (batch) => {
        if (down) throw new Error("connection refused");
        stored.push(...batch);
      },
      flushMs: 1_000,
      limit: 5,
    });
    for (let i = 1; i <= 3; i++) buffer.add(i);
    await vi.advanceTimersByTimeAsync(1_000);
    for (let i = 4; i <= 10; i++) buffer.add(i);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(buffer.size).toBe(5);
    const errors = output.filter((line) => line.includes('"level":"error"'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("connection refused");

    down = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stored).toEqual([1, 2, 3, 4, 5]);
    const back = output.map((line) => JSON.parse(line)).find((line) => line.message === "page views are stored again");
    expect(back).toMatchObject({ level: "info", lost: 5 });
    expect(buffer.size).toBe(0);
  });

  it("says at shutdown how many views it could not write", async () => {
    const buffer = createWriteBehind<number>({
      label: "page views",
      ...distinct,
      write: () => Promise.reject(new Error("disk full")),
      flushMs: 1_000,
      limit: 10,
    });
    buffer.add(1);
    buffer.add(2);
    await buffer.close();
    const last = JSON.parse(output.at(-1) ?? "{}");
    expect(last).toMatchObject({ level: "error", message: "page views lost at shutdown", lost: 2 });
  });

  it("never lets add throw or wait, even when writes fail", () => {
    const buffer = createWriteBehind<number>({
      label: "page views",
      ...distinct,
      write: () => Promise.reject(new Error("x")),
      flushMs: 1_000,
      limit: 1,
    });
    expect(() => {
      for (let i = 0; i < 1_000; i++) buffer.add(i);
    }).not.toThrow();
    expect(buffer.size).toBe(1);
  });

  it("keeps identical views once with their count, so a burst from one visitor costs one row and no memory", async () => {
    type View = { page: string; views: number };
    const batches: View[][] = [];
    const buffer = createWriteBehind<View>({
      label: "page views",
      write: async (batch) => void batches.push(batch),
      flushMs: 1_000,
      limit: 2,
      keyOf: (view) => view.page,
      merge: (into, view) => ({ ...into, views: into.views + view.views }),
      weight: (view) => view.views,
    });
    for (let i = 0; i < 1_000; i++) buffer.add({ page: "/", views: 1 });
    buffer.add({ page: "/about-us", views: 1 });
    buffer.add({ page: "/about-us", views: 1 });
    expect(buffer.size).toBe(2);
    // A third distinct view is over the limit: lost, and counted as one request.
    buffer.add({ page: "/contact-us", views: 1 });
    await buffer.flush();
    expect(batches).toEqual([
      [
        { page: "/", views: 1_000 },
        { page: "/about-us", views: 2 },
      ],
    ]);
    const lines = output.map((line) => JSON.parse(line));
    expect(lines.find((line) => line.level === "error")?.message).toContain("too many waiting");
    expect(lines.at(-1)).toMatchObject({ message: "page views are stored again", lost: 1 });
  });
});
