import { describe, expect, it } from "vitest";
import { onlyTextsDiffer } from "./text-only-change.ts";

const card = {
  id: "web",
  href: "/our-services",
  image: { src: "/art/web.svg", width: 640, height: 480 },
  title: { en: "Websites", bn: "ওয়েবসাইট" },
  points: [{ en: "Fast", bn: "" }],
  years: 12,
};

it("lets the words of English and Bangla texts change, in lists too", () => {
  const translated = {
    ...card,
    title: { en: "Web sites", bn: "ওয়েব সাইট" },
    points: [{ en: "Fast", bn: "দ্রুত" }],
  };
  expect(onlyTextsDiffer(card, translated)).toBe(true);
  expect(onlyTextsDiffer(card, structuredClone(card))).toBe(true);
});

it.each([
  ["an id", { ...card, id: "websites" }],
  ["a link", { ...card, href: "https://elsewhere.example" }],
  ["an image", { ...card, image: { ...card.image, src: "/media/abc.webp" } }],
  ["a figure", { ...card, years: 13 }],
  ["an added list item", { ...card, points: [...card.points, { en: "New", bn: "নতুন" }] }],
  ["a removed list item", { ...card, points: [] }],
  ["an added key", { ...card, extra: "x" }],
  ["a dropped key", (({ href: _href, ...rest }) => rest)(card)],
  ["a text turned into a plain value", { ...card, title: "Websites" }],
])("refuses a change of structure: %s", (_what, changed) => {
  expect(onlyTextsDiffer(card, changed)).toBe(false);
});

it("refuses a reordered list even when every item is kept", () => {
  const two = {
    ...card,
    points: [
      { en: "A", bn: "" },
      { en: "B", bn: "" },
    ],
    links: ["/a", "/b"],
  };
  expect(onlyTextsDiffer(two, { ...two, links: ["/b", "/a"] })).toBe(false);
});

it("ignores the keys it is told to, at the record's top level", () => {
  expect(onlyTextsDiffer(card, { ...card, $staleTranslations: ["title"] }, ["$staleTranslations"])).toBe(true);
});

describe("an article's Markdown body", () => {
  const article = {
    slug: "costs",
    body: {
      en: "Ask [our team](/contact-us) first.\n\n![A chart of costs](/art/services/data-entry.svg)\n",
      bn: "",
    },
  };
  const withBangla = (bn: string) => ({ ...article, body: { ...article.body, bn } });

  it("may be translated with the links and images the text has already, or without one", () => {
    const translated = withBangla(
      "আগে [আমাদের দলকে](/contact-us) জিজ্ঞেস করুন।\n\n![খরচের চার্ট](/art/services/data-entry.svg)\n",
    );
    expect(onlyTextsDiffer(article, translated)).toBe(true);
    expect(onlyTextsDiffer(article, withBangla("আগে আমাদের দলকে জিজ্ঞেস করুন।"))).toBe(true);
    expect(
      onlyTextsDiffer(article, { ...article, body: { ...article.body, en: "Ask [us](/contact-us) first." } }),
    ).toBe(true);
  });

  it.each([
    ["a new link", "আগে [এখানে](https://elsewhere.example/offer) দেখুন।"],
    ["a changed link", "আগে [আমাদের দলকে](/contact-us-now) জিজ্ঞেস করুন।"],
    ["a new image", "![ছবি](/media/0123456789abcdef0123456789abcdef.webp)"],
    ["a reference link", "আগে [আমাদের দলকে][x] জিজ্ঞেস করুন।\n\n[x]: https://elsewhere.example\n"],
    ["an autolink", "দেখুন <https://elsewhere.example>"],
    ["an address linked by itself", "দেখুন https://elsewhere.example অথবা www.elsewhere.example"],
    ["an email address", "লিখুন offers@elsewhere.example"],
  ])("refuses %s a translator adds", (_, bn) => {
    expect(onlyTextsDiffer(article, withBangla(bn))).toBe(false);
  });
});
