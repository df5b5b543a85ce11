import { languageName, notRecorded, pageName, referrerName } from "./dashboard-labels.ts";
import type { ValueTotal } from "./analytics-rows.ts";
import type { LeadValue, Leads, Traffic } from "./dashboard-queries.server.ts";
import { type Cell, count, rate, type ReportTable, table, text } from "./dashboard-table.ts";

/**
 * Conversion: messages received (leads) per visit, by what the lead's stored attribution says
 * (entry page, referrer, utm_source) and by the language of the page the form was sent from. A
 * visit is a visitor's first view of a day with that value (the rollups' `entries`); for language,
 * the visitors who viewed pages in it. A lead without attribution counts in "(not recorded)".
 */
export const rateOf = (leads: number, visitors: number | null) =>
  visitors !== null && visitors > 0 ? leads / visitors : null;

type Row = { label: string; visits: number | null; leads: number };

/** Joins visits and leads by value; values with leads but no visits (or the reverse) are kept. */
function join(
  visits: ReadonlyMap<string, number>,
  leads: readonly LeadValue[],
  label: (value: string | null) => string,
): Row[] {
  const rows = new Map<string | null, Row>();
  for (const [value, count] of visits) rows.set(value, { label: label(value), visits: count, leads: 0 });
  for (const lead of leads) {
    const row = rows.get(lead.value) ?? { label: label(lead.value), visits: lead.value === null ? null : 0, leads: 0 };
    row.leads += lead.leads;
    rows.set(lead.value, row);
  }
  return [...rows.values()];
}

const visitsBy = (traffic: Traffic, dimension: ValueTotal["dimension"], by: "entries" | "visitors") =>
  new Map(
    traffic.values
      .filter((row) => row.dimension === dimension && row[by] > 0)
      .map((row) => [row.value, row[by]] as const),
  );

const leadsBy = (leads: Leads, dimension: LeadValue["dimension"]) =>
  leads.values.filter((row) => row.dimension === dimension);

const byLeads = (a: Row, b: Row) => b.leads - a.leads || (b.visits ?? -1) - (a.visits ?? -1);
const cells = (row: Row): Cell[] => [row.label, row.visits, row.leads, rateOf(row.leads, row.visits)];

export function conversionTables(traffic: Traffic, leads: Leads): ReportTable[] {
  const entry = join(visitsBy(traffic, "page", "entries"), leadsBy(leads, "entry_page"), pageName);
  const referrers = join(visitsBy(traffic, "referrer", "entries"), leadsBy(leads, "referrer"), referrerName);
  const utmVisits = visitsBy(traffic, "utm_source", "entries");
  utmVisits.delete("");
  const campaigns = join(
    utmVisits,
    leadsBy(leads, "utm_source").filter((row) => row.value !== "" && row.value !== null),
    // Marked, so that a campaign named "facebook" is not read as visits from facebook.com. One
    // column, not a "Type" column: five columns squeeze the names into a few letters a line on a phone.
    (value) => `${value ?? notRecorded} (campaign)`,
  );
  const languages = join(visitsBy(traffic, "language", "visitors"), leadsBy(leads, "language"), (value) =>
    value === null ? notRecorded : languageName(value),
  );
  return [
    table(
      "conversion-entry",
      "Conversion by entry page",
      "Leads per visit that started on the page.",
      [text("Entry page"), count("Visits"), count("Leads"), rate("Conversion rate")],
      entry.sort(byLeads).map(cells),
    ),
    table(
      "conversion-source",
      "Conversion by source",
      "Leads per visit from a referring site, or from a campaign link's utm_source (marked “campaign”); a lead can count under both.",
      [text("Source"), count("Visits"), count("Leads"), rate("Conversion rate")],
      [...referrers, ...campaigns].sort(byLeads).map(cells),
    ),
    table(
      "conversion-language",
      "Conversion by language",
      "Leads sent from pages in the language, per visitor who viewed pages in it.",
      [text("Language"), count("Visitors"), count("Leads"), rate("Conversion rate")],
      languages.sort(byLeads).map(cells),
    ),
  ];
}
