import type { RouteConfigEntry } from "@react-router/dev/routes";
import { isSearchPath } from "../../app/content/search-copy.ts";
import { localeFromPath, unlocalizedPath } from "../../app/content/site-paths.ts";
import { isStaffPath } from "../../server/staff/staff-paths.ts";
import routeTable from "../../app/routes.ts";

/**
 * The site's pages as the route table declares them, so that tests and measuring scripts visit
 * what the router serves rather than a list of their own: every route with a static path whose
 * module renders a page. A `.ts` module is a resource route (the form's endpoint, sitemap.xml,
 * robots.txt, island props) and a path with `:` or `*` matches many URLs (the 404 pages); the
 * staff area is a tool, not a page of the site. In table order: the English pages, then the
 * Bangla ones in the same order.
 */
export function pagePathsOf(routes: readonly RouteConfigEntry[], parent = ""): string[] {
  return pagesOf(routes, parent).map((page) => page.path);
}

type Page = { path: string; file: string };

function pagesOf(routes: readonly RouteConfigEntry[], parent = ""): Page[] {
  return routes.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    if (entry.children) return pagesOf(entry.children, path);
    const isPage = entry.file.endsWith(".tsx") && !/[:*]/.test(path);
    const url = path || "/";
    // Search results are rendered per request for a query: measured with one (searchPagePaths).
    return isPage && !isStaffPath(url) && !isSearchPath(url) ? [{ path: url, file: entry.file }] : [];
  });
}

/** The search page with a query in each language, for the measuring scripts (Lighthouse, axe). */
export const searchPagePaths: readonly string[] = [
  "/search?q=website+security",
  "/bn/search?q=%E0%A6%93%E0%A6%AF%E0%A6%BC%E0%A7%87%E0%A6%AC%E0%A6%B8%E0%A6%BE%E0%A6%87%E0%A6%9F",
];

/** Every page of the site in both languages, from app/routes.ts. */
export const pagePaths: readonly string[] = pagePathsOf(routeTable);

/**
 * One page per template and language: the first page each route module renders in English and
 * in Bangla (the six category pages share one module). `npm test` measures these with
 * Lighthouse; `npm run lighthouse` measures every page.
 */
export const templatePaths: readonly string[] = (() => {
  const seen = new Set<string>();
  return pagesOf(routeTable).flatMap((page) => {
    const template = `${localeFromPath(page.path)} ${page.file}`;
    if (seen.has(template)) return [];
    seen.add(template);
    return [page.path];
  });
})();

type Repeated = "topic" | "article";

/** An Insights topic page or article: one template shown again and again with other words. */
function repeatedKind(path: string): Repeated | undefined {
  const page = unlocalizedPath(path);
  if (page.startsWith("/insights/tag/")) return "topic";
  return /^\/insights\/(?!page\/)[^/]+$/.test(page) ? "article" : undefined;
}

/** Every page, keeping of the repeated kinds given only the first in each language. */
function withoutRepeats(kinds: readonly Repeated[]): readonly string[] {
  const seen = new Set<string>();
  return pagePaths.filter((path) => {
    const kind = repeatedKind(path);
    if (!kind || !kinds.includes(kind)) return true;
    const key = `${localeFromPath(path)} ${kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Every page, but of the Insights topic pages and articles only the first of each in each
 * language: the others are the same template, scripts and styles with other words. Checks of
 * what a template loads or how it lays out (size budgets, CSP, desktop axe, the language
 * switcher) use it.
 */
export const pagesWithoutRepeats = withoutRepeats(["topic", "article"]);

/**
 * Every page whose words differ: all but the topic pages after the first in each language (they
 * show the list's cards again). The phone axe run and the Bangla script check use it.
 */
export const pagesWithDistinctWords = withoutRepeats(["topic"]);
