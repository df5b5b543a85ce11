import type { CategorySlug } from "./schemas.ts";

/**
 * The specification's counts: how many records the starting content (the initial edition) has.
 * They describe what the site starts with, not limits: staff add and remove records within each
 * collection's bounds (app/content/model/), which the sections' layouts handle. The tests check
 * that the initial edition keeps these.
 */
export const startingCounts = {
  heroBanners: 7,
  statistics: 4,
  rates: 3,
  projects: 6,
  teamMembers: 4,
  testimonials: 10,
  officeCards: 4,
} as const;

/**
 * Cards per category (section 3, Service card: "software development 19, digital marketing 43,
 * graphics design 4, video editing 4, data entry 4, cyber security 4").
 */
export const startingCardCounts: Record<CategorySlug, number> = {
  "software-development": 19,
  "digital-marketing": 43,
  "graphics-design": 4,
  "video-editing": 4,
  "data-entry": 4,
  "cyber-security": 4,
};
