import { describe, expect, it } from "vitest";
import { RecentBenchmarks } from "./recent-benchmarks.ts";

describe("the host's speed from its recent benchmarks", () => {
  it("ignores one odd sample among steady ones", () => {
    const recent = new RecentBenchmarks(5);
    for (const sample of [1800, 1750, 1820, 1790]) recent.add(sample);
    expect(recent.add(1150)).toBe(1790);
  });

  it("follows a host that stays slower, within three samples of five", () => {
    const recent = new RecentBenchmarks(5);
    for (const sample of [2000, 2000, 2000, 2000, 2000]) recent.add(sample);
    expect(recent.add(1000)).toBe(2000);
    expect(recent.add(1000)).toBe(2000);
    expect(recent.add(1000)).toBe(1000);
  });

  it("is the sample itself at first, then the mean of the middle two while the count is even", () => {
    const recent = new RecentBenchmarks(5);
    expect(recent.add(1200)).toBe(1200);
    expect(recent.add(1800)).toBe(1500);
    expect(recent.add(1500)).toBe(1500);
  });
});
