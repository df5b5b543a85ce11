// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { ServerBuild } from "react-router";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setEditionSource } from "../../app/content/edition/edition-source.ts";
import { type Edition, initialEdition } from "../../app/content/edition/initial-edition.ts";
import type { ArticleEntry } from "../../app/content/insights/article-edition.ts";
import { articleImagePath, findArticle } from "../../app/content/insights/articles.server.ts";
import { parsePalette } from "../../app/styles/palette.ts";
import { routelessBuild } from "../../tests/support/routeless-build.ts";
import { loadStaticFiles, type StaticFile } from "../http/static-files.ts";
import { createLivePages } from "./live-pages.server.ts";
import { createOgCards } from "./og-card-refresh.server.ts";
import { ogCardSpecs, siteCardPath } from "./og-cards.ts";
import { publicPagePolicy } from "./page-policy.ts";

/*
 * The Open Graph cards in a live pages refresh, on the real edition and a build of one page: the
 * cards the build drew are files of the served folder (their bytes stand for the build's), a
 * publish is a new current edition, and a card that must change is drawn by the real renderer.
 */

const initialArticles = initialEdition.articles as ArticleEntry[];
const slug = initialArticles[0]!.slug;
const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="${fill}"/></svg>`;

// As the build's tools read it; the server bundle carries the same file (server/app.ts).
const palette = parsePalette(readFileSync("app/styles/tokens.css", "utf8"));

let dir: string;
let staticFiles: Map<string, StaticFile>;

/** Publishes an edition `change` made from the initial one, as servePublishedEdition does. */
function publish(change: (edition: Edition & { articles: ArticleEntry[] }) => void) {
  const edition = structuredClone(initialEdition) as Edition & { articles: ArticleEntry[] };
  change(edition);
  setEditionSource(() => edition);
}

const onePageBuild = () =>
  ({ ...routelessBuild(() => new Response("<!doctype html><p>Home</p>")), prerender: ["/"] }) as ServerBuild;

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  setEditionSource(() => initialEdition);
  dir = mkdtempSync(join(tmpdir(), "og-cards-"));
  const write = (urlPath: string, body: string | Buffer) => {
    mkdirSync(dirname(join(dir, urlPath)), { recursive: true });
    writeFileSync(join(dir, urlPath), body);
  };
  write("/index.html", "<!doctype html><p>Home</p>");
  write("/art/logo-mark.svg", svg("#f59e0b"));
  write("/art/hero/brand.svg", svg("#0f766e"));
  // The build's cards of the initial edition; distinct bytes each.
  for (const spec of ogCardSpecs()) write(spec.urlPath, `built card ${spec.urlPath}`);
  staticFiles = loadStaticFiles(dir, publicPagePolicy);
});
afterEach(() => {
  setEditionSource(() => initialEdition);
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const livePages = () =>
  createLivePages({
    build: onePageBuild(),
    staticFiles,
    pagePolicy: publicPagePolicy,
    ogCards: createOgCards({ staticFiles, pagePolicy: publicPagePolicy, palette }),
  });

describe("Open Graph cards in a live pages refresh", () => {
  it("draws again only the card of an article whose title was published, under the page's og:image address", async () => {
    const pages = livePages();
    const before = new Map(staticFiles);
    publish((edition) => {
      edition.articles.find((article) => article.slug === slug)!.title.en = "What a Business Website Costs in 2027";
    });
    const report = await pages.refresh();

    const changed = articleImagePath(findArticle("en", slug)!);
    expect(report).toMatchObject({ cardsDrawn: [changed], cardsRemoved: [], failed: [] });
    const card = staticFiles.get(changed)!;
    expect(card.etag).not.toBe(before.get(changed)!.etag);
    expect(await sharp(card.identity.body).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(card.identity.headers).toEqual(expect.arrayContaining(["Content-Type", "image/png"]));
    // Every other card, the same language's site card and the other language's, keeps its entry.
    for (const spec of ogCardSpecs().filter((spec) => spec.urlPath !== changed))
      expect(staticFiles.get(spec.urlPath), spec.urlPath).toBe(before.get(spec.urlPath));
    // Nothing more to draw until something else changes.
    expect((await pages.refresh()).cardsDrawn).toEqual([]);
  });

  it("draws a new article's cards, stops serving a removed one's, and redraws the site card for a new brand", async () => {
    const pages = livePages();
    const removed = initialArticles[1]!.slug;
    publish((edition) => {
      edition.articles = edition.articles.filter((article) => article.slug !== removed);
      edition.articles.push({ ...structuredClone(initialArticles[0]!), slug: "choosing-a-domain-name" });
    });
    const report = await pages.refresh();
    expect(report.cardsDrawn).toEqual([
      "/og/insights/en/choosing-a-domain-name.png",
      "/og/insights/bn/choosing-a-domain-name.png",
    ]);
    expect(report.cardsRemoved).toEqual([`/og/insights/en/${removed}.png`, `/og/insights/bn/${removed}.png`]);
    for (const urlPath of report.cardsDrawn) expect(staticFiles.has(urlPath)).toBe(true);
    for (const urlPath of report.cardsRemoved) expect(staticFiles.has(urlPath)).toBe(false);

    publish((edition) => {
      (edition.site as { brand: string }).brand = "Nakshi Digital";
    });
    // The brand is on every card: all of them, and only then.
    expect((await pages.refresh()).cardsDrawn).toEqual(ogCardSpecs().map((spec) => spec.urlPath));
    expect(staticFiles.get(siteCardPath)!.identity.body.subarray(1, 4).toString()).toBe("PNG");
  });
});
