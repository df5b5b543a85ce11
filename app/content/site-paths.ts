import { locales, type Locale } from "./locale.ts";

/**
 * The site's page paths. app/routes.ts maps each to its module, and the sitemap and menus read
 * them from here, so a page added to the route table cannot be missing from the sitemap. Tests
 * and the measuring scripts read the route table itself (tests/support/route-table.ts);
 * app/routes.test.ts checks that it serves exactly these pages.
 */
export const categorySlugs = [
  "software-development",
  "digital-marketing",
  "graphics-design",
  "video-editing",
  "data-entry",
  "cyber-security",
] as const;

export const paths = {
  home: "/",
  services: "/our-services",
  projects: "/latest-projects",
  about: "/about-us",
  contact: "/contact-us",
  team: "/expert-team",
  clients: "/happy-clients",
  /** The article list; each article, tag and further list page has its own path (app/content/insights-paths.ts). */
  insights: "/insights",
  /** Linked from every page's footer and from the contact form, not from the menu. */
  privacy: "/privacy",
} as const;

export const categoryPath = (slug: (typeof categorySlugs)[number]) => `/${slug}` as const;

/** Every prerendered page: those of `paths` (in menu order, the footer-only privacy page last), then the categories. */
export const pagePaths: string[] = [...Object.values(paths), ...categorySlugs.map(categoryPath)];

/** Where a locale's pages live: English at the root, Bangla under /bn (decision 008). */
export const localePrefix = { en: "", bn: "/bn" } as const satisfies Record<Locale, string>;

/** The same page in `locale`: "/our-services" becomes "/bn/our-services", "/" becomes "/bn". */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/")) return path;
  const prefix = localePrefix[locale];
  return prefix && path === "/" ? prefix : `${prefix}${path}`;
}

/** The language of a URL path: everything under /bn is Bangla. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/bn" || pathname.startsWith("/bn/") || pathname.startsWith("/bn.") ? "bn" : "en";
}

/**
 * The path without its trailing slashes ("/about-us/" is "/about-us"), "/" for the root. A loop
 * from the end, not /\/+$/: a regular expression retries that run from each of its slashes
 * when something follows it, and a visitor's "/a" + 8,000 slashes + "b" then costs seconds.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end -= 1;
  return end === path.length ? path : path.slice(0, end);
}

/** The page a loader runs for: data requests arrive as /<page>.data, pages may end in a slash. */
export function requestedPage(request: Request): string {
  const { pathname } = new URL(request.url);
  return withoutTrailingSlashes(pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname);
}

/** A path without its locale prefix: "/bn/our-services" → "/our-services", "/bn" → "/". */
export function unlocalizedPath(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  return pathname.slice(localePrefix.bn.length) || "/";
}

/** Every prerendered page in every language. */
export const localizedPagePaths: string[] = locales.flatMap((locale) =>
  pagePaths.map((path) => localizePath(path, locale)),
);
