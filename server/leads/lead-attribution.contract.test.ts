// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { type AnalyticsService, type Answer, createAnalyticsService } from "../analytics/analytics-service.server.ts";
import { visitorViewsLimit } from "../analytics/analytics-store.server.ts";
import { parseSettings } from "../settings/settings.ts";
import type { DatabaseConnection } from "../db/connection.ts";
import type { Database, Row } from "../db/database.ts";
import { createContactService } from "./contact-service.server.ts";
import { createMessageStore } from "./message-store.server.ts";

const chrome =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
const visitor = "203.0.113.7";

const view = (url: string, referer?: string): Answer => ({
  method: "GET",
  url,
  pathname: url.split("?")[0]!,
  status: 200,
  html: true,
  headers: { host: "127.0.0.1:3000", "user-agent": chrome, ...(referer ? { referer } : {}) },
  address: visitor,
});

function submission(fields: Record<string, string> = {}, origin: string | null = null) {
  const form = new FormData();
  const all = {
    name: "Rahim",
    email: "rahim@example.com",
    subject: "App",
    message: "We need an app built.",
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  return { form, clientIp: visitor, userAgent: chrome, origin, host: "127.0.0.1:3000", language: "en" as const };
}

/**
 * A lead's attribution reads its sender's page views: only for a post every cheaper check let
 * through, and never more than a bounded number of them. The same on SQLite and PostgreSQL.
 */
describe.each(storeFactories)("lead attribution on $name", (factory) => {
  let db: Database;
  let analytics: AnalyticsService;
  /** Every read of analytics_views, with the number of rows it returned. */
  let viewReads: number[];

  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    db = await factory.open();
    viewReads = [];
    const watched: Database = {
      ...db,
      query: async <T extends Row = Row>(sql: string, params?: readonly unknown[]) => {
        const rows = await db.query<T>(sql, params);
        if (/FROM analytics_views/.test(sql)) viewReads.push(rows.length);
        return rows;
      },
    };
    const connection: DatabaseConnection = { get: async () => watched, close: async () => undefined };
    analytics = createAnalyticsService({
      connection,
      config: parseSettings({ ANALYTICS_FLUSH_MS: "60000" }).analytics,
    });
  });
  afterEach(async () => {
    await analytics.close();
    await db.close();
    vi.restoreAllMocks();
  });

  function contact(limit: number) {
    const connection: DatabaseConnection = { get: async () => db, close: async () => undefined };
    const attribution = vi.fn(analytics.attribution);
    return {
      service: createContactService({ connection, rateLimit: { limit, windowSeconds: 600 }, attribution }),
      attribution,
    };
  }

  it("reads no views for a cross-site, invalid or rate-limited post, and attributes the accepted one", async () => {
    analytics.count(view("/?utm_source=facebook&utm_campaign=eid", "https://www.google.com/search?q=x"));
    analytics.count(view("/our-services"));
    const { service, attribution } = contact(1);
    expect((await service.submit(submission({}, "https://evil.example"))).status).toBe(403);
    expect((await service.submit(submission({ email: "nope" }))).status).toBe(400);
    expect(attribution).not.toHaveBeenCalled();

    expect((await service.submit(submission())).status).toBe(200);
    expect(attribution).toHaveBeenCalledTimes(1);
    expect(viewReads).toHaveLength(1);
    for (let i = 0; i < 3; i += 1) {
      expect((await service.submit(submission({ message: `Another message ${i}.` }))).status).toBe(429);
    }
    expect(attribution).toHaveBeenCalledTimes(1);
    expect(viewReads).toHaveLength(1);

    const [stored] = await (await createMessageStore(db)).list();
    expect(stored?.attribution).toEqual({
      entryPage: "/",
      referrerHost: "google.com",
      utmSource: "facebook",
      utmMedium: null,
      utmCampaign: "eid",
      pagesSeen: ["/", "/our-services"],
    });
  });

  it("reads a bounded number of a busy visitor's views, the first ones, where the entry and campaign are", async () => {
    analytics.count(view("/?utm_source=newsletter&utm_campaign=launch", "https://news.example/issue-9"));
    // A script requesting page after page, each a view of its own (a distinct campaign value).
    for (let i = 0; i < visitorViewsLimit + 150; i += 1) analytics.count(view(`/our-services?utm_campaign=c${i}`));
    const { service } = contact(5);
    expect((await service.submit(submission())).status).toBe(200);
    expect(viewReads).toEqual([visitorViewsLimit]);
    const [stored] = await (await createMessageStore(db)).list();
    expect(stored?.attribution).toMatchObject({
      entryPage: "/",
      referrerHost: "news.example",
      utmSource: "newsletter",
      utmCampaign: "launch",
    });
  });
});
