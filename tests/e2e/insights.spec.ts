import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { formatArticleDate } from "../../app/content/insights/article-dates.ts";
import { insightsCopy } from "../../app/content/insights/copy.ts";
import { insightTags } from "../../app/content/insights/tags.ts";
import { siteContent } from "../../app/content/site-content.ts";
import { localizePath } from "../../app/content/site-paths.ts";
import { articles, brand, viewports } from "./helpers.ts";

for (const locale of ["en", "bn"] as const) {
  const copy = insightsCopy[locale];
  const inLocale = articles.filter((article) => article.locale === locale);
  const listPath = localizePath("/insights", locale);
  const path = (slug: string) => localizePath(`/insights/${slug}`, locale);

  test(`the ${locale} list shows every article newest first, with its date, reading time and author, linked from the menu`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto(localizePath("/", locale));
    await page.getByRole("navigation").getByRole("link", { name: copy.title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${listPath}$`));
    const cards = page.locator("main ol > li article");
    await expect(cards).toHaveCount(inLocale.length);
    for (const [i, article] of inLocale.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(article.title);
      await expect(card.getByRole("link", { name: article.title })).toHaveAttribute("href", path(article.slug));
      await expect(card).toContainText(formatArticleDate(article.date, locale));
      const author = siteContent(locale).teamMembers.find((member) => member.id === article.author);
      await expect(card).toContainText(author?.name ?? "missing author");
    }
    if (locale === "bn") await expect(cards.first()).toContainText(/পড়তে [০-৯]+ মিনিট/);
    else await expect(cards.first()).toContainText(/\d+ min read/);
    // The feed: announced in the head and linked visibly.
    const feedHref = await page.getAttribute('link[rel="alternate"][type="application/atom+xml"]', "href");
    expect(new URL(feedHref ?? "").pathname).toBe(localizePath("/insights/feed.xml", locale));
    await expect(page.getByRole("link", { name: copy.feed })).toHaveAttribute(
      "href",
      localizePath("/insights/feed.xml", locale),
    );
  });

  test(`a ${locale} topic page lists only that topic's articles and marks itself in the topic links`, async ({
    page,
  }) => {
    const tag = "security" as const;
    await page.goto(listPath);
    await page
      .getByRole("navigation", { name: copy.topics })
      .getByRole("link", { name: insightTags[tag][locale] })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(`/insights/tag/${tag}`, locale)}$`));
    await expect(page.locator("h1")).toHaveText(copy.tagTitle(insightTags[tag][locale]));
    const expected = inLocale.filter((article) => article.tags.includes(tag)).map((article) => article.title);
    await expect(page.locator("main ol > li h2")).toHaveText(expected);
    await expect(
      page.getByRole("navigation", { name: copy.topics }).getByRole("link", { name: insightTags[tag][locale] }),
    ).toHaveAttribute("aria-current", "page");
  });

  test(`a ${locale} article has its author, dates in the page's language, contents, related service, neighbours and the call to action`, async ({
    page,
  }) => {
    const index = 1;
    const article = inLocale[index]!;
    const content = siteContent(locale);
    await page.goto(path(article.slug));
    await expect(page.locator("h1")).toHaveText(article.title);
    const author = content.teamMembers.find((member) => member.id === article.author)!;
    await expect(page.locator("main header")).toContainText(author.name);
    await expect(page.locator("main header time").first()).toHaveText(formatArticleDate(article.date, locale));
    if (locale === "bn") await expect(page.locator("main header time").first()).toHaveText(/^[০-৯]+ \S+, [০-৯]{4}$/);
    // Every entry of the contents leads to a heading of the article.
    const contents = page.getByRole("navigation", { name: copy.contents }).getByRole("link");
    expect(await contents.count()).toBeGreaterThanOrEqual(4);
    for (const link of await contents.all()) {
      const id = decodeURIComponent((await link.getAttribute("href"))!.slice(1));
      await expect(page.locator(`h2[id="${id}"]`)).toHaveText((await link.textContent())!);
    }
    const category = content.categories.find((candidate) => candidate.slug === article.category)!;
    await expect(page.getByRole("link", { name: category.name, exact: true }).last()).toHaveAttribute(
      "href",
      localizePath(`/${category.slug}`, locale),
    );
    const neighbours = page.getByRole("navigation", { name: copy.moreArticles });
    await expect(neighbours.locator('a[rel="prev"]')).toHaveText(inLocale[index + 1]!.title);
    await expect(neighbours.locator('a[rel="next"]')).toHaveText(inLocale[index - 1]!.title);
    await expect(page.getByRole("link", { name: copy.ctaButton })).toHaveAttribute(
      "href",
      localizePath("/contact-us", locale),
    );
  });

  test(`a ${locale} article describes itself to search engines and social sites: BlogPosting, hreflang pair, its own card image`, async ({
    page,
    request,
  }) => {
    const article = inLocale[0]!;
    await page.goto(path(article.slug));
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      description: article.summary,
      datePublished: article.date,
      inLanguage: locale,
      author: { "@type": "Person" },
    });
    expect(await page.getAttribute('meta[property="og:type"]', "content")).toBe("article");
    expect(await page.getAttribute('meta[property="og:title"]', "content")).toBe(`${article.title} - ${brand}`);
    for (const hreflang of ["en", "bn"] as const) {
      const href = await page.getAttribute(`link[rel="alternate"][hreflang="${hreflang}"]`, "href");
      expect(new URL(href ?? "").pathname).toBe(localizePath(`/insights/${article.slug}`, hreflang));
    }
    const image = new URL((await page.getAttribute('meta[property="og:image"]', "content")) ?? "");
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const { width, height } = await sharp(await response.body()).metadata();
    expect([width, height]).toEqual([1200, 630]);
  });

  test(`the ${locale} Atom feed holds every article in full, newest first`, async ({ request }) => {
    const response = await request.get(localizePath("/insights/feed.xml", locale));
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(
      new RegExp(
        `^<\\?xml version="1.0" encoding="utf-8"\\?>\\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}"`,
      ),
    );
    const entries = [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map(([entry]) => entry);
    expect(entries).toHaveLength(inLocale.length);
    for (const [i, article] of inLocale.entries()) {
      expect(entries[i]).toContain(`<id>https://`);
      expect(entries[i]).toContain(`${path(article.slug)}</id>`);
      expect(entries[i]).toContain(`<published>${article.date}T00:00:00Z</published>`);
      // The article's HTML travels escaped: no raw markup inside the XML.
      expect(entries[i]).toMatch(/<content type="html">&lt;p&gt;/);
    }
  });
}

test("an unknown article, topic or list page answers 404", async ({ request }) => {
  for (const path of [
    "/insights/no-such-article",
    "/bn/insights/no-such-article",
    "/insights/tag/gossip",
    "/insights/page/1",
    "/insights/page/9",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
