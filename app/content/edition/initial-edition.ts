import categories from "./data/categories.json" with { type: "json" };
import company from "./data/company.json" with { type: "json" };
import heroBanners from "./data/hero-banners.json" with { type: "json" };
import officeCards from "./data/office-cards.json" with { type: "json" };
import pages from "./data/pages.json" with { type: "json" };
import projects from "./data/projects.json" with { type: "json" };
import rates from "./data/rates.json" with { type: "json" };
import site from "./data/site.json" with { type: "json" };
import statistics from "./data/statistics.json" with { type: "json" };
import teamMembers from "./data/team-members.json" with { type: "json" };
import testimonials from "./data/testimonials.json" with { type: "json" };
import { initialArticles } from "../insights/initial-articles.ts";
import type { CollectionName } from "./collections.ts";

/**
 * The whole public content in both languages: every collection a visitor reads, each text field
 * `{ en, bn }` (decision 022). The store keeps its published versions; this is only what it starts
 * from.
 */
export type Edition = Record<CollectionName, unknown>;

/**
 * The repository's data files (app/content/edition/data/) and Markdown articles (app/insights/):
 * the initial edition, which an empty store is seeded with and the tests start from. `npm run build` prerenders the pages from it.
 */
export const initialEdition: Edition = {
  heroBanners,
  statistics,
  rates,
  categories,
  projects,
  teamMembers,
  testimonials,
  officeCards,
  company,
  pages,
  site,
  articles: initialArticles,
};
