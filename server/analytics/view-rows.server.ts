import type { Queryable } from "../db/database.ts";
import type { StoredView } from "./analytics-rows.ts";
import { utcDay } from "./visitor-hash.server.ts";

const viewColumns = [
  "day",
  "at",
  "visitor",
  "path",
  "language",
  "status",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
  "browser",
  "country",
  "views",
] as const;

/**
 * Rows per INSERT statement. PostgreSQL: 500 (14 columns × 500 parameters is far under its limit),
 * one round trip for 500 views. SQLite runs in this process, so a statement costs no round trip,
 * and a multi-row INSERT is much slower there: binding its thousands of numbered parameters ($n,
 * ?n) cost 120 µs a row against 5–12 µs for one prepared single-row INSERT run per view
 * (measured with node:sqlite on this machine).
 */
const rowsPerInsert = { postgres: 500, sqlite: 1 } as const;

const viewValues = (view: StoredView) => [
  utcDay(view.at),
  view.at.toISOString(),
  view.visitor,
  view.path,
  view.language,
  view.status,
  view.referrer,
  view.utmSource,
  view.utmMedium,
  view.utmCampaign,
  view.device,
  view.browser,
  view.country,
  view.views ?? 1,
];

const insertSqls = new Map<number, string>();
/** The INSERT of `rows` views; made once per size (SQLite's is run once per view). */
function insertSql(rows: number): string {
  let sql = insertSqls.get(rows);
  if (!sql) {
    const tuples = Array.from(
      { length: rows },
      (_, row) => `(${viewColumns.map((_, column) => `$${row * viewColumns.length + column + 1}`).join(", ")})`,
    );
    sql = `INSERT INTO analytics_views (${viewColumns.join(", ")}) VALUES ${tuples.join(", ")}`;
    insertSqls.set(rows, sql);
  }
  return sql;
}

/** Inserts views as they are, in the caller's transaction (see `rowsPerInsert`). */
export async function insertRows(tx: Queryable, views: readonly StoredView[]): Promise<void> {
  const perInsert = rowsPerInsert[tx.dialect];
  for (let start = 0; start < views.length; start += perInsert) {
    const chunk = views.slice(start, start + perInsert);
    await tx.query(insertSql(chunk.length), chunk.flatMap(viewValues));
  }
}
