import type { Locale } from "../locale.ts";
import { pagePaths, paths, unlocalizedPath } from "../site-paths.ts";

/**
 * The Insights section's URLs, without the /bn prefix (site-paths.ts adds it). Page 1 of a list
 * is the list's own path; later pages add /page/<n>.
 */
export const insightsPerPage = 10;

export const pageCount = (articles: number) => Math.max(1, Math.ceil(articles / insightsPerPage));

const paged = (path: string, page: number) => (page <= 1 ? path : `${path}/page/${page}`);

export const insightsListPath = (page = 1) => paged(paths.insights, page);
export const insightTagPath = (tag: string, page = 1) => paged(`${paths.insights}/tag/${tag}`, page);
export const insightPath = (slug: string) => `${paths.insights}/${slug}`;
export const insightsFeedPath = `${paths.insights}/feed.xml`;

/** The article's Open Graph card, drawn by the build (tools/art/generate-og-images.ts) and again by the server when it changes (server/pages/og-card-refresh.server.ts). */
export const insightImagePath = (locale: Locale, slug: string) => `/og/insights/${locale}/${slug}.png`;

/** Slugs an article cannot take: they are path segments of the section itself. */
export const reservedSlugs = ["page", "tag", "feed.xml"] as const;

type Listed = { slug: string; tags: readonly string[] };

/** Every page of the section in one language, list pages first: the route table and the sitemap read it. */
export function insightsPagePaths(articles: readonly Listed[]): string[] {
  const tags = [...new Set(articles.flatMap((article) => article.tags))];
  const pages = (count: number, path: (page: number) => string) =>
    Array.from({ length: pageCount(count) }, (_, i) => path(i + 1));
  return [
    ...pages(articles.length, insightsListPath),
    ...tags.flatMap((tag) =>
      pages(articles.filter((article) => article.tags.includes(tag)).length, (page) => insightTagPath(tag, page)),
    ),
    ...articles.map((article) => insightPath(article.slug)),
  ];
}

/** Every page of the site in one language: the fixed pages (with the first Insights page), then the rest of Insights. */
export function sitePagePaths(articles: readonly Listed[]): string[] {
  return [...pagePaths, ...insightsPagePaths(articles).filter((path) => path !== paths.insights)];
}

/** Whether a path (either language) is a page of the section, as opposed to its feed or another page. */
export function isInsightsPagePath(path: string): boolean {
  const page = unlocalizedPath(path);
  return (page === paths.insights || page.startsWith(`${paths.insights}/`)) && page !== insightsFeedPath;
}
