import { locales, type Locale } from "../locale.ts";
import { siteConfigSchema, type SiteConfig } from "../site-config-schema.ts";
import { inLanguage } from "./bilingual.ts";
import type { Edition } from "./initial-edition.ts";

/**
 * An edition's site record (the brand and contact details) in every language, for what names the
 * agency outside the pages: the server's emails take it from the published edition, the build's
 * art from the initial one. Parsed by the same schema Publish checks it with, so a published
 * edition always passes.
 */
export function siteRecordOf(edition: Partial<Edition>): Record<Locale, SiteConfig> {
  const inEach = (locale: Locale) => siteConfigSchema.parse(inLanguage(edition.site, locale, { edition }));
  return Object.fromEntries(locales.map((locale) => [locale, inEach(locale)])) as Record<Locale, SiteConfig>;
}
