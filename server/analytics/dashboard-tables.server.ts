import { conversionTables } from "./dashboard-conversion.server.ts";
import { countryName, deviceName, languageName, referrerName } from "./dashboard-labels.ts";
import type { ValueTotal } from "./analytics-rows.ts";
import type { Leads, Traffic } from "./dashboard-queries.server.ts";
import { type Cell, count, label, rate, type ReportTable, table, type TableKey, text } from "./dashboard-table.ts";

type Dimension = ValueTotal["dimension"];

const valuesOf = (traffic: Traffic, dimension: Dimension, by: "views" | "entries") =>
  traffic.values
    .filter((row) => row.dimension === dimension && row[by] > 0)
    .sort((a, b) => b[by] - a[by] || b.views - a.views || (a.value < b.value ? -1 : 1));

/** Language, device, browser, country: visitors, views and each value's share of all views. */
function shareTable(
  traffic: Traffic,
  key: TableKey,
  dimension: Dimension,
  titles: [string, string],
  name: (v: string) => string,
) {
  const rows = valuesOf(traffic, dimension, "views");
  const views = rows.reduce((sum, row) => sum + row.views, 0);
  return table(
    key,
    titles[0],
    "Visitors are summed per day. Share: of all page views in the period.",
    [text(titles[1]), count("Visitors"), count("Views"), rate("Share of views")],
    rows.map((row) => [name(row.value), row.visitors, row.views, views > 0 ? row.views / views : null]),
  );
}

const campaignParameters = [
  ["utm_source", "Source"],
  ["utm_medium", "Medium"],
  ["utm_campaign", "Campaign"],
] as const;

/** The three parameters in one list, most visits first (a tie keeps source, medium, campaign order). */
function campaignTable(traffic: Traffic) {
  const rows = campaignParameters
    .flatMap(([dimension, label]) =>
      valuesOf(traffic, dimension, "views")
        .filter((row) => row.value !== "")
        .map((row) => ({ cells: [label, row.value, row.entries, row.views] as Cell[], visits: row.entries })),
    )
    .sort((a, b) => b.visits - a.visits)
    .map((row) => row.cells);
  return table(
    "campaigns",
    "Campaigns",
    "From the utm_source, utm_medium and utm_campaign of the address a visit started at; each is counted on its own.",
    [label("Parameter"), text("Value"), count("Visits"), count("Views")],
    rows,
  );
}

/** Every table of the dashboard, all rows (the page shows the first few of each). */
export function dashboardTables(traffic: Traffic, leads: Leads): ReportTable[] {
  return [
    table(
      "pages",
      "Top pages",
      "Pages answered normally; visitors are summed per day.",
      [text("Page"), count("Visitors"), count("Views")],
      valuesOf(traffic, "page", "views").map((row) => [row.value, row.visitors, row.views]),
    ),
    table(
      "entry-pages",
      "Entry pages",
      "The page each visit started on.",
      [text("Page"), count("Visits"), count("Views")],
      valuesOf(traffic, "page", "entries").map((row) => [row.value, row.entries, row.views]),
    ),
    table(
      "referrers",
      "Referrers",
      "The site a visit came from (its host only); (direct): typed, bookmarked or not sent.",
      [text("Referrer"), count("Visits"), count("Views")],
      valuesOf(traffic, "referrer", "entries").map((row) => [referrerName(row.value), row.entries, row.views]),
    ),
    campaignTable(traffic),
    shareTable(traffic, "languages", "language", ["Languages", "Language"], languageName),
    shareTable(traffic, "devices", "device", ["Devices", "Device"], deviceName),
    shareTable(traffic, "browsers", "browser", ["Browsers", "Browser"], (value) => value),
    shareTable(traffic, "countries", "country", ["Countries", "Country"], countryName),
    ...conversionTables(traffic, leads),
  ];
}
