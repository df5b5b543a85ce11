import type { Database } from "../db/database.ts";
import { log } from "../shared/log.ts";
import { createWriteBehind } from "../shared/write-behind.server.ts";
import { addSearchCounts, type SearchCount, type SearchLanguage } from "./search-terms.server.ts";
import { isBotUserAgent, userAgentLimit } from "./user-agent.server.ts";
import { utcDay } from "./visitor-hash.server.ts";

/** One search a visitor made: its normalized words (app/search/search-query.ts) and whether it found anything. */
export type Search = { language: SearchLanguage; term: string; found: boolean; userAgent: string; at?: Date };

export type SearchCounter = {
  /** Counts a search in memory unless a bot made it: never waits, never throws. */
  count(search: Search): void;
  /** Writes what is waiting (tests; the timer does it otherwise). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

/** Distinct (day, language, term) counts waiting in memory at most: more than a day's lists hold. */
const waitingLimit = 2_000;

/**
 * Counts searches for the dashboard's "searched for" and "found nothing" lists (docs/analytics.md):
 * counts only (no address, visitor, time of day or page), per UTC day, language and term, waiting
 * in memory and written in one transaction at most every `flushMs`, as page views are. Bots are
 * not counted, nor anything with ANALYTICS=off. A term is cut to 100 characters (search-query.ts).
 */
export function createSearchCounter(options: {
  store: () => Promise<Database | undefined>;
  flushMs: number;
  enabled: boolean;
  countHeadless?: boolean;
}): SearchCounter {
  const buffer = createWriteBehind<SearchCount>({
    label: "search counts",
    flushMs: options.flushMs,
    limit: waitingLimit,
    keyOf: (row) => `${row.day}\0${row.language}\0${row.term}`,
    merge: (into, row) => ({ ...into, searches: into.searches + row.searches, empty: into.empty + row.empty }),
    weight: (row) => row.searches,
    async write(batch) {
      const db = await options.store();
      if (!db) throw new Error("database not open");
      await addSearchCounts(db, batch);
    },
  });
  let warned = false;
  return {
    count(search) {
      if (!options.enabled) return;
      try {
        const userAgent = search.userAgent.slice(0, userAgentLimit);
        if (isBotUserAgent(userAgent, { countHeadless: options.countHeadless })) return;
        const term = search.term.slice(0, 100);
        if (term === "") return;
        const day = utcDay(search.at ?? new Date());
        buffer.add({ day, language: search.language, term, searches: 1, empty: search.found ? 0 : 1 });
      } catch (error) {
        // A bug in counting costs a count, never a search.
        if (!warned) log.error("search not counted: unexpected error", { error: String(error) });
        warned = true;
      }
    },
    flush: () => buffer.flush(),
    close: () => buffer.close(),
  };
}
