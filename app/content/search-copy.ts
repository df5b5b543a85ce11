import { bn, type Locale } from "./locale.ts";
import { unlocalizedPath } from "./site-paths.ts";

/**
 * Site search's own words (the results bring theirs), in English and Bangla: the header's field,
 * the results page and its messages. A string missing in one language is a type error.
 */
const en = {
  label: "Search the site",
  placeholder: "Search",
  submit: "Search",
  title: "Search",
  pageTitle: (query: string) => `Search: ${query}`,
  description: "Search the services, projects, team, client stories and articles of the site.",
  intro: "Type a word or two: a service, a technology, a team member or a topic.",
  results: (count: number, query: string) =>
    count === 1 ? `1 result for “${query}”` : `${count} results for “${query}”`,
  resultsCapped: (shown: number, count: number) => `Showing the best ${shown} of ${count}.`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  noResults: (query: string) => `Nothing on the site matches “${query}”.`,
  didYouMean: "Did you mean",
  nearest: "The nearest matches",
  tryOther: "Try fewer words, another spelling or a broader term, or browse the services.",
  leftOut: (count: number) =>
    count === 1
      ? "One more word was left out: a search takes eight words at most."
      : `${count} more words were left out: a search takes eight words at most.`,
  tooLong: (limit: number) => `That search is too long: it can be at most ${limit} characters. Please shorten it.`,
  rateLimited: (seconds: number) =>
    `Too many searches from your connection in a short time. Please try again in ${seconds} seconds.`,
  unavailable: "Search is unavailable for a moment. Please try again.",
  kinds: {
    category: "Service category",
    service: "Service",
    project: "Project",
    team: "Team",
    testimonial: "Client story",
    article: "Article",
    page: "Page",
  },
};

export type SearchCopy = typeof en;

/** …and in Bangla (terms as docs/bangla-glossary.md has them). */
const bnCopy: SearchCopy = {
  label: "সাইটে খুঁজুন",
  placeholder: "খুঁজুন",
  submit: "খুঁজুন",
  title: "খোঁজ",
  pageTitle: (query) => `খোঁজ: ${query}`,
  description: "সাইটের সার্ভিস, প্রজেক্ট, টিম, ক্লায়েন্টদের কথা আর আর্টিকেলের মধ্যে খুঁজুন।",
  intro: "এক-দুটি শব্দ লিখুন: কোনো সার্ভিস, প্রযুক্তি, টিমের কারও নাম বা কোনো বিষয়।",
  results: (count, query) => `“${query}”-এর জন্য ${bn(count)}টি ফলাফল`,
  resultsCapped: (shown, count) => `${bn(count)}টির মধ্যে সেরা ${bn(shown)}টি দেখানো হচ্ছে।`,
  pageOf: (page, pages) => `পাতা ${bn(page)} / ${bn(pages)}`,
  noResults: (query) => `“${query}”-এর সঙ্গে মেলে এমন কিছু সাইটে নেই।`,
  didYouMean: "আপনি কি এটা খুঁজছিলেন",
  nearest: "সবচেয়ে কাছাকাছি ফলাফল",
  tryOther: "কম শব্দে, অন্য বানানে বা আরও সাধারণ কোনো শব্দে খুঁজে দেখুন, অথবা সার্ভিসগুলো ঘুরে দেখুন।",
  leftOut: (count) => `আরও ${bn(count)}টি শব্দ বাদ পড়েছে: একবারে সর্বোচ্চ আটটি শব্দে খোঁজা যায়।`,
  tooLong: (limit) => `খোঁজাটি অনেক লম্বা: সর্বোচ্চ ${bn(limit)} অক্ষর হতে পারে। একটু ছোট করে লিখুন।`,
  rateLimited: (seconds) => `অল্প সময়ে আপনার সংযোগ থেকে অনেকবার খোঁজা হয়েছে। ${bn(seconds)} সেকেন্ড পরে আবার চেষ্টা করুন।`,
  unavailable: "খোঁজ এই মুহূর্তে কাজ করছে না। একটু পরে আবার চেষ্টা করুন।",
  kinds: {
    category: "সার্ভিস ক্যাটাগরি",
    service: "সার্ভিস",
    project: "প্রজেক্ট",
    team: "টিম",
    testimonial: "ক্লায়েন্টের কথা",
    article: "আর্টিকেল",
    page: "পাতা",
  },
};

export const searchCopy: Record<Locale, SearchCopy> = { en, bn: bnCopy };

/** Where the results page is, in each language (rendered per request, never prerendered). */
export const searchPath = "/search";
export const isSearchPath = (pathname: string) => unlocalizedPath(pathname) === searchPath;
