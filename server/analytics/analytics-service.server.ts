import type { IncomingHttpHeaders } from "node:http";
import { siteOrigins } from "../../app/content/site-origins.ts";
import type { DatabaseConnection } from "../db/connection.ts";
import type { Database } from "../db/database.ts";
import { log } from "../shared/log.ts";
import type { StoredView } from "./analytics-rows.ts";
import { daySalt, insertViews, visitorViews } from "./analytics-store.server.ts";
import type { LeadAttribution } from "../leads/lead-attribution.ts";
import { attributionOf } from "./attribution.server.ts";
import { notFoundPath } from "./bounds.server.ts";
import { type AnsweredRequest, whyNotCounted } from "./classify-request.server.ts";
import { createValueLists } from "./value-lists.server.ts";
import { createWriteBehind } from "../shared/write-behind.server.ts";
import { bareHost, type CountryLookup, limits, type ViewFields, viewFields } from "./view-fields.server.ts";
import { utcDay, visitorHash } from "./visitor-hash.server.ts";

/** What counting is told at start-up (ANALYTICS_* in server/settings/analytics-settings.ts). */
export type AnalyticsConfig = {
  enabled: boolean;
  flushMs: number;
  bufferLimit: number;
  rawDays: number;
  countHeadless: boolean;
  /** Lower case, as Node keys request headers; undefined: no country from headers. */
  countryHeader?: string;
};

/** What the HTTP server knows once it has answered a request. */
export type Answer = AnsweredRequest & {
  /** The request target as sent: path and query string. */
  url: string;
  /** The client's address as server/http/request-input.ts determined it (the proxy's word only with TRUST_PROXY=1). */
  address: string;
};

/**
 * A counted view before it is written: the address lives only here, in memory, until the hash is
 * made. `views` counts identical views of one batch (see `sameView`); `at` is the first one's time.
 */
type PendingView = ViewFields & { at: Date; day: string; address: string; userAgent: string; views: number };

/** Views that would be stored as identical rows but for their time: the same visitor, day, page and source. */
const sameView = (view: PendingView) =>
  [
    view.day,
    view.address,
    view.userAgent,
    view.path,
    view.status,
    view.referrer,
    view.utmSource,
    view.utmMedium,
    view.utmCampaign,
    view.country,
  ].join("\u0000");

export type AnalyticsService = {
  /** Counts the answer if it is a page view. Never waits for the store, never throws. */
  count(answer: Answer): void;
  /** The attribution of a message its sender is sending now, from their views today. */
  attribution(visitor: { address: string; userAgent: string }, now?: Date): Promise<LeadAttribution | null>;
  /** Writes the views waiting in memory (tests; the attribution does it first). */
  flush(): Promise<void>;
  /** Writes what is left; after it, nothing is counted. */
  close(): Promise<void>;
};

// The site in the visitor hash: the production host, the same on every instance and every
// staging address, so a visitor is one visitor whichever host name reached us.
const site = bareHost(new URL(siteOrigins.productionUrl).hostname);
const ownHosts: ReadonlySet<string> = new Set([site]);

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? "";
};

const dayMs = 24 * 60 * 60 * 1000;
let today = { number: -1, day: "" };
/** `utcDay`, formatted once a day rather than once a view. */
function dayOf(at: Date): string {
  const number = Math.floor(at.getTime() / dayMs);
  if (number !== today.number) today = { number, day: utcDay(at) };
  return today.day;
}

/** The same User-Agent text when a view is counted and when its visitor sends a message. */
const hashedUserAgent = (userAgent: string) => userAgent.slice(0, limits.userAgent);

/**
 * Server-side page view counting (docs/analytics.md), composed once by server/services.ts. The
 * HTTP server calls `count` after it answered; views wait in memory (shared/write-behind.server.ts) and
 * are hashed and written in batches. The salt of each day comes from the store (shared by every
 * instance) and is kept in memory for the day. With ANALYTICS=off nothing is counted.
 */
export function createAnalyticsService(options: {
  connection: DatabaseConnection;
  config: AnalyticsConfig;
  /** The build's IP-to-country table (ip-country.server.ts), asked when no trusted proxy header gave the country. */
  lookupCountry?: CountryLookup;
}): AnalyticsService {
  const { connection, config } = options;
  const salts = new Map<string, string>();
  // What this instance knows of each day's value lists (bounds.server.ts), shared with the writes.
  const lists = createValueLists();

  async function saltOf(db: Database, day: string): Promise<string> {
    const cached = salts.get(day);
    if (cached) return cached;
    const salt = await daySalt(db, day);
    // Only today's and yesterday's are ever asked for again (a batch written just after midnight).
    for (const known of salts.keys()) if (known < day) salts.delete(known);
    salts.set(day, salt);
    return salt;
  }

  async function write(batch: PendingView[]) {
    const db = await connection.get();
    if (!db) throw new Error("database not open");
    const stored: StoredView[] = [];
    for (const { address, userAgent, day, ...view } of batch) {
      const salt = await saltOf(db, day);
      stored.push({ ...view, visitor: visitorHash({ salt, site, address, userAgent }) });
    }
    await insertViews(db, stored, { lists });
  }

  const buffer = createWriteBehind<PendingView>({
    label: "page views",
    write,
    flushMs: config.flushMs,
    limit: config.bufferLimit,
    keyOf: sameView,
    // The buffer owns its views: adding in place spares an object per request in a burst.
    merge: (into, view) => {
      into.views += view.views;
      return into;
    },
    weight: (view) => view.views,
  });
  const context = { ownHosts, countryHeader: config.countryHeader, lookupCountry: options.lookupCountry };
  let warned = false;

  return {
    count(answer) {
      if (!config.enabled) return;
      try {
        if (whyNotCounted(answer, { countHeadless: config.countHeadless })) return;
        const fields = viewFields(answer, context);
        // A missing page's path is whatever the visitor typed: all 404s are one value (its
        // language still comes from the path, above).
        if (fields.status === 404) fields.path = notFoundPath;
        const userAgent = hashedUserAgent(header(answer.headers, "user-agent"));
        const at = new Date();
        const day = dayOf(at);
        buffer.add({ ...lists.capKnown(day, fields), at, day, address: answer.address, userAgent, views: 1 });
      } catch (error) {
        // A bug here must cost a view, never a page: this runs inside the request listener.
        if (!warned) log.error("page view not counted: unexpected error", { error: String(error) });
        warned = true;
      }
    },

    async attribution(visitor, now = new Date()) {
      if (!config.enabled) return null;
      try {
        // This instance's views of the last seconds are still in memory: write them first.
        await buffer.flush();
        const db = await connection.get();
        if (!db) return null;
        const day = utcDay(now);
        const hash = visitorHash({
          salt: await saltOf(db, day),
          site,
          address: visitor.address,
          userAgent: hashedUserAgent(visitor.userAgent),
        });
        return attributionOf(await visitorViews(db, day, hash));
      } catch (error) {
        log.warn("lead attribution unavailable", { error: String(error) });
        return null;
      }
    },

    flush: () => buffer.flush(),
    close: () => buffer.close(),
  };
}
