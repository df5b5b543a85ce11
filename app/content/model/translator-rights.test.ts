import { describe, expect, it } from "vitest";
import { initialEdition } from "../edition/initial-edition.ts";
import { model } from "./model.ts";
import { onlyTextsDiffer } from "./translator-rights.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests reach into the JSON freely
type Loose = Record<string, any>;
const category = () => structuredClone((initialEdition.categories as Loose[])[5]!);
const fields = model.categories.fields;

it("lets the words of every language change, in lists too, and images' descriptions", () => {
  const translated = category();
  translated.name.bn = "সাইবার সুরক্ষা";
  translated.cards[0].title.en = "Penetration tests";
  translated.image.alt.bn = "একটি নতুন বর্ণনা";
  expect(onlyTextsDiffer(fields, category(), translated)).toBe(true);
  expect(onlyTextsDiffer(fields, category(), category())).toBe(true);
});

it.each([
  ["an id", (c: Loose) => (c.cards[0].id = "other")],
  ["a link", (c: Loose) => (c.externalHref = "https://elsewhere.example")],
  ["an image's file", (c: Loose) => (c.image.src = "/media/0123456789abcdef0123456789abcdef.webp")],
  ["a choice", (c: Loose) => (c.cards[0].kind = "projects")],
  ["an added item", (c: Loose) => c.cards.push(structuredClone(c.cards[0]))],
  ["a removed item", (c: Loose) => c.cards.pop()],
  ["a reordered list", (c: Loose) => c.cards.reverse()],
  ["an added key", (c: Loose) => (c.extra = "x")],
  ["a text turned into a plain value", (c: Loose) => (c.name = "Cyber")],
])("refuses a change of structure: %s", (_what, change) => {
  const changed = category();
  change(changed);
  expect(onlyTextsDiffer(fields, category(), changed)).toBe(false);
});

it("ignores the editor's own bookkeeping ($staleTranslations)", () => {
  expect(onlyTextsDiffer(fields, category(), { ...category(), $staleTranslations: ["name"] })).toBe(true);
});

describe("an article's Markdown body", () => {
  const article = {
    ...structuredClone((initialEdition.articles as Loose[])[0]!),
    body: {
      en: "Ask [our team](/contact-us) first.\n\n![A chart of costs](/art/services/data-entry.svg)\n",
      bn: "",
    },
  };
  const withBangla = (bn: string) => ({ ...article, body: { ...article.body, bn } });
  const articleFields = model.articles.fields;

  it("may be translated with the links and images the text has already, or without one", () => {
    const translated = withBangla(
      "আগে [আমাদের দলকে](/contact-us) জিজ্ঞেস করুন।\n\n![খরচের চার্ট](/art/services/data-entry.svg)\n",
    );
    expect(onlyTextsDiffer(articleFields, article, translated)).toBe(true);
    expect(onlyTextsDiffer(articleFields, article, withBangla("আগে আমাদের দলকে জিজ্ঞেস করুন।"))).toBe(true);
    expect(
      onlyTextsDiffer(articleFields, article, {
        ...article,
        body: { ...article.body, en: "Ask [us](/contact-us) first." },
      }),
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
    expect(onlyTextsDiffer(articleFields, article, withBangla(bn))).toBe(false);
  });
});
