import type { Queryable } from "../db/database.ts";
import type { StoredView } from "./analytics-rows.ts";
import { isUnlisted, otherValue, valuesPerDay } from "./bounds.server.ts";

/** The fields a visitor chooses, or could, and the dimension whose daily list each is kept on. */
const listedFields = [
  ["path", "page"],
  ["referrer", "referrer"],
  ["utmSource", "utm_source"],
  ["utmMedium", "utm_medium"],
  ["utmCampaign", "utm_campaign"],
  ["browser", "browser"],
  ["country", "country"],
] as const;
type ListedField = (typeof listedFields)[number][0];
type ListName = (typeof listedFields)[number][1];
type Listed = { [field in ListedField]: string | null };

/** What this instance knows of one day's list: every value on it once `full` (it can no longer change). */
type List = { values: Set<string>; full: boolean };

export type ValueLists = {
  /**
   * At counting time, without the store: a value that is not on its day's list once that list is
   * full is "(other)" already, so that a flood of new values waits in memory as one view.
   */
  capKnown<T extends Listed>(day: string, view: T): T;
  /**
   * In the write transaction, under the view writers' lock (analytics-store.server.ts): puts new
   * values on their day's list (analytics_values) while it has room and stores the rest as "(other)".
   */
  cap(tx: Queryable, day: string, views: readonly StoredView[]): Promise<StoredView[]>;
  /** After a failed write: lists this instance extended may not have been stored. */
  forget(): void;
};

/**
 * The day's distinct values per dimension, at most `valuesPerDay` each (bounds.server.ts). The
 * list lives in the store, shared by every instance; this instance keeps what it read of it, so
 * that a value it knows, or any value once the list is full, costs no query. Only today's and
 * yesterday's lists are kept in memory.
 */
export function createValueLists(): ValueLists {
  let days = new Map<string, Map<ListName, List>>();

  function listsOf(day: string): Map<ListName, List> {
    let lists = days.get(day);
    if (!lists) {
      lists = new Map(listedFields.map(([, name]) => [name, { values: new Set<string>(), full: false }]));
      days.set(day, lists);
      while (days.size > 2) days.delete([...days.keys()].sort()[0]!);
    }
    return lists;
  }

  /** Reads the day's list afresh (another instance may have added to it) and adds what fits. */
  async function extend(tx: Queryable, day: string, name: ListName, list: List, wanted: Set<string>) {
    const limit = valuesPerDay[name];
    const stored = await tx.query<{ value: string }>(
      "SELECT value FROM analytics_values WHERE day = $1 AND dimension = $2 LIMIT $3",
      [day, name, limit],
    );
    list.values = new Set(stored.map((row) => String(row.value)));
    for (const value of wanted) {
      if (list.values.has(value)) continue;
      if (list.values.size >= limit) break;
      await tx.query(
        "INSERT INTO analytics_values (day, dimension, value) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        [day, name, value],
      );
      list.values.add(value);
    }
    list.full = list.values.size >= limit;
  }

  const onList = (list: List | undefined, value: string | null) =>
    isUnlisted(value) || list === undefined || list.values.has(value as string);

  return {
    capKnown(day, view) {
      const lists = days.get(day);
      if (!lists) return view;
      let capped = view;
      for (const [field, name] of listedFields) {
        const list = lists.get(name);
        if (list?.full && !onList(list, view[field])) capped = { ...capped, [field]: otherValue };
      }
      return capped;
    },

    async cap(tx, day, views) {
      const lists = listsOf(day);
      for (const [field, name] of listedFields) {
        const list = lists.get(name)!;
        if (list.full) continue;
        const wanted = new Set<string>();
        for (const view of views) if (!onList(list, view[field])) wanted.add(view[field] as string);
        if (wanted.size > 0) await extend(tx, day, name, list, wanted);
      }
      return views.map((view) => {
        let capped = view;
        for (const [field, name] of listedFields) {
          if (!onList(lists.get(name), view[field])) capped = { ...capped, [field]: otherValue };
        }
        return capped;
      });
    },

    forget() {
      days = new Map();
    },
  };
}
