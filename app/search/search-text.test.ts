import { expect, test } from "vitest";
import { looseKey, normalizeText, similarity, trigrams, wordSpans, words } from "./search-text.ts";

test("vowel signs, hasanta and chandrabindu stay inside their Bangla word", () => {
  // FTS5's default tokenizer cuts "পেনিট্রেশন" at every sign; a word here is the whole run.
  expect(words("পেনিট্রেশন টেস্ট, চাঁদ আর স্ক্যান")).toEqual(["পেনিট্রেশন", "টেস্ট", "চাঁদ", "আর", "স্ক্যান"]);
  // ZWJ (র‍্যাব) and ZWNJ shape a conjunct; they never split it.
  expect(words("র\u200d্যাব")).toEqual(["র্যাব"]);
});

test("Bangla digits are read as Latin ones, and text as NFC lower case", () => {
  expect(words("২০২৬ সালে 2026")).toEqual(["2026", "সালে", "2026"]);
  expect(normalizeText("SEO Café")).toBe("seo café");
  // য় typed as য + nukta and as the one character is one word.
  expect(words("\u09df")).toEqual(words("\u09af\u09bc"));
});

test("a Bangla word without its vowel signs or hasanta has the same loose key", () => {
  const key = looseKey("পেনিট্রেশন");
  expect(looseKey("পনট্রশন")).toBe(key);
  expect(looseKey("পেনেট্রেশন")).toBe(key);
  expect(looseKey("পনটরশন")).toBe(key);
  expect(looseKey("ডিজাইন")).not.toBe(key);
  // khanda ta and ত্ are one letter for the key.
  expect(looseKey("উৎসব")).toBe(looseKey("উতসব"));
});

test("an English plural and accents share the word's loose key", () => {
  expect(looseKey("services")).toBe(looseKey("service"));
  expect(looseKey("café")).toBe("cafe");
  expect(looseKey("business")).toBe("business");
});

test("other spellings of a loanword are alike by trigrams, unrelated words are not", () => {
  const score = (a: string, b: string) => similarity(trigrams(a), trigrams(b));
  expect(score("ওয়েবসাইট", "ওয়েবসাইটে")).toBeGreaterThan(0.5);
  expect(score("ওয়েবসাইট", "ওয়েবসাইড")).toBeGreaterThanOrEqual(0.4);
  expect(score("marketing", "marketting")).toBeGreaterThan(0.5);
  expect(score("marketing", "security")).toBeLessThan(0.2);
});

test("word spans point at the words as written, for marking them", () => {
  const text = "Hello, <b>পেনিট্রেশন</b> ২০২৬!";
  expect(wordSpans(text).map((span) => [text.slice(span.start, span.end), span.word])).toEqual([
    ["Hello", "hello"],
    ["b", "b"],
    ["পেনিট্রেশন", "পেনিট্রেশন"],
    ["b", "b"],
    ["২০২৬", "2026"],
  ]);
});
