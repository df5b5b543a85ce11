import { describe, expect, it } from "vitest";
import { parseSettings } from "./settings.ts";

const analytics = (env: Record<string, string>) => parseSettings(env).analytics;

describe("analytics settings", () => {
  it("counts by default, flushing every 5 s and keeping raw views 30 days", () => {
    expect(analytics({})).toEqual({
      enabled: true,
      flushMs: 5_000,
      bufferLimit: 50_000,
      rawDays: 30,
      countHeadless: false,
      countryHeader: undefined,
    });
  });

  it("reads ANALYTICS=off, the intervals and the country header behind a trusted proxy", () => {
    const config = analytics({
      ANALYTICS: "off",
      ANALYTICS_FLUSH_MS: "2000",
      ANALYTICS_RAW_DAYS: "90",
      ANALYTICS_COUNT_HEADLESS: "1",
      ANALYTICS_COUNTRY_HEADER: "CF-IPCountry",
      TRUST_PROXY: "1",
    });
    expect(config).toMatchObject({
      enabled: false,
      flushMs: 2_000,
      rawDays: 90,
      countHeadless: true,
      countryHeader: "cf-ipcountry",
    });
  });

  it("refuses bad values, naming the variable", () => {
    expect(() => analytics({ ANALYTICS: "no" })).toThrow(/ANALYTICS:/);
    expect(() => analytics({ ANALYTICS_FLUSH_MS: "5 s" })).toThrow(/ANALYTICS_FLUSH_MS/);
    expect(() => analytics({ ANALYTICS_RAW_DAYS: "0" })).toThrow(/ANALYTICS_RAW_DAYS/);
    expect(() => analytics({ ANALYTICS_COUNTRY_HEADER: "X: y", TRUST_PROXY: "1" })).toThrow(/ANALYTICS_COUNTRY_HEADER/);
  });

  it("refuses a country header without a trusted proxy: a visitor could set it", () => {
    expect(() => analytics({ ANALYTICS_COUNTRY_HEADER: "CF-IPCountry" })).toThrow(/TRUST_PROXY=1/);
  });
});
