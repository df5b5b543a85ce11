import { articlesIn, renderArticle } from "../content/insights/articles.server.ts";
import type { Locale } from "../content/locale.ts";
import { siteContent, type SiteContent } from "../content/site-content.ts";
import { localizePath } from "../content/site-paths.ts";
import { type DocumentKind, searchDocuments } from "./search-documents.ts";
import { buildSearchIndex, type SearchIndex } from "./search-index.ts";
import { maxResults, resultsPerPage } from "./search-query.ts";

/** One result as the page shows it: the link already in the page's language. */
export type SearchResult = { kind: DocumentKind; href: string; title: string; context: string; body: string };

export type SearchOutcome = {
  /** Results found (at most `maxResults` are ranked and paged). */
  total: number;
  page: number;
  pageCount: number;
  results: SearchResult[];
  /** The index's words that matched, for marking them (search-marks.tsx). */
  marked: string[];
  /** When nothing was found: the query with its unknown words replaced by the closest known ones, if that finds something. */
  suggestion?: string;
  /** When nothing was found: the places that have some of the words. */
  nearest: SearchResult[];
};

/**
 * Each edition's index per language, built when a search first needs it. `siteContent` gives one
 * object per published edition (it is never changed in place), so a publish that this instance
 * serves (server/pages/published-pages.server.ts swaps the edition) is searched from the next
 * request on, and the old index goes with the old edition.
 */
const indexes = new WeakMap<SiteContent, Promise<SearchIndex>>();

export function searchIndexFor(locale: Locale): Promise<SearchIndex> {
  const content = siteContent(locale);
  let index = indexes.get(content);
  if (!index) {
    index = buildIndex(content, locale);
    // A failed build (an article that no longer renders) is tried again by the next search.
    index.catch(() => indexes.delete(content));
    indexes.set(content, index);
  }
  return index;
}

async function buildIndex(content: SiteContent, locale: Locale): Promise<SearchIndex> {
  const articles = await Promise.all(
    articlesIn(locale).map(async (article) => ({ ...article, toc: (await renderArticle(article)).toc })),
  );
  return buildSearchIndex(searchDocuments(content, articles));
}

function resultOf(index: SearchIndex, doc: number, locale: Locale): SearchResult {
  const document = index.documents[doc]!;
  return {
    kind: document.kind,
    href: localizePath(document.href, locale),
    title: document.title,
    context: document.heading,
    body: document.body,
  };
}

/** Searches one language's published content for `words` (parsed by search-query.ts), ranked and paged. */
export async function searchSite(locale: Locale, words: readonly string[], page: number): Promise<SearchOutcome> {
  const index = await searchIndexFor(locale);
  const { ranked, matched } = index.search(words);
  const total = Math.min(ranked.length, maxResults);
  const pageCount = Math.max(1, Math.ceil(total / resultsPerPage));
  const shown = Math.min(page, pageCount);
  const results = ranked
    .slice((shown - 1) * resultsPerPage, Math.min(total, shown * resultsPerPage))
    .map((doc) => resultOf(index, doc, locale));
  if (ranked.length > 0)
    return { total: ranked.length, page: shown, pageCount, results, marked: [...matched], nearest: [] };

  const near = index.search(words, { any: true });
  const replaced = words.map((word) => (index.search([word]).ranked.length > 0 ? word : (index.closest(word) ?? word)));
  const differs = replaced.some((word, i) => word !== words[i]);
  const suggestion = differs && index.search(replaced).ranked.length > 0 ? replaced.join(" ") : undefined;
  return {
    total: 0,
    page: 1,
    pageCount: 1,
    results: [],
    marked: [...near.matched],
    suggestion,
    nearest: near.ranked.slice(0, 5).map((doc) => resultOf(index, doc, locale)),
  };
}
