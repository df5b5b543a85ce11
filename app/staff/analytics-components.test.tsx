// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { count, rate, table, text } from "~server/analytics/dashboard-table.ts";
import { AnalyticsChart, niceMax } from "./analytics-chart.tsx";
import { formatChange } from "./analytics-format.ts";
import { PeriodPicker } from "./analytics-period-picker.tsx";
import { AnalyticsTable } from "./analytics-table.tsx";

const payload = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>`;

describe("the analytics dashboard's pieces", () => {
  it("shows visitor-supplied text as text, formats numbers and rates, and links the table's CSV", () => {
    const referrers = table(
      "referrers",
      "Referrers",
      "Where visits came from.",
      [text("Referrer"), count("Visits"), rate("Rate")],
      [
        [payload, 12_345, 0.1234],
        ["(direct)", 3, null],
      ],
    );
    const { container } = render(
      <AnalyticsTable
        table={{ ...referrers, rowCount: 40 }}
        exportHref="/staff/analytics/export?table=referrers&period=7d"
      />,
    );
    expect(container.querySelector("img, script")).toBeNull();
    const rows = within(screen.getByRole("table", { name: "Referrers" })).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual(["ReferrerVisitsRate", `${payload}12,34512.34%`, "(direct)3–"]);
    expect(screen.getByRole("link", { name: "Download CSV of Referrers" })).toHaveProperty(
      "href",
      expect.stringContaining("/staff/analytics/export?table=referrers&period=7d"),
    );
    expect(screen.getByText("The first 2 of 40; the CSV has every row.")).toBeTruthy();
  });

  it("draws one bar pair per day with a text summary, and the same numbers in a table", () => {
    const points = [
      { key: "2026-11-23", label: "23 Nov 2026", views: 120, visitors: 80 },
      { key: "2026-11-24", label: "24 Nov 2026", views: 30, visitors: 20 },
    ];
    const { container } = render(<AnalyticsChart points={points} unit="day" />);
    expect(container.querySelectorAll("svg rect")).toHaveLength(4);
    expect(screen.getByRole("img").getAttribute("aria-label")).toContain("Most page views: 120 in 23 Nov 2026.");
    const rows = within(screen.getByRole("table", { hidden: true })).getAllByRole("row", { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      "DayPage viewsVisitors",
      "23 Nov 202612080",
      "24 Nov 20263020",
    ]);
    expect([niceMax(0), niceMax(7), niceMax(120), niceMax(20_000), niceMax(20_001)]).toEqual([
      10, 10, 200, 20_000, 50_000,
    ]);
  });

  it("marks the current preset and explains a bad custom period next to its field", () => {
    render(
      <PeriodPicker
        current={null}
        errors={[{ field: "to", message: "The end date cannot be after today (UTC)." }]}
        input={{ from: "2026-11-01", to: "2026-12-01" }}
        today="2026-11-24"
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("That period cannot be shown.");
    const to = screen.getByLabelText("To");
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(to.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The end date cannot be after today (UTC).",
    );
    const preset = render(
      <PeriodPicker
        current={{ kind: "7d", from: "2026-11-18", to: "2026-11-24" }}
        errors={[]}
        input={{ from: "", to: "" }}
        today="2026-11-24"
      />,
    );
    expect(within(preset.container).getByRole("link", { name: "Last 7 days" }).getAttribute("aria-current")).toBe(
      "page",
    );
  });

  it("states each change against the period before", () => {
    expect(formatChange({ key: "views", value: 150, previous: 100 })).toBe("+50% on the period before");
    expect(formatChange({ key: "leads", value: 3, previous: 4 })).toBe("-25% on the period before");
    expect(formatChange({ key: "leads", value: 3, previous: 0 })).toBe("Up from none in the period before");
    expect(formatChange({ key: "visitors", value: 5, previous: 5 })).toBe("Same as the period before");
    expect(formatChange({ key: "conversion", value: 0.025, previous: 0.02 })).toBe(
      "+0.5 percentage points on the period before",
    );
    expect(formatChange({ key: "conversion", value: 0.02, previous: null })).toMatch(/^No comparison/);
  });
});
