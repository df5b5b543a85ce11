import type { Metric } from "~server/analytics/dashboard-report.server.ts";

/** Numbers as staff read them on the dashboard. Staff pages are English; digits are Latin. */
const counts = new Intl.NumberFormat("en-GB");
const rates = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 2 });
const change = new Intl.NumberFormat("en-GB", {
  style: "percent",
  maximumFractionDigits: 0,
  signDisplay: "exceptZero",
});
const points = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2, signDisplay: "exceptZero" });

export const formatCount = (value: number) => counts.format(value);
export const formatRate = (value: number | null) => (value === null ? "–" : rates.format(value));

const same = "Same as the period before";

/** The change against the period before: a relative change for counts, percentage points for the rate. */
export function formatChange(metric: Pick<Metric, "key" | "value" | "previous">): string {
  const { value, previous } = metric;
  if (value === null || previous === null) return "No comparison: no visitors in one of the periods";
  if (value === previous) return same;
  if (metric.key === "conversion")
    return `${points.format((value - previous) * 100)} percentage points on the period before`;
  if (previous === 0) return "Up from none in the period before";
  return `${change.format((value - previous) / previous)} on the period before`;
}
