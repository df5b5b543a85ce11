import { describe, expect, test } from "vitest";
import { expectLinear, parser, run } from "../../tests/support/parse-cost.ts";
import { maxQueryLength, maxQueryWords, parseSearchQuery, searchedTerm } from "./search-query.ts";

test("a query is its words, normalized; the search engine operators people type are only separators", () => {
  const query = parseSearchQuery('"SEO" OR web* NEAR(a) -x ^y title:z', null);
  expect(query).toMatchObject({
    kind: "words",
    words: ["seo", "or", "web", "near", "a", "x", "y", "title"],
    leftOut: 1,
  });
  expect(query.kind === "words" && searchedTerm(query)).toBe("seo or web near a x y title");
});

test("control characters and bidi controls are dropped, and a query of nothing but them is empty", () => {
  // The text is shown back on the page ("results for …"): a bidi override there would turn it around.
  expect(parseSearchQuery("\u0000\u001bweb\u202esite\u0007", null)).toMatchObject({
    kind: "words",
    text: "web site",
    words: ["web", "site"],
  });
  expect(parseSearchQuery("\u0000\u202e\t", null)).toEqual({ kind: "empty" });
  expect(parseSearchQuery(null, null)).toEqual({ kind: "empty" });
  expect(parseSearchQuery("*** ---", null)).toEqual({ kind: "empty" });
});

test(`a query over ${maxQueryLength} characters is too long, counted in characters, not bytes`, () => {
  expect(parseSearchQuery("ক".repeat(maxQueryLength), null).kind).toBe("words");
  const long = parseSearchQuery("ক".repeat(maxQueryLength + 1), null);
  expect(long).toMatchObject({ kind: "too-long" });
  expect(long.kind === "too-long" && [...long.text]).toHaveLength(maxQueryLength);
});

test(`at most ${maxQueryWords} words are searched, repeated words once, and the rest are counted as left out`, () => {
  const query = parseSearchQuery("a b c d e f g h i j a b", null);
  expect(query).toMatchObject({ words: ["a", "b", "c", "d", "e", "f", "g", "h"], leftOut: 2 });
});

test("the page is a number of at most three digits, 1 otherwise", () => {
  const page = (value: string | null) => {
    const query = parseSearchQuery("seo", value);
    return query.kind === "words" ? query.page : undefined;
  };
  expect([page("3"), page("0"), page("-2"), page("1e3"), page("99999"), page(null), page("২")]).toEqual([
    3, 1, 1, 1, 1, 1, 1,
  ]);
});

describe("the longest query a URL can carry is read in linear time (decision 020)", () => {
  // Measured: 7-10 µs a call on 16,000 characters (the query is cut to 400 before anything reads it).
  expectLinear([
    parser(
      "letters",
      7,
      (i) => run("a", String(i)),
      (q) => parseSearchQuery(q, "1"),
    ),
    parser(
      "words",
      8,
      (i) => run("a ", String(i)),
      (q) => parseSearchQuery(q, "1"),
    ),
    parser(
      "control characters",
      9,
      (i) => run("\u0000", String(i)),
      (q) => parseSearchQuery(q, "1"),
    ),
    parser(
      "hasanta",
      10,
      (i) => run("্", String(i)),
      (q) => parseSearchQuery(q, "1"),
    ),
  ]);
});
