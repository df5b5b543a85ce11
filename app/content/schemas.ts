import { z } from "zod";
import { fieldSchema } from "./model/field-schemas.ts";
import type { ImageValue, RecordOf } from "./model/fields.ts";
import type { ValueOf } from "./model/fields.ts";
import { company, officeCards, pages } from "./model/collections/company.ts";
import { heroBanners, rates, statistics } from "./model/collections/home.ts";
import { projects, teamMembers, testimonials, testimonialCountries } from "./model/collections/people.ts";
import { categories } from "./model/collections/services.ts";
import { categorySlugs } from "./site-paths.ts";

/**
 * The types of the records the pages read, in one language, derived from the content model
 * (app/content/model/), and the schemas of what is not content staff edit (the menus, the
 * privacy notice, which live in code).
 */
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ids are kebab-case");
/**
 * A link off the site that visitors follow: the web only. zod's own url() takes `javascript:` and
 * `data:` addresses, which would run or show whatever an editor typed.
 */
export const webLink = fieldSchema({ kind: "link", label: "Link" }) as z.ZodString;
const internalPath = z.string().regex(/^\/[a-z0-9-]*$/, "internal paths start with / and are kebab-case");

export const imageSchema = fieldSchema({ kind: "image", label: "Image" }) as z.ZodType<ImageValue>;
export type Image = ImageValue;

export const categorySlugSchema = z.enum(categorySlugs);
export type CategorySlug = z.infer<typeof categorySlugSchema>;

export type ServiceCategory = RecordOf<typeof categories.fields>;
export type ServiceCard = ServiceCategory["cards"][number];
export type Project = RecordOf<typeof projects.fields>;
export type TeamMember = RecordOf<typeof teamMembers.fields>;
export const testimonialCountrySchema = z.enum(testimonialCountries);
export type Testimonial = RecordOf<typeof testimonials.fields>;
export type OfficeCard = RecordOf<typeof officeCards.fields>;
export type Statistic = RecordOf<typeof statistics.fields>;
export type Rate = RecordOf<typeof rates.fields>;
export type HeroBanner = RecordOf<typeof heroBanners.fields>;
export type Pages = RecordOf<typeof pages.fields>;
export type Company = RecordOf<typeof company.fields>;
export type { ValueOf };

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

/** Each collection's one-language record schema, derived from the model (for checks of whole records). */
export const serviceCategorySchema = categories.recordSchema;
export const projectSchema = projects.recordSchema;
export const teamMemberSchema = teamMembers.recordSchema;
export const testimonialSchema = testimonials.recordSchema;
export const officeCardSchema = officeCards.recordSchema;
export const statisticSchema = statistics.recordSchema;
export const rateSchema = rates.recordSchema;
export const heroBannerSchema = heroBanners.recordSchema;
export const pagesSchema = pages.recordSchema;
export const companySchema = company.recordSchema;
