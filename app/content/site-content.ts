import * as bnContact from "./bn/contact-form.ts";
import { cyberSecurity as bnCyberSecurity } from "./bn/categories/cyber-security.ts";
import { dataEntry as bnDataEntry } from "./bn/categories/data-entry.ts";
import { digitalMarketing as bnDigitalMarketing } from "./bn/categories/digital-marketing.ts";
import { graphicsDesign as bnGraphicsDesign } from "./bn/categories/graphics-design.ts";
import { softwareDevelopment as bnSoftwareDevelopment } from "./bn/categories/software-development.ts";
import { videoEditing as bnVideoEditing } from "./bn/categories/video-editing.ts";
import { company as bnCompany } from "./bn/company.ts";
import { heroBanners as bnHeroBanners } from "./bn/hero-banners.ts";
import { messages as bnMessages } from "./bn/messages.ts";
import * as bnNavigation from "./bn/navigation.ts";
import { officeCards as bnOfficeCards } from "./bn/offices.ts";
import { pages as bnPages } from "./bn/pages.ts";
import { privacy as bnPrivacy } from "./bn/privacy.ts";
import { projects as bnProjects } from "./bn/projects.ts";
import { siteConfigCopy as bnSiteCopy } from "./bn/site-config-copy.ts";
import { rates as bnRates, statistics as bnStatistics } from "./bn/statistics.ts";
import { teamMembers as bnTeamMembers } from "./bn/team.ts";
import { testimonials as bnTestimonials } from "./bn/testimonials.ts";
import { company } from "./company.ts";
import { contactFields, contactMessages, type ContactFieldName, type ContactFieldSpec } from "./contact-form.ts";
import { heroBanners } from "./hero-banners.ts";
import { localizeDigits, type Locale } from "./locale.ts";
import type { Localized } from "./localized.ts";
import { messages } from "./messages.ts";
import { categoryLinks, mainMenu, popularServices, quickLinks } from "./navigation.ts";
import { officeCards } from "./offices.ts";
import { pages } from "./pages.ts";
import { privacy } from "./privacy.ts";
import { projects } from "./projects.ts";
import type {
  HeroBanner,
  MenuItem,
  OfficeCard,
  Project,
  Rate,
  ServiceCategory,
  Statistic,
  TeamMember,
  Testimonial,
} from "./schemas.ts";
import { serviceCategories } from "./service-categories.ts";
import { siteConfig } from "./site-config.ts";
import { localizePath, paths } from "./site-paths.ts";
import { rates, statistics } from "./statistics.ts";
import { teamMembers } from "./team.ts";
import { testimonials } from "./testimonials.ts";

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
  privacy: Localized<typeof privacy>;
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

const english: Records = {
  messages,
  pages,
  company,
  privacy,
  site: {
    tagline: siteConfig.tagline,
    address: siteConfig.address,
    officeHours: siteConfig.officeHours,
    officeVideoTitle: siteConfig.officeVideo.title,
    phoneDisplay: siteConfig.phone.display,
    whatsappDisplay: siteConfig.whatsapp.display,
    payments: siteConfig.mobilePayments.map(({ provider, accountType, number }) => ({ provider, accountType, number })),
  },
  heroBanners,
  statistics,
  rates,
  categories: serviceCategories,
  projects,
  teamMembers,
  testimonials,
  officeCards,
  navigation: { mainMenu, quickLinks: [...quickLinks], categoryLinks: [...categoryLinks], popularServices },
  contact: { fields: contactFields, messages: contactMessages },
};

const bangla: Records = {
  messages: bnMessages,
  pages: bnPages,
  company: bnCompany,
  privacy: bnPrivacy,
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
  heroBanners: bnHeroBanners,
  statistics: bnStatistics,
  rates: bnRates,
  categories: [
    bnSoftwareDevelopment,
    bnDigitalMarketing,
    bnGraphicsDesign,
    bnVideoEditing,
    bnDataEntry,
    bnCyberSecurity,
  ],
  projects: bnProjects,
  teamMembers: bnTeamMembers,
  testimonials: bnTestimonials,
  // Phone numbers inside the cards' lines are shown in Bangla digits like every other figure.
  officeCards: bnOfficeCards.map((card) => ({ ...card, lines: card.lines.map((line) => localizeDigits(line, "bn")) })),
  navigation: {
    mainMenu: bnNavigation.mainMenu,
    quickLinks: [...bnNavigation.quickLinks],
    categoryLinks: [...bnNavigation.categoryLinks],
    popularServices: bnNavigation.popularServices,
  },
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
  const { navigation } = records;
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
      mainMenu: localizeMenu(navigation.mainMenu, locale),
      quickLinks: links(navigation.quickLinks),
      categoryLinks: links(navigation.categoryLinks),
      popularServices: localizeMenu(navigation.popularServices, locale),
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
