// @vitest-environment node
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import { eventually } from "../../tests/support/eventually.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { startSite, type SiteProcess } from "../../tests/support/site-process.ts";
import { createContentService } from "../content/content-store.server.ts";
import { editionRulesFor } from "../content/edition-rules.ts";
import { openDatabase } from "../db/open-database.ts";

/*
 * Site search on the production server (npm run build first): a public page rendered per request,
 * whatever a visitor types. TRUST_PROXY=1 lets each test be its own client (X-Forwarded-For), so the
 * rate limit of one test never meets another's.
 */
const limit = 12;
const path = join(mkdtempSync(join(tmpdir(), "search-site-")), "contact.sqlite");
let site: SiteProcess;

beforeAll(async () => {
  site = await startSite({
    port: await freePort(),
    env: {
      CONTACT_DB_PATH: path,
      TRUST_PROXY: "1",
      SEARCH_RATE_LIMIT: String(limit),
      SEARCH_RATE_WINDOW_SECONDS: "3600",
    },
  });
});
afterAll(() => site?.stop());

let clients = 0;
/** A search as a new client (its own address), or as `client`. */
async function search(query: string, client = `198.51.100.${++clients}`) {
  const response = await fetch(`${site.url}${query}`, { headers: { "X-Forwarded-For": client } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

describe("the search page", () => {
  it("finds a card in each language, marks the words and links to the card's anchor, as a public page", async () => {
    const en = await search("/search?q=penetration+testing");
    expect(en.status).toBe(200);
    expect(en.html).toMatch(/<a href="\/cyber-security#card-[a-z0-9-]+"[^>]*>.*<mark/);
    // The public pages' policy, as the prerendered home page has it (the font URL in its hash is the build's).
    const home = await fetch(`${site.url}/`);
    expect(en.headers.get("content-security-policy")).toBe(home.headers.get("content-security-policy"));
    expect(en.headers.get("set-cookie")).toBeNull();
    const bn = await search(`/bn/search?q=${encodeURIComponent("পেনিট্রেশন")}`);
    expect(bn.status).toBe(200);
    expect(bn.html).toContain('lang="bn"');
    expect(bn.html).toMatch(/href="\/bn\/cyber-security#card-/);
    expect(bn.html).toContain("<mark");
  });

  it("answers hostile queries with a page in words, never a 5xx, and shows what was typed as text", async () => {
    const hostile = [
      `/search?q=${"a".repeat(5_000)}`,
      // 1,250 characters, 11 KB percent-encoded: Node answers 431 itself past 16 KB of request head.
      `/search?q=${encodeURIComponent("ওয়েব".repeat(250))}`,
      "/search?q=%00%01%1B%7F%E2%80%AEsecurity",
      `/search?q=${encodeURIComponent('"seo" OR web* NEAR(a b) -x ^y title:z {a} [b] \\')}`,
      `/search?q=${encodeURIComponent("<script>alert(1)</script>")}`,
      "/search?q=%E0%A6",
      "/search?q=seo&q=web&page=-1",
      "/search?q=seo&page=99999999999",
      "/search?q=seo&page=1e9",
      "/search?page=2",
      `/search?q=${encodeURIComponent("১২৩ ".repeat(60))}`,
    ];
    for (const query of hostile) {
      const answer = await search(query);
      const name = query.slice(0, 80);
      expect(answer.status, name).toBeLessThan(500);
      expect(answer.headers.get("content-type") ?? "", `${name}: ${answer.status}`).toMatch(/^text\/html/);
      expect(answer.html, name).not.toContain("<script>alert(1)</script>");
    }
    const long = await search(`/search?q=${"a".repeat(5_000)}`);
    expect(long.status).toBe(400);
    expect(long.html).toContain("at most 200 characters");
    const script = await search(`/search?q=${encodeURIComponent("<script>alert(1)</script>")}`);
    expect(script.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("answers a flood from one client with a 429 page that says when to try again", async () => {
    const client = "203.0.113.77";
    for (let i = 0; i < limit; i += 1) expect((await search(`/search?q=seo${i}`, client)).status).toBe(200);
    const refused = await search("/search?q=seo", client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.html).toContain("Too many searches");
    // Another client is still served.
    expect((await search("/search?q=seo")).status).toBe(200);
  });

  it("finds a published edit as soon as the instance serves the new edition", async () => {
    const word = "quokkaware";
    expect((await search(`/search?q=${word}`)).html).toContain("Nothing on the site matches");
    const edited = structuredClone(initialEdition) as typeof initialEdition & {
      projects: { title: { en: string; bn: string } }[];
    };
    edited.projects[0]!.title = { en: `Quokkaware clinic portal`, bn: `কোয়োকাওয়্যার ক্লিনিক পোর্টাল` };
    const db = await openDatabase({ kind: "sqlite", path }, { quiet: true });
    try {
      const published = await createContentService({
        db,
        rules: editionRulesFor([resolve("build/client")]),
      }).importEdition(edited, "test");
      expect(published.ok).toBe(true);
    } finally {
      await db.close();
    }
    // Another process published: this instance notices within its check interval (5 s).
    await eventually(async () => (await search(`/search?q=${word}`)).html.includes("latest-projects#project-"), 20_000);
    const bn = await search(`/bn/search?q=${encodeURIComponent("কোয়োকাওয়্যার")}`);
    expect(bn.html).toMatch(/href="\/bn\/latest-projects#project-/);
  });
});
