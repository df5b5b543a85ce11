import { expect, it } from "vitest";
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
