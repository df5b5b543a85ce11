import { describe, expect, it } from "vitest";
import { unlocalizedPath } from "../../../app/content/site-paths.ts";
import { templatePaths } from "../../../tests/support/route-table.ts";
import { chosenHalf, halfOfSample } from "./sample-half.ts";

describe("the half of the template sample a run measures", () => {
  const [first, second] = [halfOfSample(templatePaths, 0), halfOfSample(templatePaths, 1)];
  const templates = new Set(templatePaths.map(unlocalizedPath));

  it("has every template once, in both languages", () => {
    for (const half of [first, second]) {
      expect(half.map(unlocalizedPath).sort()).toEqual([...templates].sort());
      expect(half.some((path) => path.startsWith("/bn"))).toBe(true);
      expect(half.some((path) => !path.startsWith("/bn"))).toBe(true);
    }
  });

  it("leaves to the other half exactly the pages it does not measure, so two runs measure the whole sample", () => {
    expect(first.filter((path) => second.includes(path))).toEqual([]);
    expect([...first, ...second].sort()).toEqual([...templatePaths].sort());
  });

  it("alternates with the commit, and measures the same pages again on the same commit", () => {
    expect(chosenHalf(undefined, () => 1041).half).toBe(1);
    expect(chosenHalf(undefined, () => 1042).half).toBe(0);
    expect(chosenHalf(undefined, () => 1042).half).toBe(0);
    expect(chosenHalf(undefined, () => undefined).half).toBe("all");
  });

  it("follows LIGHTHOUSE_HALF, and refuses a value it does not know with the values it takes", () => {
    expect(chosenHalf("all", () => 7).half).toBe("all");
    expect(chosenHalf("0", () => 7).half).toBe(0);
    expect(() => chosenHalf("2")).toThrow('LIGHTHOUSE_HALF must be 0, 1 or "all"');
  });
});
