import { describe, expect, it } from "vitest";
import { daysOf, monthsOf, parsePeriod, periodLabel, periodQuery } from "./analytics-period.ts";

const today = "2026-11-24";
const parse = (query: string) => parsePeriod(new URLSearchParams(query), today);

describe("dashboard periods", () => {
  it("defaults to the last 30 days, compared with the 30 days before", () => {
    const result = parse("");
    expect(result).toMatchObject({
      ok: true,
      period: { kind: "30d", from: "2026-10-26", to: today, previous: { from: "2026-09-26", to: "2026-10-25" } },
    });
  });

  it("reads today, 7 days and 12 months, with bars per day up to 31 days and per month beyond", () => {
    expect(parse("period=today")).toMatchObject({
      period: { from: today, to: today, previous: { from: "2026-11-23", to: "2026-11-23" }, bucket: "day" },
    });
    expect(parse("period=7d")).toMatchObject({ period: { from: "2026-11-18", to: today, bucket: "day" } });
    const year = parse("period=12m");
    expect(year).toMatchObject({ period: { from: "2025-12-01", to: today, bucket: "month" } });
    if (year.ok) expect(year.period.previous.to).toBe("2025-11-30");
  });

  it("reads a custom period, and a from/to without period=custom as one", () => {
    expect(parse("period=custom&from=2026-02-01&to=2026-02-28")).toMatchObject({
      ok: true,
      period: { kind: "custom", previous: { from: "2026-01-04", to: "2026-01-31" }, bucket: "day" },
    });
    expect(parse("from=2026-01-01&to=2026-03-31")).toMatchObject({ period: { kind: "custom", bucket: "month" } });
  });

  it("answers bad input with a message per field instead of throwing", () => {
    const messages = (query: string) => {
      const result = parse(query);
      return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
    };
    expect(messages("period=forever")).toEqual(["period: Choose one of the periods listed."]);
    expect(messages("period=custom")).toEqual(["from: Enter the start date.", "to: Enter the end date."]);
    expect(messages("from=2026-02-30&to=yesterday")).toEqual([
      "from: The start date does not exist: choose another.",
      "to: The end date is not a date: choose one.",
    ]);
    expect(messages("from=2026-03-01&to=2026-02-01")).toEqual([
      "from: The start date must be on or before the end date.",
    ]);
    expect(messages("from=2026-11-01&to=2026-12-01")).toEqual(["to: The end date cannot be after today (UTC)."]);
    expect(messages("from=2020-01-01&to=2026-01-01")).toEqual(["from: A custom period can be at most 731 days long."]);
    expect(messages(`from=${"<script>".repeat(100)}&to=2026-01-01`)[0]).toMatch(/^from: /);
  });

  it("lists days and months, and writes a period back as a query string and a label", () => {
    expect(daysOf({ from: "2026-02-27", to: "2026-03-01" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(monthsOf({ from: "2025-11-15", to: "2026-01-02" })).toEqual(["2025-11", "2025-12", "2026-01"]);
    expect(periodQuery({ kind: "7d", from: "", to: "" })).toBe("period=7d");
    expect(periodQuery({ kind: "custom", from: "2026-01-01", to: "2026-01-31" })).toBe(
      "period=custom&from=2026-01-01&to=2026-01-31",
    );
    expect(periodLabel({ kind: "custom", from: "2026-01-01", to: "2026-01-31" })).toBe("1 Jan 2026 to 31 Jan 2026");
    expect(periodLabel({ kind: "12m", from: "", to: "" })).toBe("Last 12 months");
  });
});
