import * as bnContact from "./bn/contact-form.ts";
import { cyberSecurityStrings as bnCyberSecurity } from "./bn/categories/cyber-security.ts";
import { dataEntryStrings as bnDataEntry } from "./bn/categories/data-entry.ts";
import { digitalMarketingStrings as bnDigitalMarketing } from "./bn/categories/digital-marketing.ts";
import { graphicsDesignStrings as bnGraphicsDesign } from "./bn/categories/graphics-design.ts";
import { softwareDevelopmentStrings as bnSoftwareDevelopment } from "./bn/categories/software-development.ts";
import { videoEditingStrings as bnVideoEditing } from "./bn/categories/video-editing.ts";
import { company as bnCompany } from "./bn/company.ts";
import { heroBannerStrings as bnHeroBannerStrings } from "./bn/hero-banners.ts";
import { messages as bnMessages } from "./bn/messages.ts";
import { navigationLabels as bnNavigationLabels } from "./bn/navigation.ts";
import { officeCardStrings as bnOfficeCardStrings } from "./bn/offices.ts";
import { pages as bnPages } from "./bn/pages.ts";
import { privacyStrings as bnPrivacyStrings } from "./bn/privacy.ts";
import { projectStrings as bnProjectStrings } from "./bn/projects.ts";
import { siteConfigCopy as bnSiteCopy } from "./bn/site-config-copy.ts";
import { rateStrings as bnRateStrings, statisticStrings as bnStatisticStrings } from "./bn/statistics.ts";
import { teamMemberStrings as bnTeamMemberStrings } from "./bn/team.ts";
import { testimonialStrings as bnTestimonialStrings } from "./bn/testimonials.ts";
import { cyberSecurityStrings } from "./categories/cyber-security.ts";
import { dataEntryStrings } from "./categories/data-entry.ts";
import { digitalMarketingStrings } from "./categories/digital-marketing.ts";
import { graphicsDesignStrings } from "./categories/graphics-design.ts";
import { softwareDevelopmentStrings } from "./categories/software-development.ts";
import { videoEditingStrings } from "./categories/video-editing.ts";
import { company } from "./company.ts";
import { contactFields, contactMessages, type ContactFieldName, type ContactFieldSpec } from "./contact-form.ts";
import { heroBannerStrings, heroBannerStructure, type HeroBannerId, type HeroBannerStrings } from "./hero-banners.ts";
import { localizeDigits, type Locale } from "./locale.ts";
import { localize, type Localized } from "./localized.ts";
import { messages } from "./messages.ts";
import { navigation, navigationLabels, type NavigationLabels } from "./navigation.ts";
import { officeCardStrings, officeCardStructure, type OfficeCardId, type OfficeCardStrings } from "./offices.ts";
import { pages } from "./pages.ts";
import { privacyStrings, privacyStructure, type PrivacySectionId, type PrivacyStrings } from "./privacy.ts";
import { projectStrings, projectStructure, type ProjectId, type ProjectStrings } from "./projects.ts";
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
import { localizeCategories, type CategoryStringsBySlug } from "./service-categories.ts";
import { siteConfig } from "./site-config.ts";
import { localizePath, paths } from "./site-paths.ts";
import {
  rateStrings,
  rateStructure,
  statisticStrings,
  statisticStructure,
  type LabelStrings,
  type RateId,
  type StatisticId,
} from "./statistics.ts";
import { teamMemberStrings, teamMemberStructure, type TeamMemberId, type TeamMemberStrings } from "./team.ts";
import {
  testimonialStrings,
  testimonialStructure,
  type TestimonialId,
  type TestimonialStrings,
} from "./testimonials.ts";

