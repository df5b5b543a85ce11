import { words } from "./search-text.ts";

/** The longest query searched, in characters: longer ones get a page saying so, never a search. */
export const maxQueryLength = 200;
/** Words of a query searched at most; the rest are named as left out. */
export const maxQueryWords = 8;
/** Results shown per page, and the results ranked at most (ten pages). */
export const resultsPerPage = 10;
export const maxResults = 100;

export type SearchQuery =
  | { kind: "empty" }
  | { kind: "too-long"; text: string }
  | { kind: "words"; text: string; words: string[]; leftOut: number; page: number };

// Control characters and the bidi controls that could turn a query around on the page; both are
// read once each (decision 020).
const invisible = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A visitor's `q` and `page`, bounded before any work: cut to twice the limit first (the length
 * is then counted on what is left), control characters dropped, at most `maxQueryWords` words
 * (anything that is not a letter, mark or digit separates words, so a search engine's operators
 * `" * : ( ) - ^ OR` mean nothing here), and a page number of at most three digits.
 */
export function parseSearchQuery(q: string | null, page: string | null): SearchQuery {
  const text = (q ?? "")
    .slice(0, maxQueryLength * 2)
    .replace(invisible, " ")
    .trim();
  if (text === "") return { kind: "empty" };
  if ([...text].length > maxQueryLength) return { kind: "too-long", text: [...text].slice(0, maxQueryLength).join("") };
  const all = [...new Set(words(text))];
  if (all.length === 0) return { kind: "empty" };
  const number = /^[0-9]{1,3}$/.test(page ?? "") ? Number(page) : 1;
  return {
    kind: "words",
    text,
    words: all.slice(0, maxQueryWords),
    leftOut: Math.max(0, all.length - maxQueryWords),
    page: Math.max(1, number),
  };
}

/** The words as the analytics dashboard counts them: normalized, in the order typed, at most 100 characters. */
export const searchedTerm = (query: { words: string[] }) => query.words.join(" ").slice(0, 100);
