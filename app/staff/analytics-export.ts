import type { Route } from "./+types/analytics-export";
import { parsePeriod } from "~server/analytics/analytics-period.ts";
import { tableCsv } from "~server/analytics/dashboard-csv.server.ts";
import { loadDashboard } from "~server/analytics/dashboard-report.server.ts";
import { isTableKey, tableKeys } from "~server/analytics/dashboard-table.ts";
import { privateHeaders, requireStaff } from "~/staff/staff-request.server.ts";

const refuse = (message: string) =>
  new Response(message, { status: 400, headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" } });

/**
 * One dashboard table as a CSV download, every row: /staff/analytics/export?table=pages&period=30d.
 * Needs a session (401 without, like the inbox export). Not audited, unlike the inbox export: it
 * holds counts, no personal data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = await requireStaff(request, context, { area: "analytics" });
  const url = new URL(request.url);
  const key = url.searchParams.get("table") ?? "";
  if (!isTableKey(key)) return refuse(`Unknown table. Use one of: ${tableKeys.join(", ")}.`);
  const parsed = parsePeriod(url.searchParams, new Date().toISOString().slice(0, 10));
  if (!parsed.ok) return refuse(parsed.errors.map((error) => error.message).join("\n"));
  const { period } = parsed;
  const table = (await loadDashboard(db, period)).tables.find((candidate) => candidate.key === key);
  if (!table) return refuse("Unknown table.");
  return new Response(tableCsv(table), {
    headers: {
      ...privateHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="analytics-${key}-${period.from}-to-${period.to}.csv"`,
    },
  });
}
