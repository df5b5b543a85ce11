/**
 * The site's addresses, which stay in code while the agency's brand and contact details are
 * content (the edition's `site` record, docs/content-editing.md). The server needs these before
 * the content store is reachable, and more than pages hang on them: canonical URLs, the sitemap,
 * the staff area's origin, analytics' own-site referrers and the sender domain of every email.
 * Moving the site is a deployment (DNS, certificates, redirects), not an edit.
 */
export const siteOrigins = {
  productionUrl: "https://www.jamdani-digital.example.com",
  /**
   * The agency's separate site that many service and project links open in a new tab. The menus
   * (code) are built from it, and the edition's cards give their links in full.
   */
  agencySiteUrl: "https://services.jamdani-digital.example.com",
  /**
   * The domain of the agency's mail (its SPF and DKIM records): emails are sent from no-reply@ it
   * and their Message-IDs end in it. Not the published contact email's domain: a contact address
   * moved to another provider must not make our mail look spoofed.
   */
  mailDomain: "jamdani-digital.example.com",
} as const;

/** Absolute URL on the agency's separate site, e.g. agencyUrl("/services/seo"). */
export function agencyUrl(path: string): string {
  return new URL(path, siteOrigins.agencySiteUrl).toString();
}

/** Absolute URL on this site, for canonical links, Open Graph and the sitemap. */
export function siteUrl(path: string): string {
  return new URL(path, siteOrigins.productionUrl).toString();
}
