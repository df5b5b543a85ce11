import { siteUrl } from "~/content/site-origins.ts";
import { staffRoot } from "~server/staff/staff-paths.ts";

// The staff inbox is behind a passkey and sends noindex itself; this keeps polite crawlers from
// even asking for it.
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: ${staffRoot}\n\nSitemap: ${siteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
