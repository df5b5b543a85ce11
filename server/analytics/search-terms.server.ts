import type { Database, Queryable } from "../db/database.ts";
import { otherValue } from "./bounds.server.ts";

export type SearchLanguage = "en" | "bn";

/** Searches of one term on one day, in one language; `empty`: those that found nothing. */
export type SearchCount = { day: string; language: SearchLanguage; term: string; searches: number; empty: number };

/**
 * Distinct terms kept per day and language; further terms of the day are counted as "(other)".
 * A day of this site's traffic has a few dozen; a script typing random words fills 200 and no more.
 */
export const termsPerDay = 200;
/** Terms the dashboard shows per list. */
export const termsShown = 20;

/**
 * Adds search counts in one transaction: terms already on their day's list are added to, new ones
 * take the list's free places (first come), and the rest are added to "(other)", so a day holds at
 * most `termsPerDay` + 1 rows per language whatever visitors type, on any number of instances
 * (their writes take turns: an advisory lock on PostgreSQL, BEGIN IMMEDIATE on SQLite). Rows are
 * written in key order, so two writers never deadlock.
 */
export async function addSearchCounts(db: Database, counts: readonly SearchCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.transaction(async (tx) => {
    if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock(hashtext('search_terms'))");
    const rows = new Map<string, SearchCount>();
    const add = (row: SearchCount) => {
      const key = `${row.day}\0${row.language}\0${row.term}`;
      const same = rows.get(key);
      rows.set(key, same ? { ...same, searches: same.searches + row.searches, empty: same.empty + row.empty } : row);
    };
    const listed = new Map<string, Set<string>>();
    for (const count of counts) {
      const list = `${count.day}\0${count.language}`;
      let terms = listed.get(list);
      if (!terms) {
        const known = await tx.query<{ term: string }>(
          "SELECT term FROM search_terms WHERE day = $1 AND language = $2 AND term <> $3",
          [count.day, count.language, otherValue],
        );
        terms = new Set(known.map((row) => row.term));
        listed.set(list, terms);
      }
      if (!terms.has(count.term) && terms.size < termsPerDay && count.term !== otherValue) terms.add(count.term);
      add(terms.has(count.term) ? count : { ...count, term: otherValue });
    }
    await upsert(tx, [...rows.values()]);
  });
}

async function upsert(tx: Queryable, counts: SearchCount[]) {
  const rows = counts.sort(
    (a, b) => a.day.localeCompare(b.day) || a.language.localeCompare(b.language) || a.term.localeCompare(b.term),
  );
  const values = rows.map((_, i) => `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`);
  await tx.query(
    `INSERT INTO search_terms (day, language, term, searches, empty) VALUES ${values.join(", ")}
     ON CONFLICT (day, language, term) DO UPDATE
     SET searches = search_terms.searches + excluded.searches, empty = search_terms.empty + excluded.empty`,
    rows.flatMap((row) => [row.day, row.language, row.term, row.searches, row.empty]),
  );
}

export type TermCount = { term: string; language: SearchLanguage; count: number };

/**
 * The most searched terms of a period (UTC days, both ends included), and the terms whose searches
 * found nothing, most first: `termsShown` of each, read with a LIMIT whatever the period holds.
 */
export async function searchTermsOf(
  db: Queryable,
  period: { from: string; to: string },
): Promise<{ top: TermCount[]; empty: TermCount[] }> {
  const read = async (column: "searches" | "empty") => {
    const rows = await db.query(
      `SELECT term, language, sum(${column}) AS count FROM search_terms
       WHERE day >= $1 AND day <= $2 GROUP BY term, language HAVING sum(${column}) > 0
       ORDER BY count DESC, term, language LIMIT $3`,
      [period.from, period.to, termsShown],
    );
    return rows.map((row) => ({
      term: String(row.term),
      language: row.language as SearchLanguage,
      count: Number(row.count),
    }));
  };
  return { top: await read("searches"), empty: await read("empty") };
}

/** Deletes the terms of days before `day` (housekeeping: kept as long as the raw page views). */
export async function deleteSearchTermsBefore(db: Queryable, day: string): Promise<number> {
  const deleted = await db.query("DELETE FROM search_terms WHERE day < $1 RETURNING day", [day]);
  return deleted.length;
}
