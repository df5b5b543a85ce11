import { z } from "zod";
import { isSiteImageSrc, maxImageSrcLength } from "../lib/image-src.ts";
import { categorySlugs } from "./site-paths.ts";

/**
 * Schemas for every content record. Content files declare their data with `satisfies` these
 * types, and app/content/content.test.ts parses everything at test time, so a typo in a URL or
 * a missing alt text fails the build's tests instead of reaching a visitor.
 */
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ids are kebab-case");
/**
 * A link off the site that visitors follow: the web only. zod's own url() takes `javascript:` and
 * `data:` addresses, which would run or show whatever an editor typed.
 */
export const webLink = z.url({ protocol: /^https?$/, error: "a link must be a web address starting with https://" });
const internalPath = z.string().regex(/^\/[a-z0-9-]*$/, "internal paths start with / and are kebab-case");

export const imageSchema = z.object({
  // Or an image staff uploaded (server/content/images.server.ts), served from the store.
  src: z.string().max(maxImageSrcLength).refine(isSiteImageSrc, {
    message: "an image of the site (/art/…, /images/…) or an uploaded one (/media/<id>.webp)",
  }),
  alt: z.string().min(3),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

/** A card on a category page: the image and the title both open `href` in a new tab. */
export const serviceCardSchema = z.object({
  id,
  title: z.string().min(3).max(80),
  description: z.string().min(40).max(320),
  image: imageSchema,
  href: webLink,
  /** The closing cards of each category point at a projects page instead of a service page. */
  kind: z.enum(["service", "projects"]),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const categorySlugSchema = z.enum(categorySlugs);
export type CategorySlug = z.infer<typeof categorySlugSchema>;

export const serviceCategorySchema = z.object({
  slug: categorySlugSchema,
  /** Short label used in menus, footer and the services grid. */
  name: z.string().min(3),
  heading: z.string().min(3),
  subtitle: z.string().min(20),
  metaDescription: z.string().min(50).max(170),
  /** Summary shown on the services grid card. */
  summary: z.string().min(40).max(240),
  image: imageSchema,
  /** The category's page on the agency's separate site (external link of the services grid). */
  externalHref: webLink,
  cards: z.array(serviceCardSchema).min(1),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const projectSchema = z.object({
  id,
  title: z.string().min(3),
  description: z.string().min(40).max(320),
  image: imageSchema,
  href: webLink,
  sector: z.enum(["medical", "cleaning", "agency"]),
});
export type Project = z.infer<typeof projectSchema>;

export const socialLinkSchema = z.object({
  network: z.enum(["facebook", "linkedin", "x", "github", "behance", "instagram"]),
  href: webLink,
});

export const teamMemberSchema = z.object({
  id,
  name: z.string().min(3),
  role: z.string().min(3),
  bio: z.string().min(40).max(240),
  image: imageSchema,
  socials: z.array(socialLinkSchema).min(1),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const testimonialCountrySchema = z.enum([
  "Bangladesh",
  "United Arab Emirates",
  "Saudi Arabia",
  "United Kingdom",
]);

/** `country` is the same in every language; `designation` says it in the page's ("From Bangladesh"). */
export const testimonialSchema = z.object({
  id,
  name: z.string().min(3),
  country: testimonialCountrySchema,
  designation: z.string().min(3),
  image: imageSchema,
  feedback: z.string().min(60).max(420),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export type MenuItem = {
  label: string;
  href: string;
  /** External items open the agency's separate site in a new tab. */
  external?: boolean;
  children?: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    label: z.string().min(2),
    href: z.union([internalPath, webLink]),
    external: z.boolean().optional(),
    children: z.array(menuItemSchema).optional(),
  }),
);

export const officeCardSchema = z.object({
  id,
  title: z.string().min(3),
  lines: z.array(z.string().min(2)).min(1),
});
export type OfficeCard = z.infer<typeof officeCardSchema>;

export const statisticSchema = z.object({
  id,
  value: z.number().int().nonnegative(),
  suffix: z.enum(["+", ""]),
  label: z.string().min(3),
});
export type Statistic = z.infer<typeof statisticSchema>;

export const rateSchema = z.object({
  id,
  label: z.string().min(3),
  percent: z.number().int().min(0).max(100),
});
export type Rate = z.infer<typeof rateSchema>;

export const heroBannerSchema = z.object({
  id,
  eyebrow: z.string().min(3),
  title: z.string().min(5).max(90),
  text: z.string().min(30).max(220),
  image: imageSchema,
  cta: z.object({ label: z.string().min(3), href: internalPath }),
});
export type HeroBanner = z.infer<typeof heroBannerSchema>;

/**
 * One section of the privacy page: a heading and its blocks in order, each a paragraph (a string)
 * or a bulleted list (an array of strings). `contact` marks the section after which the page lists
 * the ways to reach us, taken from the site configuration.
 */
export const privacySectionSchema = z.object({
  id,
  heading: z.string().min(3).max(90),
  blocks: z.array(z.union([z.string().min(20).max(700), z.array(z.string().min(3).max(400)).min(2)])).min(1),
  contact: z.boolean().optional(),
  /** A closing line that credits the source of the visitors' country (privacy.ts' countryDataSource), its name a link. */
  credit: z.object({ before: z.string(), link: z.string().min(2), after: z.string() }).optional(),
});
export type PrivacySection = z.infer<typeof privacySectionSchema>;

export const privacyNoticeSchema = z.object({
  /** "Last updated" and the like; the date itself is privacyFacts.updated, formatted per language. */
  updatedLabel: z.string().min(3),
  contactLabels: z.object({ email: z.string().min(2), phone: z.string().min(2), post: z.string().min(2) }),
  sections: z.array(privacySectionSchema).min(6),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

const pageCopy = z.object({ title: z.string().min(2).max(60), description: z.string().min(50).max(170) });
const pageWithHeading = pageCopy.extend({ heading: z.string().min(3) });
const pageWithIntro = pageWithHeading.extend({ intro: z.string().min(20) });

/** Title (the `<page>` of "<page> - brand") and meta description of each static page, with the h1 where the page renders its own. */
export const pagesSchema = z.object({
  home: pageWithHeading,
  services: pageWithHeading,
  projects: pageWithHeading,
  about: pageCopy,
  contact: pageCopy,
  team: pageCopy,
  clients: pageCopy,
  privacy: pageWithIntro,
  notFound: pageWithIntro,
});
export type Pages = z.infer<typeof pagesSchema>;

const heading = z.string().min(3).max(90);
const paragraph = z.string().min(20).max(700);

/** Headings and copy of the company, team, testimonial, contact, project, services and stats sections. */
export const companySchema = z.object({
  aboutHeading: heading,
  aboutText: z.array(paragraph).min(1),
  missionHeading: heading,
  mission: paragraph,
  expertiseHeading: heading,
  expertise: z.array(z.string().min(3).max(90)).min(3),
  paymentsHeading: heading,
  paymentsNote: paragraph,
  videoHeading: heading,
  videoPosterAlt: z.string().min(3),
  teamHeading: heading,
  teamSubtitle: paragraph,
  testimonialsHeading: heading,
  testimonialsSubtitle: z.string().min(3),
  contactHeading: heading,
  contactSubtitle: paragraph,
  followHeading: heading,
  followText: paragraph,
  projectsHeading: heading,
  projectsSubtitle: paragraph,
  servicesHeading: heading,
  servicesSubtitle: paragraph,
  statsHeading: heading,
  statsSubtitle: paragraph,
});
export type Company = z.infer<typeof companySchema>;
