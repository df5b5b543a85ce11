// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { contentOnConnection } from "../content/content-on-connection.ts";
import { editionRulesFor } from "../content/edition-rules.ts";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { data, type ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AnalyticsService, createAnalyticsService } from "./analytics-service.server.ts";
import { countDay } from "./analytics-store.server.ts";
import { utcDay } from "./visitor-hash.server.ts";
import { appServices } from "../app-context.ts";
import { createContactService } from "../leads/contact-service.server.ts";
import { handleContactPost } from "../leads/handle-post.server.ts";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { DatabaseConnection } from "../db/connection.ts";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { parseSettings } from "../settings/settings.ts";
import { rawExchange } from "../../tests/support/raw-http.ts";
import { publicPagePolicy } from "../pages/page-policy.ts";
import { loadStaticFiles } from "../http/static-files.ts";
import { createSiteApp } from "../site-app.ts";
import { createSearchCounter } from "./search-counter.server.ts";
import { createSearchLimit } from "../search/search-limit.server.ts";

/*
 * The HTTP server's counting, in process, without the production build: the real request
 * listener (server/site-app.ts) with prerendered pages from a temporary directory and a small
 * React Router build of its own (a document entry that prints the status, and the real contact
 * action). server/analytics/analytics.site.test.ts checks the same on the production build.
 */
const chrome =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const page = (title: string) => `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1></html>`;

const build = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) => {
        headers.set("Content-Type", "text/html; charset=utf-8");
        return new Response(page(`status ${status}`), { status, headers });
      },
    },
  },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "contact-us": {
      id: "contact-us",
      parentId: "root",
      path: "contact-us",
      module: {
        default: () => null,
        action: async ({ request, context }: { request: Request; context: Parameters<typeof appServices>[0] }) => {
          const { result, headers } = await handleContactPost(request, appServices(context).contact, "en");
          return data(result, { status: result.status, headers });
        },
      },
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let dir: string;
let db: Database;
let analytics: AnalyticsService;
let server: Server;
let base: string;

function listen(trustProxy: boolean) {
  const connection: DatabaseConnection = { get: async () => db, close: async () => undefined };
  analytics = createAnalyticsService({ connection, config: parseSettings({ ANALYTICS_FLUSH_MS: "60000" }).analytics });
  const contact = createContactService({
    connection,
    rateLimit: { limit: 0, windowSeconds: 60 },
    attribution: analytics.attribution,
  });
  const services = {
    contact,
    analytics,
    staff: { config: parseSettings({}).staff, connection },
    outbox: { channels: [] },
    // Counting never publishes: every image may be taken as there.
    content: contentOnConnection(connection, editionRulesFor([resolve("build/client")])),
    contentImages: { maxBytes: 1024 * 1024 },
    // Search is not what this test counts: no limit, nothing counted.
    search: {
      limit: createSearchLimit({ limit: 0, windowSeconds: 60 }),
      terms: createSearchCounter({ store: () => connection.get(), flushMs: 5_000, enabled: false }),
    },
    health: contact.health,
  };
  const app = createSiteApp({
    build,
    staticFiles: loadStaticFiles(join(dir, "client"), publicPagePolicy),
    services,
    trustProxy,
  });
  server = createServer(app);
  return new Promise<void>((ready) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      ready();
    }),
  );
}

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, { headers: { "user-agent": chrome, ...headers } });
  await response.arrayBuffer();
  return response;
};

async function views() {
  await analytics.flush();
  return db.query<{
    path: string;
    status: number;
    referrer: string | null;
    utm_campaign: string | null;
    visitor: string;
    views: number;
  }>("SELECT path, status, referrer, utm_campaign, visitor, views FROM analytics_views ORDER BY id");
}

