import type { SearchDocument } from "./search-documents.ts";
import { looseKey, similarity, trigrams, words } from "./search-text.ts";

/** A title word counts three times a body word, a heading's twice (BM25F-like field weights). */
const fieldWeights = { title: 3, heading: 2, body: 1 } as const;
const k1 = 1.2;
const b = 0.75;

/** How much a word found another way than as typed counts (decision 025). */
const variantWeights = { exact: 1, loose: 0.9, prefix: 0.7, similar: 0.6 } as const;
/** Words that begin with what was typed, and spellings alike, taken per query word at most. */
const maxPrefixWords = 30;
const maxSimilarWords = 5;
/**
 * How alike (trigram Jaccard) a spelling must be to be searched in place of a typed word that is
 * nowhere, and to be offered as "did you mean" when nothing was found.
 */
export const similarEnough = { search: 0.5, suggest: 0.25 } as const;

type Posting = { doc: number; tf: number };

/** Words of the index that stand for one query word, each with its weight. */
type Variants = Map<string, number>;

export type SearchIndex = {
  documents: readonly SearchDocument[];
  /** Ranked documents that contain every word (a form of it), best first, and the index words that matched. */
  search(queryWords: readonly string[], options?: { any?: boolean }): { ranked: number[]; matched: Set<string> };
  /** The word of the index most like `word` (not itself), or undefined when none is alike enough. */
  closest(word: string): string | undefined;
};

function listAt<T>(map: Map<string, T[]>, key: string): T[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/** One language's index, built from its documents once per published edition (search-site.server.ts). */
export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const postings = new Map<string, Posting[]>();
  const lengths: number[] = [];
  documents.forEach((document, doc) => {
    const tf = new Map<string, number>();
    let length = 0;
    for (const field of ["title", "heading", "body"] as const) {
      for (const word of words(document[field])) {
        tf.set(word, (tf.get(word) ?? 0) + fieldWeights[field]);
        length += fieldWeights[field];
      }
    }
    lengths.push(length);
    for (const [word, count] of tf) listAt(postings, word).push({ doc, tf: count });
  });
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length);
  const vocabulary = [...postings.keys()].sort();
  const byLoose = new Map<string, string[]>();
  const byGram = new Map<string, string[]>();
  const gramsOf = new Map<string, Set<string>>();
  for (const word of vocabulary) {
    const key = looseKey(word);
    listAt(byLoose, key).push(word);
    const grams = trigrams(word);
    gramsOf.set(word, grams);
    for (const gram of grams) listAt(byGram, gram).push(word);
  }

  /** Index words alike to `word` by trigrams, most alike first. */
  function alike(word: string, least: number): [string, number][] {
    const grams = trigrams(word);
    const candidates = new Set<string>();
    for (const gram of grams) for (const candidate of byGram.get(gram) ?? []) candidates.add(candidate);
    return [...candidates]
      .map((candidate) => [candidate, similarity(grams, gramsOf.get(candidate)!)] as [string, number])
      .filter(([candidate, score]) => score >= least && candidate !== word)
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
      .slice(0, maxSimilarWords);
  }

  function variantsOf(word: string, fuzzy: boolean): Variants {
    const found: Variants = new Map();
    const add = (candidate: string, weight: number) => {
      if ((found.get(candidate) ?? 0) < weight) found.set(candidate, weight);
    };
    if (postings.has(word)) add(word, variantWeights.exact);
    for (const candidate of byLoose.get(looseKey(word)) ?? []) add(candidate, variantWeights.loose);
    if ([...word].length >= 3) {
      // The vocabulary is sorted: the words beginning with `word` follow its place in it.
      let low = 0;
      let high = vocabulary.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (vocabulary[middle]! < word) low = middle + 1;
        else high = middle;
      }
      for (let i = low; i < vocabulary.length && i < low + maxPrefixWords && vocabulary[i]!.startsWith(word); i += 1) {
        add(vocabulary[i]!, variantWeights.prefix);
      }
    }
    // Another spelling (a loanword, a typo) only where the word as typed is nowhere, or always when asked.
    if ((found.size === 0 || fuzzy) && [...looseKey(word)].length >= 3) {
      for (const [candidate, score] of alike(word, similarEnough.search))
        add(candidate, variantWeights.similar * score);
    }
    return found;
  }

  const idf = (count: number) => Math.log(1 + (documents.length - count + 0.5) / (count + 0.5));

  function termScores(variants: Variants): Map<number, number> {
    const scores = new Map<number, number>();
    for (const [word, weight] of variants) {
      const list = postings.get(word) ?? [];
      const wordIdf = idf(list.length);
      for (const { doc, tf } of list) {
        const norm = tf + k1 * (1 - b + (b * lengths[doc]!) / averageLength);
        const score = weight * wordIdf * ((tf * (k1 + 1)) / norm);
        // A document scores a query word once, by its best form.
        if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
      }
    }
    return scores;
  }

  return {
    documents,
    search(queryWords, options = {}) {
      const matched = new Set<string>();
      const total = new Map<number, number>();
      const hits = new Map<number, number>();
      for (const word of queryWords) {
        const variants = variantsOf(word, options.any ?? false);
        for (const variant of variants.keys()) matched.add(variant);
        for (const [doc, score] of termScores(variants)) {
          total.set(doc, (total.get(doc) ?? 0) + score);
          hits.set(doc, (hits.get(doc) ?? 0) + 1);
        }
      }
      const ranked = [...total.keys()]
        .filter((doc) => options.any || hits.get(doc) === queryWords.length)
        .sort((x, y) => total.get(y)! - total.get(x)! || x - y);
      return { ranked, matched };
    },
    closest: (word) => alike(word, similarEnough.suggest)[0]?.[0],
  };
}
