// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { Database } from "../db/database.ts";
import { notFoundPath, rowsPerVisitor } from "./bounds.server.ts";
import { openDatabase } from "../db/open-database.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

// Page view counting on the real production server (needs the production build in build/).
const chrome =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let dir: string;
let site: SiteProcess;
let db: Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "analytics-"));
  site = await startSite({
    port: await freePort(),
    env: {
      CONTACT_DB_PATH: join(dir, "contact.sqlite"),
      ANALYTICS_FLUSH_MS: "100",
      CONTACT_RATE_LIMIT: "0",
      // As behind nginx: the country test sends the visitor's address in X-Forwarded-For.
      TRUST_PROXY: "1",
    },
  });
  db = await openDatabase({ kind: "sqlite", path: join(dir, "contact.sqlite") }, { quiet: true });
});
afterAll(async () => {
  await site?.stop();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${site.url}${path}`, { headers: { "user-agent": chrome, ...headers } });
  await response.arrayBuffer();
  return response;
};

/** Polls `read` until `done` holds of what it read, for at most 15 s (the server flushes every 100 ms here). */
async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/** The page a test loads last, after everything it checks: the server keeps views in order. */
const sentinel = "/privacy";

/**
 * Every view the server has written up to the sentinel page's, which the test loaded last: views
 * are kept and written in the order they were counted, so a view that should not have been
 * counted, had it been, is written by then, however slow the machine.
 */
async function viewsUpToSentinel() {
  await get(sentinel);
  const views = await readUntil(
    () =>
      db.query<{ path: string; status: number; visitor: string }>(
        "SELECT path, status, visitor FROM analytics_views ORDER BY id",
      ),
    (rows) => rows.some((row) => row.path === sentinel),
  );
  expect(views.at(-1)?.path, "the sentinel page's view is the last written").toBe(sentinel);
  return views.slice(0, -1);
}

describe("page view counting on the production server", () => {
  it("counts page GETs and the 404 page, not Googlebot, a prefetch, an asset or HEAD, with one visitor per browser", async () => {
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("set-cookie")).toBeNull();
    await get("/bn/our-services");
    await get("/no-such-page");
    await get("/about-us", { "user-agent": googlebot });
    await get("/about-us", { "sec-purpose": "prefetch" });
    await get("/robots.txt");
    await (await fetch(`${site.url}/about-us`, { method: "HEAD", headers: { "user-agent": chrome } })).arrayBuffer();
    const views = await viewsUpToSentinel();
    expect(views.map((view) => [view.path, view.status])).toEqual([
      ["/", 200],
      ["/bn/our-services", 200],
      // Not the path a visitor typed: every 404 is one value (docs/analytics.md#bounds).
      [notFoundPath, 404],
    ]);
    expect(new Set(views.map((view) => view.visitor)).size).toBe(1);
  });

  it("finds a visitor's country in the build's IP-to-country table (DB-IP Lite), without storing the address", async () => {
    const safari =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
    // A Dhaka provider's range and a US one, as DB-IP lists them; a private address has no country.
    await get("/software-development", { "user-agent": safari, "x-forwarded-for": "45.120.38.10" });
    await get("/data-entry", { "user-agent": safari, "x-forwarded-for": "8.8.8.8" });
    await get("/video-editing", { "user-agent": safari, "x-forwarded-for": "10.1.2.3" });
    const countries = async () =>
      db.query<{ path: string; country: string | null }>(
        "SELECT path, country FROM analytics_views WHERE path IN ('/software-development', '/data-entry', '/video-editing') ORDER BY id",
      );
    expect(await readUntil(countries, (rows) => rows.length >= 3)).toEqual([
      { path: "/software-development", country: "BD" },
      { path: "/data-entry", country: "US" },
      { path: "/video-editing", country: null },
    ]);
    const stored = JSON.stringify(await db.query("SELECT * FROM analytics_views"));
    expect(stored).not.toMatch(/45\.120\.38\.10|8\.8\.8\.8/);
  });

  it("stores a lead's entry page, referrer and campaign", async () => {
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0";
    await get("/latest-projects?utm_source=newsletter&utm_campaign=spring", {
      "user-agent": firefox,
      referer: "https://www.google.com/",
    });
    await get("/contact-us", { "user-agent": firefox });
    const post = await fetch(`${site.url}/contact-us`, {
      method: "POST",
      headers: { "user-agent": firefox, "content-type": "application/x-www-form-urlencoded" },
      body: "name=Rahim%20Uddin&email=rahim%40example.com&subject=An%20app&message=We%20need%20an%20app%20built%20soon.",
    });
    await post.arrayBuffer();
    expect(post.status).toBe(200);
    const message = (await (await createMessageStore(db)).list()).find((stored) => stored.name === "Rahim Uddin");
    expect(message?.attribution).toEqual({
      entryPage: "/latest-projects",
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmMedium: null,
      utmCampaign: "spring",
      pagesSeen: ["/latest-projects", "/contact-us"],
    });
  });

  // Last: it fills the day's list of campaigns, which the tests above do not expect.
  it("keeps a script's distinct 404s and campaigns from one browser to a bounded number of rows, counting each", async () => {
    const edge =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 Edg/139.0.0.0";
    const sent = 3 * rowsPerVisitor;
    for (let i = 0; i < sent; i += 1) {
      const answer = await get(`/x${i}?utm_campaign=flood-${i}`, { "user-agent": edge });
      expect(answer.status).toBe(404);
    }
    const flood = () =>
      db.query<{ rows: number; views: number; paths: number }>(
        `SELECT count(*) AS rows, coalesce(sum(views), 0) AS views, count(DISTINCT path) AS paths
         FROM analytics_views WHERE browser = 'Edge'`,
      );
    const [stored] = await readUntil(flood, ([row]) => Number(row?.views) >= sent);
    expect(Number(stored?.views)).toBe(sent);
    expect(Number(stored?.rows)).toBeLessThanOrEqual(rowsPerVisitor + 1);
    // "(not found)", and "(other)" for the views beyond the visitor's rows.
    expect(Number(stored?.paths)).toBeLessThanOrEqual(2);
  });
});
