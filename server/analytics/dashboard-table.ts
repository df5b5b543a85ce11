/**
 * The shape of every table on the staff analytics dashboard: plain data the page renders and the
 * CSV export writes, from one definition (dashboard-tables.server.ts). No server code here, so
 * the page's components can import it.
 */
export const tableKeys = [
  "pages",
  "entry-pages",
  "referrers",
  "campaigns",
  "languages",
  "devices",
  "browsers",
  "countries",
  "conversion-entry",
  "conversion-source",
  "conversion-language",
] as const;
export type TableKey = (typeof tableKeys)[number];

/**
 * Text is shown as text (visitor-supplied values among it); a label is one of a few short words
 * the dashboard itself writes ("Referrer", "utm_source"), never broken across lines; counts are
 * integers; rates are fractions (0.0123).
 */
export type Column = { label: string; kind: "text" | "label" | "count" | "rate" };
export type Cell = string | number | null;

export type ReportTable = {
  key: TableKey;
  title: string;
  /** What the numbers mean, in one sentence. */
  note: string;
  columns: Column[];
  rows: Cell[][];
  /** How many rows there are in all; the page shows the first few, the CSV every one. */
  rowCount: number;
};

export const isTableKey = (value: string): value is TableKey => (tableKeys as readonly string[]).includes(value);

export const table = (key: TableKey, title: string, note: string, columns: Column[], rows: Cell[][]): ReportTable => ({
  key,
  title,
  note,
  columns,
  rows,
  rowCount: rows.length,
});

export const text = (label: string): Column => ({ label, kind: "text" });
export const label = (label: string): Column => ({ label, kind: "label" });
export const count = (label: string): Column => ({ label, kind: "count" });
export const rate = (label: string): Column => ({ label, kind: "rate" });
