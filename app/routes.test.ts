import { expect, test } from "vitest";
import { pagePaths } from "../tests/support/route-table.ts";
import { readArticleFiles } from "./content/insights/article-files.ts";
import { buildCatalogue } from "./content/insights/catalogue.ts";
import {
  insightPath,
  insightsListPath,
  insightsPerPage,
  insightTagPath,
  sitePagePaths,
} from "./content/insights/insights-paths.ts";
import { locales } from "./content/locale.ts";
import { localeFromPath, localizedPagePaths, localizePath, pagePaths as fixedPages } from "./content/site-paths.ts";

/** The articles in the repository, in English: both languages have the same slugs and tags (catalogue.ts checks it). */
const articles = buildCatalogue(readArticleFiles()).filter((article) => article.locale === "en");
const tags = new Set(articles.flatMap((article) => article.tags));

/** Pages 1, 2, … of a list of `count` articles, ten to a page (decision 016). */
const listPages = (count: number, path: (page: number) => string) =>
  Array.from({ length: Math.ceil(count / insightsPerPage) }, (_, i) => path(i + 1));

/**
 * Every page of one language, from the content rather than from the function the route table
 * calls: the fixed pages (the Insights list among them), then the list's further pages, each
 * topic's pages and each article.
 */
const pagesOfOneLanguage = new Set([
  ...fixedPages,
  ...listPages(articles.length, insightsListPath),
  ...[...tags].flatMap((tag) =>
    listPages(articles.filter((article) => article.tags.includes(tag)).length, (page) => insightTagPath(tag, page)),
  ),
  ...articles.map((article) => insightPath(article.slug)),
]);

test("the route table serves exactly the pages the sitemap and menus list, in both languages and the same order", () => {
  // What the sitemap lists (it reads sitePagePaths), in each language, in the same order.
  const expected = locales.flatMap((locale) => sitePagePaths(articles).map((path) => localizePath(path, locale)));
  expect(pagePaths).toEqual(expected);
  // The specification's 13 pages, the privacy page (issue 15) and the Insights list, in each language first.
  expect(pagePaths.slice(0, fixedPages.length)).toEqual(localizedPagePaths.slice(0, fixedPages.length));
});

test("every article and topic in the content has its pages in each language, and no other page is served", () => {
  const sorted = (paths: Iterable<string>) => [...paths].sort();
  for (const locale of locales) {
    const served = pagePaths.filter((path) => localeFromPath(path) === locale);
    expect(sorted(served)).toEqual(sorted([...pagesOfOneLanguage].map((path) => localizePath(path, locale))));
  }
  expect(pagePaths).toHaveLength(locales.length * pagesOfOneLanguage.size);
});
