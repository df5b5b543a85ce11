import { z } from "zod";
import {
  type CategorySlug,
  companySchema,
  heroBannerSchema,
  officeCardSchema,
  pagesSchema,
  projectSchema,
  rateSchema,
  serviceCategorySchema,
  statisticSchema,
  teamMemberSchema,
  testimonialSchema,
} from "../schemas.ts";
import { siteConfigSchema } from "../site-config-schema.ts";
import { articleSchema } from "../insights/front-matter.ts";

/**
 * The collections of the edition, in the order the editor lists them: how each is judged in one
 * language (the same zod schemas the pages were always checked with), whether it is a list of
 * records or one record, and the counts the specification fixes. `file` is its data file under
 * app/content/edition/data/ (the initial edition); the articles are Markdown files instead
 * (`markdown`: app/insights/<en|bn>/<slug>.md), which writers and reviewers read as articles.
 */
export const collections = {
  heroBanners: {
    label: "Hero banners",
    file: "hero-banners",
    schema: z.array(heroBannerSchema),
    // Specification, home page: "seven banners".
    fixedCount: 7,
  },
  statistics: { label: "Statistics", file: "statistics", schema: z.array(statisticSchema), fixedCount: 4 },
  rates: { label: "Rate bars", file: "rates", schema: z.array(rateSchema), fixedCount: 3 },
  categories: {
    label: "Service categories and cards",
    file: "categories",
    schema: z.array(serviceCategorySchema),
    fixedCount: 6,
  },
  projects: { label: "Latest projects", file: "projects", schema: z.array(projectSchema), fixedCount: 6 },
  teamMembers: { label: "Team members", file: "team-members", schema: z.array(teamMemberSchema), fixedCount: 4 },
  testimonials: { label: "Testimonials", file: "testimonials", schema: z.array(testimonialSchema), fixedCount: 10 },
  officeCards: {
    label: "Offices and contact cards",
    file: "office-cards",
    schema: z.array(officeCardSchema),
    fixedCount: 4,
  },
  company: { label: "Company text", file: "company", schema: companySchema },
  pages: { label: "Page titles and descriptions", file: "pages", schema: pagesSchema },
  // The brand and contact details; the site's own addresses stay in code (site-origins.ts).
  site: { label: "Brand and contact details", file: "site", schema: siteConfigSchema },
  // Any number of articles: the section's lists, tags and feeds follow them (insights-paths.ts).
  articles: {
    label: "Insights articles",
    file: "articles",
    schema: z.array(articleSchema),
    list: true,
    markdown: true,
  },
} as const;

export type CollectionName = keyof typeof collections;
export const collectionNames = Object.keys(collections) as CollectionName[];

/** A list of records (projects, articles) or one record (the company text). */
export const isListCollection = (name: CollectionName) =>
  "fixedCount" in collections[name] || "list" in collections[name];

/**
 * Cards per category, as the specification fixes them (section 3, Service card: "software
 * development 19, digital marketing 43, graphics design 4, video editing 4, data entry 4, cyber
 * security 4").
 */
export const cardCounts: Record<CategorySlug, number> = {
  "software-development": 19,
  "digital-marketing": 43,
  "graphics-design": 4,
  "video-editing": 4,
  "data-entry": 4,
  "cyber-security": 4,
};

/** One language's view of a whole edition, as the pages read it. */
export const editionRecordsSchema = z.object(
  Object.fromEntries(collectionNames.map((name) => [name, collections[name].schema])) as {
    [K in CollectionName]: (typeof collections)[K]["schema"];
  },
);
export type EditionRecords = z.infer<typeof editionRecordsSchema>;

/** A record's id within its list: categories are known by their slug. */
export function recordId(record: unknown): string | undefined {
  if (typeof record !== "object" || record === null) return undefined;
  const { id, slug } = record as { id?: unknown; slug?: unknown };
  return typeof id === "string" ? id : typeof slug === "string" ? slug : undefined;
}
