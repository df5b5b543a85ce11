import { bn, type Locale } from "../locale.ts";
import type { Localized } from "../localized.ts";

/**
 * The Insights section's own words (the articles bring theirs), in English… The brand is the
 * edition's (its site record), so the callers pass it in.
 */
const en = {
  title: "Insights",
  description:
    "Practical articles from our team on website costs, online payments, design briefs, security testing, short video and data for businesses in Bangladesh.",
  intro:
    "Notes from the people who build, market and secure websites here: what things cost, how they work, and what to ask before you hire anyone, us included.",
  tagTitle: (tag: string) => `Articles on ${tag.toLowerCase()}`,
  tagDescription: (tag: string, brand: string) =>
    `Articles from the ${brand} team on ${tag.toLowerCase()}: practical notes for businesses in Bangladesh from the people who do the work.`,
  tagIntro: (count: number) => (count === 1 ? "One article on this topic so far." : `${count} articles on this topic.`),
  pageTitle: (title: string, page: number) => `${title}, page ${page}`,
  topics: "Topics",
  allTopics: "All articles",
  articles: "Articles",
  readingTime: (minutes: number) => `${minutes} min read`,
  published: "Published",
  updated: "Updated",
  writtenBy: "Written by",
  tags: "Tags",
  contents: "In this article",
  relatedService: "Related service",
  moreArticles: "More articles",
  previousArticle: "Previous article",
  nextArticle: "Next article",
  pages: "Pages",
  page: (page: number) => `Page ${page}`,
  previousPage: "Previous page",
  nextPage: "Next page",
  feed: "Follow by RSS",
  feedTitle: (brand: string) => `Insights from ${brand}`,
  ctaHeading: "Want a second opinion on your project?",
  ctaText:
    "Tell us what you are planning. We reply within one working day with questions, a rough plan or an honest no.",
  ctaButton: "Tell us about your project",
};

/** …and in Bangla: the same keys, or the type check fails. */
const bnCopy = {
  title: "ইনসাইটস",
  description:
    "ওয়েবসাইটের খরচ, অনলাইন পেমেন্ট, ডিজাইন ব্রিফ, সিকিউরিটি টেস্টিং, শর্ট ভিডিও আর ডেটা নিয়ে বাংলাদেশের ব্যবসার জন্য আমাদের টিমের কাজের লেখা।",
  intro:
    "যাঁরা এখানে ওয়েবসাইট বানান, মার্কেটিং চালান আর সিস্টেম সুরক্ষিত রাখেন, তাঁদের হাতে লেখা: কোন কাজে কত খরচ, কাজটা কীভাবে হয়, আর কাউকে কাজ দেওয়ার আগে কী জিজ্ঞেস করবেন, আমাদের দিলেও।",
  tagTitle: (tag: string) => `বিষয়: ${tag}`,
  tagDescription: (tag: string, brand: string) =>
    `${tag} নিয়ে ${brand} টিমের লেখা: বাংলাদেশের ব্যবসার জন্য, যাঁরা কাজটা নিজের হাতে করেন তাঁদের ব্যবহারিক পরামর্শ।`,
  tagIntro: (count: number) => (count === 1 ? "এই বিষয়ে এখন পর্যন্ত একটি লেখা।" : `এই বিষয়ে ${bn(count)}টি লেখা।`),
  pageTitle: (title: string, page: number) => `${title}, পাতা ${bn(page)}`,
  topics: "বিষয়",
  allTopics: "সব লেখা",
  articles: "লেখা",
  readingTime: (minutes: number) => `পড়তে ${bn(minutes)} মিনিট`,
  published: "প্রকাশ",
  updated: "হালনাগাদ",
  writtenBy: "লিখেছেন",
  tags: "বিষয়",
  contents: "এই লেখায়",
  relatedService: "সংশ্লিষ্ট সেবা",
  moreArticles: "আরও লেখা",
  previousArticle: "আগের লেখা",
  nextArticle: "পরের লেখা",
  pages: "পাতা",
  page: (page: number) => `পাতা ${bn(page)}`,
  previousPage: "আগের পাতা",
  nextPage: "পরের পাতা",
  feed: "RSS ফিডে অনুসরণ করুন",
  feedTitle: (brand: string) => `${brand}-এর ইনসাইটস`,
  ctaHeading: "আপনার প্রজেক্ট নিয়ে আরেকটি মতামত চান?",
  ctaText: "কী করতে চাইছেন, আমাদের জানান। এক কর্মদিবসের মধ্যে উত্তর দিই: প্রশ্ন, একটা মোটামুটি পরিকল্পনা, কিংবা সোজাসুজি না।",
  ctaButton: "প্রজেক্টের কথা জানান",
} satisfies Localized<typeof en>;

export const insightsCopy: Record<Locale, Localized<typeof en>> = { en, bn: bnCopy };
