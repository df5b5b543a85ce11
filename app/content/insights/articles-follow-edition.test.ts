import { afterEach, describe, expect, test } from "vitest";
import { loader as articleLoader } from "../../routes/insight.tsx";
import { loader as listLoader } from "../../routes/insights.tsx";
import { loader as feedLoader } from "../../routes/insights-feed[.]xml.ts";
import { loader as sitemapLoader } from "../../routes/sitemap[.]xml.ts";
import { setEditionSource } from "../edition/edition-source.ts";
import { initialEdition, type Edition } from "../edition/initial-edition.ts";
import type { ArticleEntry } from "./article-edition.ts";
import { articleImagePath, articlesIn, findArticle, renderArticle } from "./articles.server.ts";

const initialArticles = initialEdition.articles as ArticleEntry[];

/** An edition whose articles `change` rewrote, made the current one (as a publish does). */
function publish(change: (articles: ArticleEntry[]) => ArticleEntry[]): void {
  const edition: Edition = { ...initialEdition, articles: change(structuredClone(initialArticles)) };
  setEditionSource(() => edition);
}

const { updated: _revised, ...unrevised } = structuredClone(initialArticles[0]!);
// A new article has not been revised (the one it is cloned from has): it has no `updated`.
const newArticle: ArticleEntry = {
  ...unrevised,
  slug: "choosing-a-domain-name",
  title: { en: "Choosing a Domain Name for Your Business", bn: "আপনার ব্যবসার জন্য ডোমেইন নাম বেছে নেওয়া" },
  date: "2027-01-05",
  tags: ["websites", "planning"],
  body: { en: "\nA new article about domains.\n\n## Short names\n\nText.\n", bn: "\nডোমেইন নিয়ে নতুন লেখা।\n" },
};

// Route loaders take more than a request; these read the request alone.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader has its own argument type
const get = (path: string): any => ({ request: new Request(`http://localhost${path}`), params: {}, context: {} });
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { init?: { status?: number } }) => error.init?.status,
  );

afterEach(() => setEditionSource(() => initialEdition));

describe("the Insights catalogue follows the current edition", () => {
  test("a published title shows in its language; the other language and the rest stay as they were", () => {
    const slug = initialArticles[0]!.slug;
    const before = findArticle("en", slug);
    publish((articles) => {
      articles[0]!.title.bn = "নতুন শিরোনাম: ওয়েবসাইটের খরচ আসলে কীসে";
      return articles;
    });
    expect(findArticle("bn", slug)?.title).toBe("নতুন শিরোনাম: ওয়েবসাইটের খরচ আসলে কীসে");
    expect(findArticle("en", slug)?.title).toBe(before?.title);
    // Its card is drawn again with the new title (server/pages/og-card-refresh.server.ts), at its address.
    expect(articleImagePath(findArticle("bn", slug)!)).toBe(`/og/insights/bn/${slug}.png`);
    expect(articleImagePath(findArticle("en", slug)!)).toBe(`/og/insights/en/${slug}.png`);
  });

  test("an article is rendered once per edition, and again once an edition changes its body", async () => {
    const article = findArticle("en", initialArticles[1]!.slug)!;
    expect(renderArticle(article)).toBe(renderArticle(findArticle("en", article.slug)!));
    publish((articles) => {
      articles[1]!.body.en = "\n## A body rewritten\n\nIn the editor.\n";
      return articles;
    });
    const edited = findArticle("en", article.slug)!;
    expect((await renderArticle(edited)).html).toContain('<h2 id="a-body-rewritten">A body rewritten</h2>');
  });

  test("a new article is listed first (the newest), has its page, and is in the sitemap and the feed", async () => {
    publish((articles) => [newArticle, ...articles]);
    expect(articlesIn("bn")[0]?.slug).toBe(newArticle.slug);
    const page = await articleLoader(get(`/bn/insights/${newArticle.slug}`));
    // Its own card, which the server draws when it serves the page (server/pages/og-card-refresh.server.ts).
    expect(page.article).toMatchObject({ title: newArticle.title.bn, image: `/og/insights/bn/${newArticle.slug}.png` });
    expect(page.html).toContain("ডোমেইন নিয়ে নতুন লেখা।");
    const list = await listLoader(get("/insights"));
    expect(list.cards[0]?.title).toBe(newArticle.title.en);
    expect(await sitemapLoader().text()).toContain(`/bn/insights/${newArticle.slug}</loc>`);
    expect(await (await feedLoader(get("/insights/feed.xml"))).text()).toContain(
      `<title>${newArticle.title.en}</title>`,
    );
  });

  test("a removed article and a topic no article has any more are 404s", async () => {
    const removed = initialArticles[0]!;
    const onlyTag = (tag: string) => initialArticles.filter((article) => article.tags.includes(tag));
    const tag = removed.tags.find((candidate) => onlyTag(candidate).length === 1);
    expect(tag, "a topic only the removed article has").toBeDefined();
    expect(await statusOf(listLoader(get(`/bn/insights/tag/${tag}`)))).toBe(200);
    publish((articles) => articles.filter((article) => article.slug !== removed.slug));
    expect(findArticle("en", removed.slug)).toBeUndefined();
    expect(await statusOf(articleLoader(get(`/insights/${removed.slug}`)))).toBe(404);
    expect(await statusOf(listLoader(get(`/bn/insights/tag/${tag}`)))).toBe(404);
    expect(await sitemapLoader().text()).not.toContain(`/insights/${removed.slug}<`);
  });
});
