/**
 * How the site's search reads text, in both languages (decision 025). One function serves the
 * index and the visitor's query, so the two always agree on what a word is.
 *
 * A word is a run of letters, marks and digits (\p{L}\p{M}\p{N}): Bangla vowel signs (া ি ী …),
 * hasanta (্), chandrabindu and nukta are marks, so they stay inside their word. SQLite FTS5's
 * default tokenizer splits "পেনিট্রেশন" at each of them; here it is one word. ZWJ and ZWNJ
 * (which shape র‍্য and the like) are dropped before splitting, so they never cut a word either.
 */

const banglaDigitZero = 0x09e6;
const joiners = /[\u200c\u200d]/g;
const banglaDigits = /[\u09e6-\u09ef]/g;
// Each character is looked at once: no pattern here can retry over a run (decision 020).
const word = /[\p{L}\p{M}\p{N}]+/gu;

/** NFC, lower case, Bangla digits as Latin ones (২০২৬ is 2026), joiners dropped. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(joiners, "")
    .replace(banglaDigits, (digit) => String(digit.charCodeAt(0) - banglaDigitZero));
}

/** The words of a text, normalized, in order. */
export function words(text: string): string[] {
  return normalizeText(text).match(word) ?? [];
}

/** A word with where it stands in the original text, for marking it in a snippet. */
export type WordSpan = { start: number; end: number; word: string };

/**
 * The words of `text` with their places in it, as written (not normalized), one at a time (a
 * snippet stops at the first it wants). `\u200c\u200d` belong to the word they sit in, so a marked
 * word keeps its shape.
 */
export function* eachWordSpan(text: string): Generator<WordSpan> {
  for (const match of text.matchAll(/[\p{L}\p{M}\p{N}\u200c\u200d]+/gu)) {
    // A run of letters and marks stays one word: normalizing it alone is enough.
    const normal = normalizeText(match[0]);
    if (normal) yield { start: match.index, end: match.index + match[0].length, word: normal };
  }
}

export const wordSpans = (text: string): WordSpan[] => [...eachWordSpan(text)];

/**
 * The Bangla signs a reader may leave out or write another way: the dependent vowel signs
 * (U+09BE–U+09CC, U+09D7), hasanta (U+09CD), chandrabindu (U+0981) and nukta (U+09BC, which NFC
 * splits off ড় ঢ় য়). Without them "পেনিট্রেশন", "পেনেট্রেশন" and "পনট্রশন" are one key.
 */
const looseSigns = /[\u0981\u09bc\u09be-\u09cc\u09cd\u09d7]/g;

/**
 * The loose key of a normalized word: Bangla without the signs above (খণ্ড ৎ as ত), Latin without
 * accents and a plural "s" ("services" finds "service"). Words of one key are found for each other.
 */
export function looseKey(normalizedWord: string): string {
  if (/[\u0980-\u09ff]/.test(normalizedWord)) {
    return normalizedWord.replace(looseSigns, "").replaceAll("\u09ce", "\u09a4");
  }
  const plain = normalizedWord.normalize("NFD").replace(/\p{M}/gu, "");
  return plain.length > 3 && plain.endsWith("s") && !plain.endsWith("ss") ? plain.slice(0, -1) : plain;
}

/** The character trigrams of a word's loose key, padded so that short words and word ends count. */
export function trigrams(normalizedWord: string): Set<string> {
  const chars = [...` ${looseKey(normalizedWord)} `];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) grams.add(chars.slice(i, i + 3).join(""));
  return grams;
}

/** How alike two words are, 0 to 1: the share of trigrams they have in common (Jaccard). */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared === 0 ? 0 : shared / (a.size + b.size - shared);
}
