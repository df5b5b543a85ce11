// @vitest-environment node
import type { IncomingHttpHeaders } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { createContactService } from "../leads/contact-service.server.ts";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { DatabaseConnection } from "../db/connection.ts";
import type { Database } from "../db/database.ts";
import { type AnalyticsService, type Answer, createAnalyticsService } from "./analytics-service.server.ts";
import { countDay } from "./analytics-store.server.ts";
import { parseSettings } from "../settings/settings.ts";
import { utcDay } from "./visitor-hash.server.ts";

const chrome =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const answer = (
  url: string,
  extra: { address?: string; headers?: IncomingHttpHeaders; status?: number } = {},
): Answer => ({
  method: "GET",
  url,
  pathname: url.split("?")[0]!,
  status: extra.status ?? 200,
  html: true,
  headers: { host: "127.0.0.1:3000", "user-agent": chrome, ...extra.headers },
  address: extra.address ?? "203.0.113.7",
});

const connectionTo = (db: Database): DatabaseConnection => ({ get: async () => db, close: async () => undefined });
const config = (env: Record<string, string> = {}) => parseSettings({ ANALYTICS_FLUSH_MS: "60000", ...env }).analytics;
const total = async (db: Database) => (await countDay(db, utcDay(new Date()))).find((row) => row.dimension === "total");

describe.each(storeFactories)("page view counting on $name", (factory) => {
  let db: Database;
  let analytics: AnalyticsService;
  beforeEach(async () => {
    db = await factory.open();
    analytics = createAnalyticsService({ connection: connectionTo(db), config: config() });
  });
  afterEach(async () => {
    await analytics.close();
    await db.close();
  });

  it("counts a browser's page views, with one visitor for the same address and browser, and never stores the address", async () => {
    analytics.count(answer("/"));
    analytics.count(answer("/our-services"));
    analytics.count(answer("/our-services", { headers: { "user-agent": firefox } }));
    analytics.count(answer("/our-services", { address: "198.51.100.4" }));
    await analytics.flush();
    expect(await total(db)).toMatchObject({ views: 4, visitors: 3 });
    const rows = await db.query("SELECT * FROM analytics_views");
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.7|198\.51\.100\.4|Mozilla/);
  });

  it("writes a visitor's identical views of one batch as one row with their count, and counts every one", async () => {
    for (let i = 0; i < 50; i++) analytics.count(answer("/"));
    analytics.count(answer("/?utm_source=facebook"));
    analytics.count(answer("/", { address: "198.51.100.4" }));
    await analytics.flush();
    const rows = await db.query<{ views: number }>("SELECT views FROM analytics_views ORDER BY views DESC");
    expect(rows.map((row) => Number(row.views))).toEqual([50, 1, 1]);
    expect(await total(db)).toMatchObject({ views: 52, visitors: 2, entries: 2 });
    // The next batch starts afresh: another row.
    analytics.count(answer("/"));
    await analytics.flush();
    expect(await total(db)).toMatchObject({ views: 53, visitors: 2 });
  });

  it("does not count crawlers, prefetches, HEAD or the staff area", async () => {
    analytics.count(answer("/", { headers: { "user-agent": googlebot } }));
    analytics.count(answer("/", { headers: { "sec-purpose": "prefetch" } }));
    analytics.count({ ...answer("/"), method: "HEAD" });
    analytics.count(answer("/staff/sign-in"));
    await analytics.flush();
    expect(await db.query("SELECT * FROM analytics_views")).toEqual([]);
  });

  it("counts nothing with ANALYTICS=off", async () => {
    const off = createAnalyticsService({ connection: connectionTo(db), config: config({ ANALYTICS: "off" }) });
    off.count(answer("/"));
    await off.close();
    expect(await db.query("SELECT * FROM analytics_views")).toEqual([]);
    expect(await off.attribution({ address: "203.0.113.7", userAgent: chrome })).toBeNull();
  });

  it("adds up the views of several instances, and knows their shared visitors as one", async () => {
    const otherDb = await factory.openAnother();
    const other = createAnalyticsService({ connection: connectionTo(otherDb), config: config() });
    try {
      analytics.count(answer("/"));
      other.count(answer("/about-us"));
      other.count(answer("/about-us", { address: "198.51.100.4" }));
      await Promise.all([analytics.flush(), other.flush()]);
      expect(await total(db)).toMatchObject({ views: 3, visitors: 2 });
    } finally {
      await other.close();
      await otherDb.close();
    }
  });

  it("stores a lead's entry page, referrer, campaign and pages seen, from views still in memory too", async () => {
    const visitor = { address: "203.0.113.7", headers: { referer: "https://www.google.com/search?q=x" } };
    analytics.count(answer("/bn?utm_source=facebook&utm_medium=cpc&utm_campaign=eid-offer", visitor));
    analytics.count(answer("/bn/our-services"));
    analytics.count(answer("/bn/contact-us"));
    // Someone else, and another browser on the same address: not this lead's.
    analytics.count(answer("/about-us", { address: "198.51.100.4" }));
    analytics.count(answer("/latest-projects", { headers: { "user-agent": firefox } }));
    const contact = createContactService({
      connection: connectionTo(db),
      rateLimit: { limit: 0, windowSeconds: 60 },
      attribution: analytics.attribution,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Rahim",
      email: "rahim@example.com",
      subject: "App",
      message: "We need an app built.",
    })) {
      form.set(name, value);
    }
    const result = await contact.submit({
      form,
      clientIp: "203.0.113.7",
      userAgent: chrome,
      origin: null,
      host: null,
      language: "bn",
    });
    expect(result.status).toBe(200);
    const [stored] = await (await createMessageStore(db)).list();
    expect(stored?.attribution).toEqual({
      entryPage: "/bn",
      referrerHost: "google.com",
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "eid-offer",
      pagesSeen: ["/bn", "/bn/our-services", "/bn/contact-us"],
    });
  });

  it("stores a lead without attribution when its sender's views were not counted", async () => {
    const contact = createContactService({
      connection: connectionTo(db),
      rateLimit: { limit: 0, windowSeconds: 60 },
      attribution: analytics.attribution,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: "Karim",
      email: "karim@example.com",
      subject: "Site",
      message: "A new website, please.",
    })) {
      form.set(name, value);
    }
    await contact.submit({ form, clientIp: "192.0.2.1", userAgent: chrome, origin: null, host: null, language: "en" });
    const [stored] = await (await createMessageStore(db)).list();
    expect(stored?.attribution).toBeNull();
    expect(stored?.name).toBe("Karim");
  });
});

describe("page view counting while the store is down", () => {
  it("answers at once, never throws, and logs the loss once at shutdown", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    try {
      const down: DatabaseConnection = { get: async () => undefined, close: async () => undefined };
      const analytics = createAnalyticsService({ connection: down, config: config() });
      for (let i = 0; i < 50; i++) analytics.count(answer(`/p${i}`));
      expect(await analytics.attribution({ address: "203.0.113.7", userAgent: chrome })).toBeNull();
      await analytics.close();
      const errors = lines.map((line) => JSON.parse(line)).filter((line) => line.level === "error");
      expect(errors.map((line) => line.message)).toEqual([
        expect.stringContaining("page views are not being stored"),
        "page views lost at shutdown",
      ]);
      expect(errors[1]).toMatchObject({ lost: 50 });
    } finally {
      vi.restoreAllMocks();
    }
  });
});
