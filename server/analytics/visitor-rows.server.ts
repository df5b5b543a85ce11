import type { Queryable } from "../db/database.ts";
import type { StoredView } from "./analytics-rows.ts";
import { otherValue, rowsPerVisitor } from "./bounds.server.ts";

/** Visitors looked up per query: 501 parameters, far under either store's limit. */
const visitorsPerQuery = 500;

/**
 * The row a visitor's views beyond `rowsPerVisitor` are added to: page "(other)", answered, no
 * referrer, no campaign. A row of the same shape written before the visitor reached the cap (a
 * page beyond the day's list, say) means the same in every count, so it takes them as well.
 */
const overflowShape = `path = '${otherValue}' AND status = 200 AND referrer IS NULL
  AND utm_source IS NULL AND utm_medium IS NULL AND utm_campaign IS NULL`;

type Stored = { rows: number; overflowId: number | null };

/** How many rows each visitor has on the day so far, and which one takes their overflow. */
async function storedRows(tx: Queryable, day: string, visitors: readonly string[]) {
  const stored = new Map<string, Stored>();
  for (let start = 0; start < visitors.length; start += visitorsPerQuery) {
    const chunk = visitors.slice(start, start + visitorsPerQuery);
    const rows = await tx.query(
      `SELECT visitor, count(*) AS n, max(CASE WHEN ${overflowShape} THEN id END) AS overflow
       FROM analytics_views WHERE day = $1 AND visitor IN (${chunk.map((_, i) => `$${i + 2}`).join(", ")})
       GROUP BY visitor`,
      [day, ...chunk],
    );
    for (const row of rows) {
      const overflowId = row.overflow === null || row.overflow === undefined ? null : Number(row.overflow);
      stored.set(String(row.visitor), { rows: Number(row.n), overflowId });
    }
  }
  return stored;
}

const overflowOf = (view: StoredView): StoredView => ({
  ...view,
  path: otherValue,
  status: 200,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  views: view.views ?? 1,
});

/** A day's views as rows to insert, and views to add to rows stored before. */
export type VisitorRows = { rows: StoredView[]; additions: { id: number; views: number }[] };

/**
 * Plans one day's views so that no visitor has more than `rowsPerVisitor` rows plus the one that
 * takes the rest (bounds.server.ts): every view still counts, but a script that sends thousands of
 * distinct pages from one browser costs 101 rows a day, not thousands, and its views beyond them
 * take no place on the day's value lists. Runs in the write transaction, under the view writers'
 * lock, so instances writing at once cannot both take a visitor's last free row.
 */
export async function planVisitorRows(tx: Queryable, day: string, views: readonly StoredView[]): Promise<VisitorRows> {
  const stored = await storedRows(tx, day, [...new Set(views.map((view) => view.visitor))]);
  const rows: StoredView[] = [];
  const overflow = new Map<string, StoredView>();
  for (const view of views) {
    let visitor = stored.get(view.visitor);
    if (!visitor) stored.set(view.visitor, (visitor = { rows: 0, overflowId: null }));
    if (visitor.rows < rowsPerVisitor) {
      rows.push(view);
      visitor.rows += 1;
      continue;
    }
    const extra = overflow.get(view.visitor);
    if (extra) extra.views = (extra.views ?? 1) + (view.views ?? 1);
    else overflow.set(view.visitor, overflowOf(view));
  }
  const additions: VisitorRows["additions"] = [];
  for (const [visitor, extra] of overflow) {
    const id = stored.get(visitor)?.overflowId ?? null;
    if (id === null) rows.push(extra);
    else additions.push({ id, views: extra.views ?? 1 });
  }
  return { rows, additions };
}

/** Adds views to rows stored before (a visitor's overflow row). */
export async function addToRows(tx: Queryable, additions: VisitorRows["additions"]): Promise<void> {
  for (const { id, views } of additions) {
    await tx.query("UPDATE analytics_views SET views = views + $1 WHERE id = $2", [views, id]);
  }
}
