import { afterEach, expect, test } from "vitest";
import { setEditionSource } from "../content/edition/edition-source.ts";
import { initialEdition, type Edition } from "../content/edition/initial-edition.ts";
import { searchSite } from "./search-site.server.ts";
import { words } from "./search-text.ts";

const search = (locale: "en" | "bn", query: string, page = 1) => searchSite(locale, words(query), page);

afterEach(() => setEditionSource(() => initialEdition));

test("a service card is found by its title and linked to its anchor on its category page, in both languages", async () => {
  const en = await search("en", "penetration testing");
  expect(en.results[0]).toMatchObject({ kind: "service", href: expect.stringMatching(/^\/cyber-security#card-/) });
  const bn = await search("bn", "পেনিট্রেশন টেস্টিং");
  expect(bn.results[0]?.href).toMatch(/^\/bn\/cyber-security#card-/);
});

test("a Bangla word typed without its vowel signs and hasanta finds the same places", async () => {
  const written = await search("bn", "পেনিট্রেশন");
  const bare = await search("bn", "পনটরশন");
  expect(written.total).toBeGreaterThan(0);
  expect(bare.results.map((r) => r.href)).toEqual(written.results.map((r) => r.href));
  expect(bare.marked).toContain("পেনিট্রেশন");
});

test("Bangla digits find what Latin digits find", async () => {
  const latin = await search("bn", "২০২০");
  const bangla = await search("bn", "2020");
  expect(latin.total).toBeGreaterThan(0);
  expect(bangla.results).toEqual(latin.results);
});

test("a title match ranks above a body match", async () => {
  const { results } = await search("en", "video editing");
  expect(results[0]?.title.toLowerCase()).toContain("video editing");
});

test("results are paged ten to a page with the total, and a page beyond the last shows the last", async () => {
  const first = await search("en", "marketing");
  expect(first.total).toBeGreaterThan(10);
  expect(first.results).toHaveLength(10);
  const beyond = await search("en", "marketing", 999);
  expect(beyond.page).toBe(beyond.pageCount);
  expect(beyond.results.length).toBeGreaterThan(0);
});

test("another spelling close enough is searched as the content writes it, and marked", async () => {
  const outcome = await search("en", "marketting");
  expect(outcome.total).toBeGreaterThan(0);
  expect(outcome.marked).toContain("marketing");
});

test("a word too far from any finds nothing but suggests the word the content has, and shows the nearest places", async () => {
  const outcome = await search("en", "secruity");
  expect(outcome.total).toBe(0);
  expect(outcome.suggestion).toBe("security");
  const nearest = await search("en", "cyber zzqx");
  expect(nearest.total).toBe(0);
  expect(nearest.nearest.length).toBeGreaterThan(0);
});

test("a published edit is searched from the next search on: the index follows the served edition", async () => {
  expect((await search("en", "quokkaware")).total).toBe(0);
  const edited = structuredClone(initialEdition) as Edition & { projects: { title: { en: string } }[] };
  edited.projects[0]!.title.en = "Quokkaware clinic portal";
  setEditionSource(() => edited);
  const found = await search("en", "quokkaware");
  expect(found.results[0]).toMatchObject({
    kind: "project",
    href: expect.stringMatching(/^\/latest-projects#project-/),
  });
});
