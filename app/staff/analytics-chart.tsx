import type { ChartPoint } from "~server/analytics/dashboard-report.server.ts";
import { formatCount } from "./analytics-format.ts";
import { Panel } from "./ui/panel.tsx";
import { Table, TableCell, TableRow } from "./ui/table.tsx";

/** The top of the scale: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(value: number): number {
  if (value <= 0) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= value) ?? 10 * power;
}

const slot = 10;

/**
 * Views and visitors per day (or month) as server-rendered SVG bars: no chart library and no
 * script. The SVG stretches to the width (its text is HTML around it, so nothing is distorted);
 * screen readers get a one-line summary and the same numbers in a table behind a disclosure.
 */
export function AnalyticsChart({ points, unit }: { points: ChartPoint[]; unit: "day" | "month" }) {
  const top = niceMax(Math.max(0, ...points.map((point) => point.views)));
  const height = (value: number) => (value / top) * 100;
  const busiest = points.reduce<ChartPoint | undefined>(
    (best, point) => (!best || point.views > best.views ? point : best),
    undefined,
  );
  const summary =
    busiest && busiest.views > 0
      ? `Most page views: ${formatCount(busiest.views)} in ${busiest.label}.`
      : "No page views in this period.";
  return (
    <Panel title={`Page views and visitors per ${unit}`} titleId="chart-title" className="mt-6">
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-teal/40" /> Page views
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-teal-deep" /> Visitors
        </span>
      </p>
      <div className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div aria-hidden="true" className="flex h-48 flex-col justify-between text-right text-xs text-ink-soft">
          <span>{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={`Bar chart of page views and visitors per ${unit}. ${summary} The numbers are in the table below.`}
          viewBox={`0 0 ${points.length * slot} 100`}
          preserveAspectRatio="none"
          className="h-48 w-full border-b border-l border-ink/30"
        >
          {[25, 50, 75].map((y) => (
            <line
              key={y}
              x1="0"
              x2={points.length * slot}
              y1={y}
              y2={y}
              className="stroke-ink/10"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {points.map((point, i) => (
            <g key={point.key}>
              <title>{`${point.label}: ${formatCount(point.views)} page views, ${formatCount(point.visitors)} visitors`}</title>
              <rect
                x={i * slot + 1}
                width={slot - 2}
                y={100 - height(point.views)}
                height={height(point.views)}
                className="fill-teal/40"
              />
              <rect
                x={i * slot + 2.5}
                width={slot - 5}
                y={100 - height(point.visitors)}
                height={height(point.visitors)}
                className="fill-teal-deep"
              />
            </g>
          ))}
        </svg>
        <span />
        <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-soft">
          <span>{points.at(0)?.label}</span>
          {points.length > 2 && <span>{points[Math.floor(points.length / 2)]?.label}</span>}
          <span>{points.length > 1 ? points.at(-1)?.label : ""}</span>
        </p>
      </div>
      <details className="mt-3">
        <summary className="cursor-pointer py-2.5 font-semibold text-teal-deep underline">
          Show the numbers as a table
        </summary>
        <Table
          caption={`Page views and visitors per ${unit}`}
          columns={[
            { label: unit === "day" ? "Day" : "Month", kind: "label" },
            { label: "Page views", kind: "number" },
            { label: "Visitors", kind: "number" },
          ]}
          className="mt-2"
        >
          {points.map((point) => (
            <TableRow key={point.key}>
              <TableCell kind="label" rowHeader>
                {point.label}
              </TableCell>
              <TableCell kind="number">{formatCount(point.views)}</TableCell>
              <TableCell kind="number">{formatCount(point.visitors)}</TableCell>
            </TableRow>
          ))}
        </Table>
      </details>
    </Panel>
  );
}