/** Visible values of the site configuration that a reader sees in their language. */
export type SiteCopy = {
  tagline: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  officeHours: string;
  officeVideoTitle: string;
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
 * What one language supplies for the records declared once in the modules above: only their
 * strings, keyed by the records' ids. Each table is declared `satisfies` its type in its own
 * module, so a missing or extra string fails the type check there.
 */
type LanguageStrings = {
  privacy: PrivacyStrings<PrivacySectionId>;
  heroBanners: Record<HeroBannerId, HeroBannerStrings>;
  statistics: Record<StatisticId, LabelStrings>;
  rates: Record<RateId, LabelStrings>;
  categories: CategoryStringsBySlug;
  projects: Record<ProjectId, ProjectStrings>;
  teamMembers: Record<TeamMemberId, TeamMemberStrings>;
  testimonials: Record<TestimonialId, TestimonialStrings>;
  officeCards: Record<OfficeCardId, OfficeCardStrings>;
  navigation: NavigationLabels;
};

const strings: Record<Locale, LanguageStrings> = {
  en: {
    privacy: privacyStrings,
    heroBanners: heroBannerStrings,
    statistics: statisticStrings,
    rates: rateStrings,
    categories: {
      "software-development": softwareDevelopmentStrings,
      "digital-marketing": digitalMarketingStrings,
      "graphics-design": graphicsDesignStrings,
      "video-editing": videoEditingStrings,
      "data-entry": dataEntryStrings,
      "cyber-security": cyberSecurityStrings,
    },
    projects: projectStrings,
    teamMembers: teamMemberStrings,
    testimonials: testimonialStrings,
    officeCards: officeCardStrings,
    navigation: navigationLabels,
  },
  bn: {
    privacy: bnPrivacyStrings,
    heroBanners: bnHeroBannerStrings,
    statistics: bnStatisticStrings,
    rates: bnRateStrings,
    categories: {
      "software-development": bnSoftwareDevelopment,
      "digital-marketing": bnDigitalMarketing,
      "graphics-design": bnGraphicsDesign,
      "video-editing": bnVideoEditing,
      "data-entry": bnDataEntry,
      "cyber-security": bnCyberSecurity,
    },
    projects: bnProjectStrings,
    teamMembers: bnTeamMemberStrings,
    testimonials: bnTestimonialStrings,
    officeCards: bnOfficeCardStrings,
    navigation: bnNavigationLabels,
  },
};

/** One language's records: each structure, declared once, with that language's strings laid over it. */
function recordsIn(locale: Locale) {
  const text = strings[locale];
  return {
    privacy: localize(privacyStructure, text.privacy),
    heroBanners: localize(heroBannerStructure, text.heroBanners),
    statistics: localize(statisticStructure, text.statistics),
    rates: localize(rateStructure, text.rates),
    categories: localizeCategories(text.categories),
    projects: localize(projectStructure, text.projects),
    teamMembers: localize(teamMemberStructure, text.teamMembers),
    testimonials: localize(testimonialStructure, text.testimonials),
    // Phone numbers inside the cards' lines are shown in the reader's digits like every other figure.
    officeCards: localize(officeCardStructure, text.officeCards).map((card) => ({
      ...card,
      lines: card.lines.map((line) => localizeDigits(line, locale)),
    })),
    navigation: navigation(text.navigation),
  } satisfies Partial<Records>;
}

const english: Records = {
  messages,
  pages,
  company,
  site: {
    tagline: siteConfig.tagline,
    address: siteConfig.address,
    officeHours: siteConfig.officeHours,
    officeVideoTitle: siteConfig.officeVideo.title,
    phoneDisplay: siteConfig.phone.display,
    whatsappDisplay: siteConfig.whatsapp.display,
    payments: siteConfig.mobilePayments.map(({ provider, accountType, number }) => ({ provider, accountType, number })),
  },
  ...recordsIn("en"),
  contact: { fields: contactFields, messages: contactMessages },
};

const bangla: Records = {
  messages: bnMessages,
  pages: bnPages,
  company: bnCompany,
  site: {
    ...bnSiteCopy,
    phoneDisplay: localizeDigits(siteConfig.phone.display, "bn"),
    whatsappDisplay: localizeDigits(siteConfig.whatsapp.display, "bn"),
    payments: siteConfig.mobilePayments.map(({ provider, number }) => ({
      provider,
      accountType: bnSiteCopy.paymentAccountType,
      number: localizeDigits(number, "bn"),
    })),
  },
  ...recordsIn("bn"),
  contact: {
    fields: Object.fromEntries(
      Object.entries(contactFields).map(([name, spec]) => [
        name,
        { ...spec, ...bnContact.contactFieldCopy[name as ContactFieldName] },
      ]),
    ) as Record<ContactFieldName, ContactFieldSpec>,
    messages: bnContact.contactMessages,
  },
};

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

const contentByLocale: Record<Locale, SiteContent> = {
  en: withLocalizedLinks(english, "en"),
  bn: withLocalizedLinks(bangla, "bn"),
};

export function siteContent(locale: Locale): SiteContent {
  return contentByLocale[locale];
}

/** The content as written, before links are localized: what the content test compares. */
export const contentRecords: Record<Locale, Records> = { en: english, bn: bangla };
