import type { company } from "./company.ts";
import {
  contactFieldStructure,
  type ContactFieldName,
  type ContactFieldSpec,
  type contactMessages,
} from "./contact-form.ts";
import { heroBannerStructure } from "./hero-banners.ts";
import { languageStrings, type LanguageStrings } from "./language-strings.ts";
import { localizeDigits, type Locale } from "./locale.ts";
import { localize, type Localized } from "./localized.ts";
import type { messages } from "./messages.ts";
import { navigation } from "./navigation.ts";
import { officeCardStructure } from "./offices.ts";
import type { pages } from "./pages.ts";
import { privacyStructure } from "./privacy.ts";
import { projectStructure } from "./projects.ts";
import type {
  HeroBanner,
  MenuItem,
  OfficeCard,
  PrivacyNotice,
  Project,
  Rate,
  ServiceCategory,
  Statistic,
  TeamMember,
  Testimonial,
} from "./schemas.ts";
import { localizeCategories } from "./service-categories.ts";
import type { SiteConfigCopy } from "./site-config-copy.ts";
import { siteConfig } from "./site-config.ts";
import { localizePath, paths } from "./site-paths.ts";
import { rateStructure, statisticStructure } from "./statistics.ts";
import { teamMemberStructure } from "./team.ts";
import { testimonialStructure } from "./testimonials.ts";

/** Visible values of the site configuration that a reader sees in their language. */
export type SiteCopy = Omit<SiteConfigCopy, "paymentAccountTypes"> & {
  phoneDisplay: string;
  whatsappDisplay: string;
  payments: Array<{ provider: string; accountType: string; number: string }>;
};

type Link = { label: string; href: string };

/**
 * Everything a page shows, in one language: one shape for both locales, so a component reads
 * `content.messages.learnMore` and never asks which language it is in. Server-side only: the
 * browser's islands receive the few labels they need as props.
 */
export type SiteContent = {
  locale: Locale;
  paths: { [K in keyof typeof paths]: string };
  messages: Localized<typeof messages>;
  pages: Localized<typeof pages>;
  company: Localized<typeof company>;
  privacy: PrivacyNotice;
  site: SiteCopy;
  heroBanners: HeroBanner[];
  statistics: Statistic[];
  rates: Rate[];
  categories: readonly ServiceCategory[];
  projects: Project[];
  teamMembers: TeamMember[];
  testimonials: Testimonial[];
  officeCards: OfficeCard[];
  navigation: { mainMenu: MenuItem[]; quickLinks: Link[]; categoryLinks: Link[]; popularServices: MenuItem[] };
  contact: {
    fields: Record<ContactFieldName, ContactFieldSpec>;
    messages: Localized<typeof contactMessages>;
  };
};

/** Records as written: internal links without a locale prefix, digits as in the source. */
type Records = Omit<SiteContent, "locale" | "paths">;

/**
 * One language's records: every structure, declared once in its module, with that language's
 * strings (language-strings.ts) laid over it. Figures inside text are shown in the reader's digits.
 */
function recordsIn(text: LanguageStrings, locale: Locale): Records {
  return {
    messages: text.messages,
    pages: text.pages,
    company: text.company,
    privacy: localize(privacyStructure, text.privacy),
    site: siteCopy(text.site, locale),
    heroBanners: localize(heroBannerStructure, text.heroBanners),
    statistics: localize(statisticStructure, text.statistics),
    rates: localize(rateStructure, text.rates),
    categories: localizeCategories(text.categories),
    projects: localize(projectStructure, text.projects),
    teamMembers: localize(teamMemberStructure, text.teamMembers),
    testimonials: localize(testimonialStructure, text.testimonials),
    officeCards: localize(officeCardStructure, text.officeCards).map((card) => ({
      ...card,
      lines: card.lines.map((line) => localizeDigits(line, locale)),
    })),
    navigation: navigation(text.navigation),
    contact: { fields: localize(contactFieldStructure, text.contact.fields), messages: text.contact.messages },
  };
}

/** The site configuration's words in one language, with its phone and payment numbers in that language's digits. */
function siteCopy({ paymentAccountTypes, ...words }: SiteConfigCopy, locale: Locale): SiteCopy {
  return {
    ...words,
    phoneDisplay: localizeDigits(siteConfig.phone.display, locale),
    whatsappDisplay: localizeDigits(siteConfig.whatsapp.display, locale),
    payments: siteConfig.mobilePayments.map(({ provider, accountType, number }) => ({
      provider,
      accountType: paymentAccountTypes[accountType],
      number: localizeDigits(number, locale),
    })),
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

/** The content as written, before links are localized: what the content tests read. */
export const contentRecords: Record<Locale, Records> = {
  en: recordsIn(languageStrings.en, "en"),
  bn: recordsIn(languageStrings.bn, "bn"),
};

const contentByLocale: Record<Locale, SiteContent> = {
  en: withLocalizedLinks(contentRecords.en, "en"),
  bn: withLocalizedLinks(contentRecords.bn, "bn"),
};

export function siteContent(locale: Locale): SiteContent {
  return contentByLocale[locale];
}
