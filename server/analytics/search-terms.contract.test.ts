// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { analyticsHousekeeping } from "../jobs/analytics-housekeeping.server.ts";
import { otherValue } from "./bounds.server.ts";
import { createSearchCounter } from "./search-counter.server.ts";
import { addSearchCounts, searchTermsOf, termsPerDay } from "./search-terms.server.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const day = "2026-03-15";
const at = new Date(`${day}T10:00:00Z`);
const hour = 3_600_000;

/** Search counts, and the terms the dashboard lists: the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("search terms on $name", (factory) => {
  let db: Database;
  const others: Database[] = [];

  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    db = await factory.open();
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await db.close();
    vi.restoreAllMocks();
  });

  it("counts searches per term and language, the ones that found nothing apart, and bots not at all", async () => {
    const counter = createSearchCounter({ store: async () => db, flushMs: hour, enabled: true });
    for (let i = 0; i < 5; i += 1) counter.count({ language: "en", term: "seo", found: true, userAgent: browser, at });
    for (let i = 0; i < 3; i += 1)
      counter.count({ language: "bn", term: "পেনিট্রেশন", found: true, userAgent: browser, at });
    counter.count({ language: "en", term: "quokka", found: false, userAgent: browser, at });
    counter.count({ language: "en", term: "quokka", found: false, userAgent: browser, at });
    counter.count({ language: "en", term: "seo", found: true, userAgent: "curl/8.0", at });
    counter.count({ language: "en", term: "seo", found: true, userAgent: "Googlebot/2.1", at });
    await counter.flush();
    const terms = await searchTermsOf(db, { from: day, to: day });
    expect(terms.top).toEqual([
      { term: "seo", language: "en", count: 5 },
      { term: "পেনিট্রেশন", language: "bn", count: 3 },
      { term: "quokka", language: "en", count: 2 },
    ]);
    expect(terms.empty).toEqual([{ term: "quokka", language: "en", count: 2 }]);
    await counter.close();
  });

  it("keeps at most 200 terms a day per language whatever is typed, on two instances, the rest as (other)", async () => {
    const another = await factory.openAnother();
    others.push(another);
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        day,
        language: "en" as const,
        term: `t${from + i}`,
        searches: 1,
        empty: 1,
      }));
    await Promise.all([addSearchCounts(db, batch(0, 150)), addSearchCounts(another, batch(1_000, 150))]);
    await addSearchCounts(db, [...batch(0, 10), ...batch(5_000, 50)]);
    const rows = await db.query<{ term: string; searches: number }>(
      "SELECT term, searches FROM search_terms WHERE day = $1 AND language = 'en'",
      [day],
    );
    expect(rows).toHaveLength(termsPerDay + 1);
    const total = rows.reduce((sum, row) => sum + Number(row.searches), 0);
    expect(total).toBe(360);
    // 300 first-day terms for 200 places: 100 are "(other)", and so are the 50 newcomers.
    expect(Number(rows.find((row) => row.term === otherValue)?.searches)).toBe(150);
    // A term already listed is added to, not pushed out (t0 has a place whichever instance wrote first).
    expect(Number(rows.find((row) => row.term === "t0")?.searches)).toBe(2);
  });

  it("deletes the terms of days older than the raw page views are kept", async () => {
    await addSearchCounts(db, [
      { day: "2026-01-01", language: "en", term: "old", searches: 1, empty: 0 },
      { day: "2026-03-14", language: "en", term: "recent", searches: 1, empty: 0 },
    ]);
    const report = await analyticsHousekeeping(db, { rawDays: 30 }, at);
    expect(report.deletedSearchTerms).toBe(1);
    const terms = await searchTermsOf(db, { from: "2025-01-01", to: day });
    expect(terms.top.map((row) => row.term)).toEqual(["recent"]);
  });
});
