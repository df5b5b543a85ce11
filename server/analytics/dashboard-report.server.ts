import { daysOf, formatDay, formatMonth, monthsOf, type Period } from "./analytics-period.ts";
import type { Queryable } from "../db/database.ts";
import { rateOf } from "./dashboard-conversion.server.ts";
import { type DayTotal, periodLeads, periodLeadTotal, periodTraffic } from "./dashboard-queries.server.ts";
import type { ReportTable } from "./dashboard-table.ts";
import { dashboardTables } from "./dashboard-tables.server.ts";

export type MetricKey = "visitors" | "views" | "leads" | "conversion";
/** A headline number and the same number for the period before; a rate is a fraction, null without visitors. */
export type Metric = { key: MetricKey; label: string; value: number | null; previous: number | null };
/** One bar of the chart: a day, or a month for periods longer than 31 days. */
export type ChartPoint = { key: string; label: string; views: number; visitors: number };
export type Dashboard = { metrics: Metric[]; chart: ChartPoint[]; tables: ReportTable[] };

const sum = (days: readonly DayTotal[], field: "views" | "visitors") =>
  days.reduce((total, day) => total + day[field], 0);

function metrics(
  current: { days: DayTotal[]; leads: number },
  previous: { days: DayTotal[]; leads: number },
): Metric[] {
  const visitors = sum(current.days, "visitors");
  const visitorsBefore = sum(previous.days, "visitors");
  return [
    { key: "visitors", label: "Visitors", value: visitors, previous: visitorsBefore },
    { key: "views", label: "Page views", value: sum(current.days, "views"), previous: sum(previous.days, "views") },
    { key: "leads", label: "Leads", value: current.leads, previous: previous.leads },
    {
      key: "conversion",
      label: "Conversion rate",
      value: rateOf(current.leads, visitors),
      previous: rateOf(previous.leads, visitorsBefore),
    },
  ];
}

/** Every day (or month) of the period, with zeros where nothing was counted. */
export function chartPoints(period: Pick<Period, "from" | "to" | "bucket">, days: readonly DayTotal[]): ChartPoint[] {
  const byMonth = period.bucket === "month";
  const keys = byMonth ? monthsOf(period) : daysOf(period);
  const points = new Map(
    keys.map((key) => [key, { key, label: byMonth ? formatMonth(key) : formatDay(key), views: 0, visitors: 0 }]),
  );
  for (const day of days) {
    const point = points.get(byMonth ? day.day.slice(0, 7) : day.day);
    if (!point) continue;
    point.views += day.views;
    point.visitors += day.visitors;
  }
  return [...points.values()];
}

/**
 * Everything the dashboard shows for a period: the headline numbers against the period before,
 * the chart's points and every table (all rows). Reads rollups for finished days and raw views
 * only for days not rolled up yet (dashboard-queries.server.ts).
 */
export async function loadDashboard(db: Queryable, period: Period): Promise<Dashboard> {
  const [traffic, before, leads, leadsBefore] = await Promise.all([
    periodTraffic(db, period),
    periodTraffic(db, period.previous, { breakdown: false }),
    periodLeads(db, period),
    periodLeadTotal(db, period.previous),
  ]);
  return {
    metrics: metrics({ days: traffic.days, leads: leads.total }, { days: before.days, leads: leadsBefore }),
    chart: chartPoints(period, traffic.days),
    tables: dashboardTables(traffic, leads),
  };
}
