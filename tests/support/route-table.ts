import type { RouteConfigEntry } from "@react-router/dev/routes";
import { isStaffPath } from "../../app/lib/staff-paths.ts";
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
  return routes.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    if (entry.children) return pagePathsOf(entry.children, path);
    const isPage = entry.file.endsWith(".tsx") && !/[:*]/.test(path);
    const url = path || "/";
    return isPage && !isStaffPath(url) ? [url] : [];
  });
}

/** Every page of the site in both languages, from app/routes.ts. */
export const pagePaths: readonly string[] = pagePathsOf(routeTable);