/** Page views, not rows: identical views of one batch are one row with their count. */
const viewCount = (rows: { views: number }[]) => rows.reduce((sum, row) => sum + Number(row.views), 0);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "page-views-"));
  for (const [path, body] of Object.entries({
    "client/index.html": page("home"),
    "client/about-us/index.html": page("about"),
    "client/bn/index.html": page("bn home"),
    "client/contact-us/index.html": page("contact"),
    "client/assets/app-1234.js": "console.log(1)",
    "client/sitemap.xml": "<urlset/>",
  })) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([false, true])("the HTTP server's page view counting (TRUST_PROXY=%s)", (trustProxy) => {
  beforeAll(async () => {
    db = await openDatabase({ kind: "sqlite", path: join(dir, `store-${trustProxy}.sqlite`) }, { quiet: true });
    await listen(trustProxy);
  });
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await analytics.close();
    await db.close();
  });
  afterEach(async () => {
    await analytics.flush();
    await db.query("DELETE FROM analytics_views");
  });

  it("counts a prerendered page GET, with its query string, and the 404 page as a 404 under one path", async () => {
    expect((await get("/about-us")).status).toBe(200);
    expect((await get("/?utm_campaign=eid")).status).toBe(200);
    expect((await get("/no-such-page")).status).toBe(404);
    expect(await views()).toMatchObject([
      { path: "/about-us", status: 200 },
      { path: "/", status: 200, utm_campaign: "eid" },
      // Not the path: whatever a visitor types would be a value to keep (docs/analytics.md#bounds).
      { path: "(not found)", status: 404 },
    ]);
  });

  it("does not count assets, HEAD, Googlebot, a prefetch or a form POST", async () => {
    await get("/assets/app-1234.js");
    await get("/sitemap.xml");
    await (await fetch(`${base}/about-us`, { method: "HEAD", headers: { "user-agent": chrome } })).arrayBuffer();
    await get("/about-us", { "user-agent": googlebot });
    await get("/about-us", { "sec-purpose": "prefetch" });
    await get("/about-us", { purpose: "prefetch" });
    const post = await fetch(`${base}/contact-us`, {
      method: "POST",
      headers: { "user-agent": chrome, "content-type": "application/x-www-form-urlencoded" },
      body: "name=A&email=a%40example.com&subject=Hi&message=Hello%20there%20friends",
    });
    await post.arrayBuffer();
    expect(await views()).toEqual([]);
  });

  it("counts the same visitor on two pages as one visitor, and another address as another", async () => {
    await get("/about-us", { "x-forwarded-for": "198.51.100.1" });
    await get("/bn", { "x-forwarded-for": "198.51.100.1" });
    await get("/bn", { "x-forwarded-for": "198.51.100.2" });
    expect(viewCount(await views())).toBe(3);
    const day = (await countDay(db, utcDay(new Date()))).find((row) => row.dimension === "total");
    // Without a trusted proxy the forged X-Forwarded-For is ignored: all three come from 127.0.0.1.
    expect(day).toMatchObject({ views: 3, visitors: trustProxy ? 2 : 1 });
  });

  it("counts a revalidated page (304) as a view", async () => {
    const first = await get("/about-us");
    const etag = first.headers.get("etag") ?? "";
    expect((await get("/about-us", { "if-none-match": etag })).status).toBe(304);
    expect(viewCount(await views())).toBe(2);
  });

  it("keeps only a referrer's host, drops our own, and never answers 5xx to hostile input", async () => {
    const long = "x".repeat(10_000);
    const responses = [
      // Each alone: together they pass Node's 16 KB limit for a request's head (431).
      await get(`/?utm_campaign=${long}&utm_source=%E0%A6%ff%00`),
      await get("/", { referer: `https://evil.example/${long}` }),
      await get("/about-us", { referer: `${base}/` }),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    // Bytes no HTTP client sends: invalid UTF-8 and a tab in the Referer and the User-Agent.
    const port = new URL(base).port;
    const raw = Buffer.concat([
      Buffer.from(
        `GET /bn?utm_medium=%C3%28 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${chrome} \xff\xfe\r\n`,
        "latin1",
      ),
      Buffer.from("Referer: https://bad\xff\xfe.example/\tx\r\nConnection: close\r\n\r\n", "latin1"),
    ]);
    expect(await rawExchange(Number(port), raw)).toMatch(/^HTTP\/1\.1 200 /);
    const counted = await views();
    // Node reads header bytes as Latin-1; the URL parser turns such a host into its ASCII form.
    expect(counted.map((view) => view.referrer)).toEqual([null, "evil.example", null, "xn--bad-roae.example"]);
    expect(counted[0]?.utm_campaign).toBe("x".repeat(100));
    expect(counted[3]?.path).toBe("/bn");
  });

  it("stores a lead's entry page, referrer and campaign from its sender's views", async () => {
    await get("/?utm_source=facebook&utm_campaign=eid", { referer: "https://m.facebook.com/" });
    await get("/contact-us");
    const post = await fetch(`${base}/contact-us`, {
      method: "POST",
      headers: { "user-agent": chrome, "content-type": "application/x-www-form-urlencoded" },
      body: "name=Rahim&email=rahim%40example.com&subject=An%20app&message=We%20need%20an%20app%20built.",
    });
    await post.arrayBuffer();
    expect(post.status).toBe(200);
    const message = (await (await createMessageStore(db)).list()).find((stored) => stored.name === "Rahim");
    expect(message?.attribution).toMatchObject({
      entryPage: "/",
      referrerHost: "m.facebook.com",
      utmSource: "facebook",
      utmCampaign: "eid",
      pagesSeen: ["/", "/contact-us"],
    });
  });
});
