import { locales } from "~/content/locale.ts";
import { siteUrl } from "~/content/site-origins.ts";
import { articlesIn } from "~/content/insights/articles.server.ts";
import { sitePagePaths } from "~/content/insights/insights-paths.ts";
import { localizePath } from "~/content/site-paths.ts";

/** Every page in both languages, Insights included; each entry names its counterparts (xhtml:link), as search engines ask. */
export function loader() {
  const pagePaths = sitePagePaths(articlesIn("en"));
  const alternates = (path: string) =>
    [
      ...locales.map((locale) => ({ hreflang: locale, href: siteUrl(localizePath(path, locale)) })),
      { hreflang: "x-default", href: siteUrl(path) },
    ]
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join("\n");
  const urls = locales
    .flatMap((locale) =>
      pagePaths.map(
        (path) => `  <url>\n    <loc>${siteUrl(localizePath(path, locale))}</loc>\n${alternates(path)}\n  </url>`,
      ),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
