import type { Localized } from "./localized.ts";
import type { CategorySlug, MenuItem } from "./schemas.ts";
import { agencyUrl } from "./site-origins.ts";
import { categoryPath, categorySlugs, paths } from "./site-paths.ts";

/**
 * Every label of the header menu and the footer's link lists, in English; bn/navigation.ts says
 * them in Bangla. A label used twice (the menu's "Latest Projects" and the footer's) is one entry.
 */
export const navigationLabels = {
  home: "Home",
  services: "Services",
  ourServices: "Our Services",
  projects: "Projects",
  latestProjects: "Latest Projects",
  fullPortfolio: "Full Portfolio",
  caseStudies: "Case Studies",
  about: "About",
  aboutUs: "About Us",
  expertTeam: "Expert Team",
  happyClients: "Happy Clients",
  careers: "Careers",
  insights: "Insights",
  contact: "Contact",
  contactUs: "Contact Us",
  categories: {
    "software-development": "Software Development",
    "digital-marketing": "Digital Marketing",
    "graphics-design": "Graphics Design",
    "video-editing": "Video Editing",
    "data-entry": "Data Entry",
    "cyber-security": "Cyber Security",
  },
  /** Pages of the agency's separate site: the categories' submenus and the footer's popular services. */
  agency: {
    webApplications: "Web Applications",
    mobileApps: "Mobile Apps",
    eCommerce: "E-commerce Stores",
    businessSoftware: "Business Software",
    seo: "Search Engine Optimisation",
    socialMediaAds: "Social Media Advertising",
    googleAds: "Google Ads",
    contentMarketing: "Content Marketing",
    brandIdentity: "Brand Identity",
    printDesign: "Print & Packaging",
    promotionalVideos: "Promotional Videos",
    motionGraphics: "Motion Graphics",
    dataProcessing: "Data Processing",
    productCatalogues: "Product Catalogues",
    penetrationTesting: "Penetration Testing",
    securityAudits: "Security Audits",
    websiteDevelopment: "Website Development",
    facebookInstagramAds: "Facebook & Instagram Ads",
    logoAndBrandIdentity: "Logo & Brand Identity",
  },
} as const;

export type NavigationLabels = Localized<typeof navigationLabels>;

/** External items open the agency's separate site in a new tab. */
const external = (label: string, path: string): MenuItem => ({ label, href: agencyUrl(path), external: true });

/**
 * The header menu and the footer's link lists in the language of `labels`. Which page each item
 * opens, in which order and under which parent is declared here once, for every language. Kept
 * apart from the category records so that the layout, which is on every page, does not pull all
 * service cards into the browser bundle.
 */
export function navigation(labels: NavigationLabels) {
  const { agency } = labels;
  const categorySubmenus: Record<CategorySlug, MenuItem[]> = {
    "software-development": [
      external(agency.webApplications, "/services/web-applications"),
      external(agency.mobileApps, "/services/mobile-apps"),
      external(agency.eCommerce, "/services/e-commerce"),
      external(agency.businessSoftware, "/services/business-software"),
    ],
    "digital-marketing": [
      external(agency.seo, "/services/seo"),
      external(agency.socialMediaAds, "/services/social-media-ads"),
      external(agency.googleAds, "/services/google-ads"),
      external(agency.contentMarketing, "/services/content-marketing"),
    ],
    "graphics-design": [
      external(agency.brandIdentity, "/services/brand-identity"),
      external(agency.printDesign, "/services/print-design"),
    ],
    "video-editing": [
      external(agency.promotionalVideos, "/services/promotional-videos"),
      external(agency.motionGraphics, "/services/motion-graphics"),
    ],
    "data-entry": [
      external(agency.dataProcessing, "/services/data-processing"),
      external(agency.productCatalogues, "/services/product-catalogues"),
    ],
    "cyber-security": [
      external(agency.penetrationTesting, "/services/penetration-testing"),
      external(agency.securityAudits, "/services/security-audits"),
    ],
  };
  const categoryLink = (slug: CategorySlug) => ({ label: labels.categories[slug], href: categoryPath(slug) });
  const categoryLinks = categorySlugs.map(categoryLink);

  const mainMenu: MenuItem[] = [
    { label: labels.home, href: paths.home },
    {
      label: labels.services,
      href: paths.services,
      children: categorySlugs.map((slug) => ({ ...categoryLink(slug), children: categorySubmenus[slug] })),
    },
    {
      label: labels.projects,
      href: paths.projects,
      children: [
        { label: labels.latestProjects, href: paths.projects },
        external(labels.fullPortfolio, "/projects"),
        external(labels.caseStudies, "/case-studies"),
      ],
    },
    {
      label: labels.about,
      href: paths.about,
      children: [
        { label: labels.aboutUs, href: paths.about },
        { label: labels.expertTeam, href: paths.team },
        { label: labels.happyClients, href: paths.clients },
        external(labels.careers, "/careers"),
      ],
    },
    { label: labels.insights, href: paths.insights },
    { label: labels.contact, href: paths.contact },
  ];

  const quickLinks = [
    { label: labels.home, href: paths.home },
    { label: labels.ourServices, href: paths.services },
    { label: labels.latestProjects, href: paths.projects },
    { label: labels.aboutUs, href: paths.about },
    { label: labels.expertTeam, href: paths.team },
    { label: labels.happyClients, href: paths.clients },
    { label: labels.insights, href: paths.insights },
    { label: labels.contactUs, href: paths.contact },
  ];

  const popularServices: MenuItem[] = [
    external(agency.websiteDevelopment, "/services/web-applications"),
    external(agency.seo, "/services/seo"),
    external(agency.facebookInstagramAds, "/services/social-media-ads"),
    external(agency.logoAndBrandIdentity, "/services/brand-identity"),
    external(agency.promotionalVideos, "/services/promotional-videos"),
    external(agency.penetrationTesting, "/services/penetration-testing"),
  ];

  return { mainMenu, quickLinks, categoryLinks, popularServices };
}
