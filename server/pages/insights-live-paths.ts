import { articlesIn } from "../../app/content/insights/articles.server.ts";
import { insightsPagePaths, isInsightsPagePath } from "../../app/content/insights/insights-paths.ts";
import { locales } from "../../app/content/locale.ts";
import { localizePath } from "../../app/content/site-paths.ts";
import type { ContentPaths } from "./live-pages.server.ts";

/**
 * The Insights pages of the current edition, in both languages (both have every article: one
 * record holds its two languages): the lists, each topic's pages and each article. Live pages
 * serve these and stop serving the section's pages that are no longer among them.
 */
export const insightsLivePaths: ContentPaths = {
  current: () =>
    locales.flatMap((locale) => insightsPagePaths(articlesIn("en")).map((path) => localizePath(path, locale))),
  owns: isInsightsPagePath,
};
