import { cyberSecurityStrings as bnCyberSecurity } from "./bn/categories/cyber-security.ts";
import { dataEntryStrings as bnDataEntry } from "./bn/categories/data-entry.ts";
import { digitalMarketingStrings as bnDigitalMarketing } from "./bn/categories/digital-marketing.ts";
import { graphicsDesignStrings as bnGraphicsDesign } from "./bn/categories/graphics-design.ts";
import { softwareDevelopmentStrings as bnSoftwareDevelopment } from "./bn/categories/software-development.ts";
import { videoEditingStrings as bnVideoEditing } from "./bn/categories/video-editing.ts";
import { company as bnCompany } from "./bn/company.ts";
import { contactFieldStrings as bnContactFields, contactMessages as bnContactMessages } from "./bn/contact-form.ts";
import { heroBannerStrings as bnHeroBanners } from "./bn/hero-banners.ts";
import { messages as bnMessages } from "./bn/messages.ts";
import { navigationLabels as bnNavigation } from "./bn/navigation.ts";
import { officeCardStrings as bnOfficeCards } from "./bn/offices.ts";
import { pages as bnPages } from "./bn/pages.ts";
import { privacyStrings as bnPrivacy } from "./bn/privacy.ts";
import { projectStrings as bnProjects } from "./bn/projects.ts";
import { siteConfigCopy as bnSiteCopy } from "./bn/site-config-copy.ts";
import { rateStrings as bnRates, statisticStrings as bnStatistics } from "./bn/statistics.ts";
import { teamMemberStrings as bnTeamMembers } from "./bn/team.ts";
import { testimonialStrings as bnTestimonials } from "./bn/testimonials.ts";
import { cyberSecurityStrings } from "./categories/cyber-security.ts";
import { dataEntryStrings } from "./categories/data-entry.ts";
import { digitalMarketingStrings } from "./categories/digital-marketing.ts";
import { graphicsDesignStrings } from "./categories/graphics-design.ts";
import { softwareDevelopmentStrings } from "./categories/software-development.ts";
import { videoEditingStrings } from "./categories/video-editing.ts";
import { company } from "./company.ts";
import { contactFieldStrings, contactMessages } from "./contact-form.ts";
import { heroBannerStrings } from "./hero-banners.ts";
import type { Locale } from "./locale.ts";
import type { Localized } from "./localized.ts";
import { messages } from "./messages.ts";
import { navigationLabels } from "./navigation.ts";
import { officeCardStrings } from "./offices.ts";
import { pages } from "./pages.ts";
import { privacyStrings } from "./privacy.ts";
import { projectStrings } from "./projects.ts";
import { siteConfigCopy } from "./site-config-copy.ts";
import { rateStrings, statisticStrings } from "./statistics.ts";
import { teamMemberStrings } from "./team.ts";
import { testimonialStrings } from "./testimonials.ts";

/**
 * Everything English supplies, and so every language: only strings. The structure they fill (ids,
 * images, links, figures, order) is declared once in each module, next to its English strings;
 * every table is typed where it is declared, so a missing or extra string fails the type check.
 */
const english = {
  messages,
  pages,
  company,
  privacy: privacyStrings,
  site: siteConfigCopy,
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
  contact: { fields: contactFieldStrings, messages: contactMessages },
};

export type LanguageStrings = Localized<typeof english>;

/** Every language's strings; a language without one of English's tables fails the type check here. */
export const languageStrings: Record<Locale, LanguageStrings> = {
  en: english,
  bn: {
    messages: bnMessages,
    pages: bnPages,
    company: bnCompany,
    privacy: bnPrivacy,
    site: bnSiteCopy,
    heroBanners: bnHeroBanners,
    statistics: bnStatistics,
    rates: bnRates,
    categories: {
      "software-development": bnSoftwareDevelopment,
      "digital-marketing": bnDigitalMarketing,
      "graphics-design": bnGraphicsDesign,
      "video-editing": bnVideoEditing,
      "data-entry": bnDataEntry,
      "cyber-security": bnCyberSecurity,
    },
    projects: bnProjects,
    teamMembers: bnTeamMembers,
    testimonials: bnTestimonials,
    officeCards: bnOfficeCards,
    navigation: bnNavigation,
    contact: { fields: bnContactFields, messages: bnContactMessages },
  },
};
