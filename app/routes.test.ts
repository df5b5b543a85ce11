import { expect, test } from "vitest";
import { pagePaths } from "../tests/support/route-table.ts";
import { readArticleFiles } from "./content/insights/article-files.ts";
import { buildCatalogue } from "./content/insights/catalogue.ts";
import { sitePagePaths } from "./content/insights/insights-paths.ts";
import { locales } from "./content/locale.ts";
import { localizedPagePaths, localizePath } from "./content/site-paths.ts";

test("the route table serves exactly the pages the sitemap and menus list, in both languages and the same order", () => {
  const articles = buildCatalogue(readArticleFiles()).filter((article) => article.locale === "en");
  const expected = locales.flatMap((locale) => sitePagePaths(articles).map((path) => localizePath(path, locale)));
  expect(pagePaths).toEqual(expected);
  // The specification's 13 pages, the privacy page (issue 15) and the Insights list, in each language first.
  expect(pagePaths.slice(0, 15)).toEqual(localizedPagePaths.slice(0, 15));
  // Then per language: 6 articles, 10 topics on one page each.
  expect(pagePaths).toHaveLength(2 * (15 + 10 + 6));
});
