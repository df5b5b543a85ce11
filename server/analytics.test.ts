// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessageStore } from "~/server/contact/message-store.server.ts";
import type { Database } from "~/server/db/database.ts";
import { openDatabase } from "~/server/db/open-database.ts";
import { freePort } from "../tests/support/postgres.ts";
import { type SiteProcess, startSite } from "../tests/support/site-process.ts";

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
    env: { CONTACT_DB_PATH: join(dir, "contact.sqlite"), ANALYTICS_FLUSH_MS: "100", CONTACT_RATE_LIMIT: "0" },
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

/** The views the server has written so far (it flushes every 100 ms here). */
async function viewsAfterFlush(expected: number) {
  const read = () =>
    db.query<{ path: string; status: number; visitor: string }>(
      "SELECT path, status, visitor FROM analytics_views ORDER BY id",
    );
  for (let i = 0; i < 100 && (await read()).length < expected; i++) await new Promise((done) => setTimeout(done, 50));
  // A little longer: a view that should not have been counted would arrive in the same flush.
  await new Promise((done) => setTimeout(done, 300));
  return read();
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
    const views = await viewsAfterFlush(3);
    expect(views.map((view) => [view.path, view.status])).toEqual([
      ["/", 200],
      ["/bn/our-services", 200],
      ["/no-such-page", 404],
    ]);
    expect(new Set(views.map((view) => view.visitor)).size).toBe(1);
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
});
