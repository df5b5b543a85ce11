import { data } from "react-router";
import type { Route } from "./+types/analytics";
import { countryDataSource } from "~/content/privacy.ts";
import {
  dayCount,
  formatDay,
  parsePeriod,
  type Period,
  periodLabel,
  periodQuery,
} from "~server/analytics/analytics-period.ts";
import { loadDashboard } from "~server/analytics/dashboard-report.server.ts";
import { searchTermsOf } from "~server/analytics/search-terms.server.ts";
import { responseTimes } from "~server/staff/follow-up.server.ts";
import { requireStaff } from "~/staff/staff-request.server.ts";
import { AnalyticsChart } from "./analytics-chart.tsx";
import { PeriodPicker } from "./analytics-period-picker.tsx";
import { AnalyticsSummary } from "./analytics-summary.tsx";
import { AnalyticsTable } from "./analytics-table.tsx";
import { ResponseTimeSummary } from "./response-times.tsx";
import { SearchTermsPanel } from "./search-terms-panel.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { TextLink } from "./ui/text-link.tsx";

/** Rows per table on the page; the CSV export has them all. */
const shownRows = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireStaff(request, context, { page: true, area: "analytics" });
  const today = new Date().toISOString().slice(0, 10);
  const parsed = parsePeriod(new URL(request.url).searchParams, today);
  if (!parsed.ok) {
    return data({ today, errors: parsed.errors, input: parsed.input, report: null }, { status: 400 });
  }
  const { period } = parsed;
  const { metrics, chart, tables } = await loadDashboard(db, period);
  // Period days are UTC dates, both ends included.
  const end = new Date(`${period.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const replies = await responseTimes(db, { from: new Date(`${period.from}T00:00:00.000Z`), to: end });
  const searchTerms = await searchTermsOf(db, period);
  return {
    today,
    errors: [],
    input: { from: period.from, to: period.to },
    report: {
      period: { kind: period.kind, from: period.from, to: period.to, bucket: period.bucket },
      previous: period.previous,
      query: periodQuery(period),
      metrics,
      replies,
      searchTerms,
      chart,
      tables: tables.map((table) => ({ ...table, rows: table.rows.slice(0, shownRows) })),
    },
  };
}

const span = (range: { from: string; to: string }) =>
  range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} to ${formatDay(range.to)}`;

/** "The 30 days before" / "The day before": what the changes are measured against. */
const previousLabel = (period: Pick<Period, "from" | "to">) => {
  const days = dayCount(period);
  return days === 1 ? "The day before" : `The ${days} days before`;
};

/** Traffic and leads of a period; every part is server-rendered HTML that works without JavaScript. */
export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { today, errors, input, report } = loaderData;
  return (
    <>
      <title>Analytics - Staff</title>
      <PageTitle>Analytics</PageTitle>
      <PeriodPicker current={report?.period ?? null} errors={errors} input={input} today={today} />
      {report && (
        <>
          <p className="mt-6 text-lg">
            <span className="font-semibold">{periodLabel(report.period)}</span>: {span(report.period)}, compared with{" "}
            {span(report.previous)}.
          </p>
          <AnalyticsSummary metrics={report.metrics} previousLabel={previousLabel(report.period)} />
          <p className="mt-3 text-sm text-ink-soft">
            Days are UTC days (06:00 to 06:00 in Dhaka). Visitors over several days are the sum of each day&apos;s
            visitors: a visitor is recognised for one day only, by design (no cookie, a new salt every day), so someone
            who comes back on three days counts three times. Leads are the messages received in the period.
          </p>
          <ResponseTimeSummary times={report.replies} />
          <AnalyticsChart points={report.chart} unit={report.period.bucket} />
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {report.tables.map((table) => (
              <AnalyticsTable
                key={table.key}
                table={table}
                exportHref={`/staff/analytics/export?table=${table.key}&${report.query}`}
              >
                {table.key === "countries" && <CountryCredit />}
              </AnalyticsTable>
            ))}
          </div>
          <SearchTermsPanel terms={report.searchTerms} />
        </>
      )}
    </>
  );
}

/** DB-IP's licence (CC BY 4.0) asks for a link wherever its results are shown. */
function CountryCredit() {
  return (
    <p className="mt-2 text-sm text-ink-soft">
      Countries come from a proxy&apos;s header where one is set, else from the visitor&apos;s address:{" "}
      <TextLink href={countryDataSource.href}>IP Geolocation by {countryDataSource.name}</TextLink> (
      {countryDataSource.licence}).
    </p>
  );
}
