// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventually } from "../../tests/support/eventually.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";
import { createContentService } from "../content/content-store.server.ts";
import { editionRulesFor } from "../content/edition-rules.ts";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";

/*
 * A publish seen by the production server (npm run build): an article's new English title is
 * published into the site's store by another process (as `npm run content -- import` does), the
 * server picks it up within its check interval and swaps in the page with the card that shows it.
 */
const slug = "data-cleaning-before-migration";
const newTitle = "Clean Your Data Before the Move, Not After It";
let dir: string;
let db: Database;
let site: SiteProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "og-cards-site-"));
  const dbPath = join(dir, "contact.sqlite");
  site = await startSite({ port: await freePort(), env: { CONTACT_DB_PATH: dbPath } });
  db = await openDatabase({ kind: "sqlite", path: dbPath }, { quiet: true });
});
afterAll(async () => {
  await site?.stop();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ogImageOf = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];

it("publishing an article's title draws its card again at the page's og:image address; other cards keep their bytes and ETags", async () => {
  const get = (path: string) => fetch(`${site.url}${path}`);
  const page = await (await get(`/insights/${slug}`)).text();
  const imagePath = new URL(ogImageOf(page)!).pathname;
  expect(imagePath).toBe(`/og/insights/en/${slug}.png`);
  const cards = [
    imagePath,
    `/og/insights/bn/${slug}.png`,
    "/og/insights/en/website-cost-bangladesh.png",
    "/og-image.png",
  ];
  const before = new Map<string, { etag: string | null; bytes: Buffer }>();
  for (const path of cards) {
    const response = await get(path);
    before.set(path, { etag: response.headers.get("etag"), bytes: Buffer.from(await response.arrayBuffer()) });
  }

  const content = createContentService({
    db,
    rules: editionRulesFor([resolve("build/client")]),
  });
  const { edition } = await content.published();
  const record = (edition.articles as { slug: string; title: { en: string } }[]).find((entry) => entry.slug === slug)!;
  const saved = await content.saveDraft({
    key: { collection: "articles", id: slug },
    value: { ...record, title: { ...record.title, en: newTitle } },
    baseRevision: 0,
    by: "editor@example.com",
  });
  expect(saved.ok).toBe(true);
  expect((await content.publish("editor@example.com")).ok).toBe(true);

  // The server asks the store every 5 s; a loaded machine renders for seconds more.
  let html = "";
  await eventually(
    async () => (html = await (await get(`/insights/${slug}`)).text()).includes(newTitle),
    30_000,
    () => site.logs(),
  );
  expect(new URL(ogImageOf(html)!).pathname).toBe(imagePath);
  const card = await get(imagePath);
  expect(card.status).toBe(200);
  expect(card.headers.get("content-type")).toBe("image/png");
  expect(card.headers.get("etag")).not.toBe(before.get(imagePath)!.etag);
  const bytes = Buffer.from(await card.arrayBuffer());
  expect(bytes.equals(before.get(imagePath)!.bytes)).toBe(false);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
  for (const path of cards.slice(1)) {
    const response = await get(path);
    expect(response.headers.get("etag"), path).toBe(before.get(path)!.etag);
    expect(Buffer.from(await response.arrayBuffer()).equals(before.get(path)!.bytes), path).toBe(true);
  }
  // One card drawn, in the refresh that swapped in the page (its log line may trail the answer).
  await site.waitForLog('"cardsDrawn":1');
});
