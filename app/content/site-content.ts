import {
  contactFieldStructure,
  type ContactFieldName,
  type ContactFieldSpec,
  type contactMessages,
} from "./contact-form.ts";
import { inLanguage } from "./edition/bilingual.ts";
import { editionRecordsSchema, type EditionRecords } from "./edition/collections.ts";
import { currentEdition } from "./edition/edition-source.ts";
import { initialEdition, type Edition } from "./edition/initial-edition.ts";
import { languageStrings, type LanguageStrings } from "./language-strings.ts";
import { localizeDigits, locales, type Locale } from "./locale.ts";
import { localize, type Localized } from "./localized.ts";
import type { messages } from "./messages.ts";
import { navigation } from "./navigation.ts";
import { privacyStructure } from "./privacy.ts";
import type { MenuItem, PrivacyNotice } from "./schemas.ts";
import { siteDetails, type SiteDetails } from "./site-details.ts";
import { localizePath, paths } from "./site-paths.ts";

type Link = { label: string; href: string };

/**
 * Everything a page shows, in one language: one shape for both locales, so a component reads
 * `content.messages.learnMore` and never asks which language it is in. Server-side only: the
 * browser's islands receive the few labels they need as props.
 */
export type SiteContent = Omit<EditionRecords, "site"> & {
  locale: Locale;
  paths: { [K in keyof typeof paths]: string };
  messages: Localized<typeof messages>;
  privacy: PrivacyNotice;
  /** The brand and contact details: the edition's `site` record, as a page shows it. */
  site: SiteDetails;
  navigation: { mainMenu: MenuItem[]; quickLinks: Link[]; categoryLinks: Link[]; popularServices: MenuItem[] };
  contact: {
    fields: Record<ContactFieldName, ContactFieldSpec>;
    messages: Localized<typeof contactMessages>;
  };
};

/** Records as written: internal links without a locale prefix, digits as in the source. */
type Records = Omit<SiteContent, "locale" | "paths">;

/**
 * One language's records: the edition's collections in that language (decision 022), checked by
 * the content's schemas, and the interface's own strings, which stay in code (language-strings.ts).
 * Figures inside text are shown in the reader's digits.
 */
function recordsIn(edition: Edition, text: LanguageStrings, locale: Locale): Records {
  const records = editionRecordsSchema.parse(inLanguage(edition, locale, { edition }));
  return {
    ...records,
    messages: text.messages,
    privacy: localize(privacyStructure, text.privacy(records.site)),
    site: siteDetails(records.site, locale),
    officeCards: records.officeCards.map((card) => ({
      ...card,
      lines: card.lines.map((line) => localizeDigits(line, locale)),
    })),
    navigation: navigation(text.navigation),
    contact: { fields: localize(contactFieldStructure, text.contact.fields), messages: text.contact.messages },
  };
}

function localizeMenu(items: MenuItem[], locale: Locale): MenuItem[] {
  return items.map((item) => ({
    ...item,
    href: item.external ? item.href : localizePath(item.href, locale),
    ...(item.children ? { children: localizeMenu(item.children, locale) } : {}),
  }));
}

/** Internal links lead to pages of the same language: a Bangla page never sends a reader to English. */
function withLocalizedLinks(records: Records, locale: Locale): SiteContent {
  const links = (list: Link[]) => list.map((link) => ({ ...link, href: localizePath(link.href, locale) }));
  const menus = records.navigation;
  return {
    ...records,
    locale,
    paths: Object.fromEntries(
      Object.entries(paths).map(([key, path]) => [key, localizePath(path, locale)]),
    ) as SiteContent["paths"],
    heroBanners: records.heroBanners.map((banner) => ({
      ...banner,
      cta: { ...banner.cta, href: localizePath(banner.cta.href, locale) },
    })),
    navigation: {
      mainMenu: localizeMenu(menus.mainMenu, locale),
      quickLinks: links(menus.quickLinks),
      categoryLinks: links(menus.categoryLinks),
      popularServices: localizeMenu(menus.popularServices, locale),
    },
  };
}

function contentOf(edition: Edition): Record<Locale, SiteContent> {
  const byLocale = (locale: Locale) => withLocalizedLinks(recordsIn(edition, languageStrings[locale], locale), locale);
  return Object.fromEntries(locales.map((locale) => [locale, byLocale(locale)])) as Record<Locale, SiteContent>;
}

/** The initial edition as written, before links are localized: what the content tests read. */
export const contentRecords: Record<Locale, Records> = {
  en: recordsIn(initialEdition, languageStrings.en, "en"),
  bn: recordsIn(initialEdition, languageStrings.bn, "bn"),
};

/** Each edition's content is built once, when a page first asks for it (an edition is never changed in place). */
const built = new WeakMap<Edition, Record<Locale, SiteContent>>();

/** The content a page of `locale` shows: the current edition's (edition-source.ts). */
export function siteContent(locale: Locale): SiteContent {
  const edition = currentEdition();
  let content = built.get(edition);
  if (!content) {
    content = contentOf(edition);
    built.set(edition, content);
  }
  return content[locale];
}
