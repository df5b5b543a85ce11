import type { Queryable, Row } from "../db/database.ts";
import type { DailyRow, Dimension } from "./analytics-rows.ts";
import { isUnlisted, notFoundPath, otherValue, rawRowsPerDayRead, valuesPerDay } from "./bounds.server.ts";

/**
 * A day's counts from its raw views, as `countDay` computes them in SQL, but added up here in one
 * pass over the rows. The dashboard asks for today's counts on every load, and at 20,000 views a
 * day the SQL form (eleven UNION ALL branches, a window function and COUNT(DISTINCT) per value)
 * costs more than reading the rows: sorted by visitor, each visitor's first row is its entry and
 * a value's distinct visitors are counted by noticing a new visitor. The contract test holds
 * both to the same answer.
 */
const valueOf: Record<Dimension, (row: Row) => string | null> = {
  total: () => "",
  page: (row) => (Number(row.status) === 200 ? String(row.path) : null),
  not_found: (row) => (Number(row.status) === 404 ? notFoundPath : null),
  referrer: (row) => (row.referrer as string | null) ?? "",
  utm_source: (row) => (row.utm_source as string | null) ?? "",
  utm_medium: (row) => (row.utm_medium as string | null) ?? "",
  utm_campaign: (row) => (row.utm_campaign as string | null) ?? "",
  language: (row) => String(row.language),
  device: (row) => String(row.device),
  browser: (row) => String(row.browser),
  country: (row) => (row.country as string | null) ?? "",
};
const dimensionList = Object.keys(valueOf) as Dimension[];

type Sum = DailyRow & { lastVisitor: unknown; firstId: number };
/** The values each dimension keeps; absent: all of them. */
type Kept = Map<Dimension, ReadonlySet<string>>;

function sumRows(rows: readonly Row[], kept: Kept): Sum[] {
  const sums = new Map<string, Sum>();
  let previous: unknown;
  for (const row of rows) {
    const entry = row.visitor !== previous;
    previous = row.visitor;
    for (const dimension of dimensionList) {
      let value = valueOf[dimension](row);
      if (value === null) continue;
      if (!isUnlisted(value) && kept.get(dimension)?.has(value) === false) value = otherValue;
      const key = `${dimension}\u0000${value}`;
      let sum = sums.get(key);
      if (!sum) {
        sum = { dimension, value, views: 0, visitors: 0, entries: 0, lastVisitor: undefined, firstId: Infinity };
        sums.set(key, sum);
      }
      sum.views += Number(row.views ?? 1);
      if (sum.lastVisitor !== row.visitor) sum.visitors += 1;
      sum.lastVisitor = row.visitor;
      if (entry) sum.entries += 1;
      sum.firstId = Math.min(sum.firstId, Number(row.id ?? 0));
    }
  }
  return [...sums.values()];
}

/** Per dimension with more listed values than `valuesPerDay`: the ones the rollup keeps (most views, first seen on a tie). */
function keptValues(sums: readonly Sum[]): Kept {
  const kept: Kept = new Map();
  for (const [dimension, limit] of Object.entries(valuesPerDay) as [Dimension, number][]) {
    const listed = sums.filter((sum) => sum.dimension === dimension && !isUnlisted(sum.value));
    if (listed.length <= limit) continue;
    listed.sort((a, b) => b.views - a.views || a.firstId - b.firstId);
    kept.set(dimension, new Set(listed.slice(0, limit).map((sum) => sum.value)));
  }
  return kept;
}

/**
 * Counts rows sorted by visitor (then time): a second pass only when some dimension has more
 * values than its list, to count "(other)"'s distinct visitors and entries as the rollup does.
 */
export function countRows(rows: readonly Row[]): DailyRow[] {
  let sums = sumRows(rows, new Map());
  const kept = keptValues(sums);
  if (kept.size > 0) sums = sumRows(rows, kept);
  return sums.map(({ lastVisitor: _, firstId: __, ...row }) => row);
}

/** A day's counts, and whether they cover all its rows (`rawRowsPerDayRead`). */
export type DayCount = { rows: DailyRow[]; complete: boolean };

/**
 * One day's raw views, each visitor's together and oldest first, counted (see above): at most
 * `limit` rows are read, so a day that somehow holds millions costs no more than a big day.
 */
export async function countDayInMemory(db: Queryable, day: string, limit = rawRowsPerDayRead): Promise<DayCount> {
  const rows = await db.query(
    `SELECT id, visitor, path, status, referrer, utm_source, utm_medium, utm_campaign, language, device, browser, country, views
     FROM analytics_views WHERE day = $1 ORDER BY visitor, at, id LIMIT $2`,
    [day, limit + 1],
  );
  const complete = rows.length <= limit;
  return { rows: countRows(complete ? rows : rows.slice(0, limit)), complete };
}
