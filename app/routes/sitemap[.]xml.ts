import { pagePaths } from "~/content/site-paths.ts";
import { siteUrl } from "~/content/site-config.ts";

export function loader() {
  const urls = pagePaths.map((path) => `  <url><loc>${siteUrl(path)}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
