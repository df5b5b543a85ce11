import type { Metric } from "~server/analytics/dashboard-report.server.ts";
import { formatChange, formatCount, formatRate } from "./analytics-format.ts";
import { panelClasses } from "./ui/panel.tsx";

const formatValue = (metric: Metric) =>
  metric.key === "conversion" ? formatRate(metric.value) : formatCount(metric.value ?? 0);
const formatPrevious = (metric: Metric) =>
  metric.key === "conversion" ? formatRate(metric.previous) : formatCount(metric.previous ?? 0);

/** The four headline numbers, each with its change against the period before of the same length (`previousLabel`: "The 30 days before"). */
export function AnalyticsSummary({ metrics, previousLabel }: { metrics: Metric[]; previousLabel: string }) {
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="analytics-summary">
      {metrics.map((metric) => (
        <div key={metric.key} className={panelClasses.plain}>
          <dt className="font-semibold text-ink-soft">{metric.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-teal-deep">{formatValue(metric)}</dd>
          <dd className="mt-1 text-sm font-semibold text-ink">{formatChange(metric)}</dd>
          <dd className="text-sm text-ink-soft">
            {previousLabel}: {formatPrevious(metric)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
