import type { Locale } from "../locale.ts";

/**
 * The tags an article may carry, with their label in each language. The id is the tag page's
 * URL segment (/insights/tag/<id>, /bn/insights/tag/<id>); an article with a tag that is not
 * here fails the build (app/content/insights/catalogue.ts).
 */
export const insightTags = {
  websites: { en: "Websites", bn: "ওয়েবসাইট" },
  pricing: { en: "Pricing", bn: "খরচ ও দাম" },
  design: { en: "Design", bn: "ডিজাইন" },
  planning: { en: "Planning", bn: "পরিকল্পনা" },
  payments: { en: "Payments", bn: "পেমেন্ট" },
  ecommerce: { en: "E-commerce", bn: "ই-কমার্স" },
  security: { en: "Security", bn: "নিরাপত্তা" },
  video: { en: "Video", bn: "ভিডিও" },
  "social-media": { en: "Social media", bn: "সোশ্যাল মিডিয়া" },
  data: { en: "Data", bn: "ডেটা" },
} as const satisfies Record<string, Record<Locale, string>>;

export type InsightTag = keyof typeof insightTags;
export const insightTagIds = Object.keys(insightTags) as InsightTag[];
