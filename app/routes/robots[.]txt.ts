import { siteUrl } from "~/content/site-config.ts";

export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
