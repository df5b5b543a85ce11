import { expect, test } from "vitest";
import { insightsPagePaths, isInsightsPagePath, pageCount } from "./insights-paths.ts";

const articles = (count: number, tags: string[][] = []) =>
  Array.from({ length: count }, (_, i) => ({ slug: `article-${i + 1}`, tags: tags[i] ?? ["data"] }));

test("ten articles a page: the first page is the list itself, later pages are numbered", () => {
  expect([0, 1, 10, 11, 23].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
  const paths = insightsPagePaths(articles(23));
  expect(paths.slice(0, 3)).toEqual(["/insights", "/insights/page/2", "/insights/page/3"]);
  expect(paths).toContain("/insights/tag/data/page/3");
  expect(paths.at(-1)).toBe("/insights/article-23");
});

test("a tag has pages only for the articles it has", () => {
  const paths = insightsPagePaths(articles(2, [["data"], ["data", "video"]]));
  expect(paths).toEqual([
    "/insights",
    "/insights/tag/data",
    "/insights/tag/video",
    "/insights/article-1",
    "/insights/article-2",
  ]);
});

test("the section's pages are its lists, topics and articles in either language; its feed is not one", () => {
  const pages = ["/insights", "/bn/insights", "/insights/page/2", "/bn/insights/tag/data/page/2", "/insights/a-slug"];
  expect(pages.filter(isInsightsPagePath)).toEqual(pages);
  const others = ["/insights/feed.xml", "/bn/insights/feed.xml", "/insightsx", "/about-us", "/bn", "/"];
  expect(others.filter(isInsightsPagePath)).toEqual([]);
});
