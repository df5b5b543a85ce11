import { expect, expectTypeOf, test } from "vitest";
import { localize } from "./localized.ts";

/** A small stand-in for a content module: two cards declared once, strings per language. */
const structure = [
  { id: "seo", image: { src: "/art/cards/seo.svg", width: 480, height: 320 }, href: "https://example.com/seo" },
  { id: "ads", image: { src: "/art/cards/ads.svg", width: 480, height: 320 }, href: "https://example.com/ads" },
] as const;
type CardId = (typeof structure)[number]["id"];
type CardStrings = { title: string; image: { alt: string } };

const english = {
  seo: { title: "Search engine optimisation", image: { alt: "A magnifying glass" } },
  ads: { title: "Advertising", image: { alt: "A megaphone" } },
} satisfies Record<CardId, CardStrings>;

test("each record takes its strings by id, in the order of the structure", () => {
  const reversed = { ads: english.ads, seo: english.seo } satisfies Record<CardId, CardStrings>;
  expect(localize(structure, reversed)).toEqual([
    {
      id: "seo",
      title: "Search engine optimisation",
      image: { src: "/art/cards/seo.svg", alt: "A magnifying glass", width: 480, height: 320 },
      href: "https://example.com/seo",
    },
    {
      id: "ads",
      title: "Advertising",
      image: { src: "/art/cards/ads.svg", alt: "A megaphone", width: 480, height: 320 },
      href: "https://example.com/ads",
    },
  ]);
});

test("records nested in a record (a category's cards) take their strings from a nested table", () => {
  const category = { slug: "marketing", cards: structure } as const;
  const strings = { name: "Marketing", cards: english };
  const localized = localize(category, strings);
  expect(localized.name).toBe("Marketing");
  expect(localized.cards.map((card) => [card.id, card.title])).toEqual([
    ["seo", "Search engine optimisation"],
    ["ads", "Advertising"],
  ]);
  expectTypeOf(localized.cards[0]!.image.alt).toEqualTypeOf<string>();
  expectTypeOf(localized.cards[0]!.href).toEqualTypeOf<"https://example.com/seo" | "https://example.com/ads">();
});

test("a language without a record's strings fails the type check, and at run time if cast", () => {
  // @ts-expect-error: "ads" has no strings.
  const missing = { seo: english.seo } satisfies Record<CardId, CardStrings>;
  expect(() => localize(structure, missing)).toThrow(/"ads"/);
});

test("an extra record, a missing string or an unknown field fails the type check", () => {
  void ({
    ...english,
    // @ts-expect-error: there is no card "email" in the structure.
    email: { title: "Email", image: { alt: "An envelope" } },
  } satisfies Record<CardId, CardStrings>);
  void ({
    seo: english.seo,
    // @ts-expect-error: the image's alt text is missing.
    ads: { title: "Advertising", image: {} },
  } satisfies Record<CardId, CardStrings>);
  void ({
    seo: english.seo,
    // @ts-expect-error: a link is structure, declared once, not a string of one language.
    ads: { ...english.ads, href: "https://example.com/elsewhere" },
  } satisfies Record<CardId, CardStrings>);
});
