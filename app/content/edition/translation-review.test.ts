import { describe, expect, test } from "vitest";
import { reviewTranslations, staleKey, staleTranslations } from "./translation-review.ts";

const project = {
  id: "nirog-medical",
  title: { en: "Nirog Medical Supplies", bn: "নীরোগ মেডিক্যাল সাপ্লাইজ" },
  description: { en: "A product catalogue for a distributor.", bn: "একটি পরিবেশকের প্রোডাক্ট ক্যাটালগ।" },
  cards: [{ id: "a", title: { en: "Audit", bn: "অডিট" } }],
};

const withEnglish = (record: typeof project, en: string) => ({ ...record, title: { ...record.title, en } });

describe("translations that may be out of date", () => {
  test("an English edit flags its Bangla; editing the Bangla clears the flag", () => {
    const edited = reviewTranslations(project, withEnglish(project, "Nirog Medical"));
    expect(staleTranslations(edited)).toEqual(["title"]);
    const translated = reviewTranslations(edited, {
      ...(edited as typeof project),
      title: { en: "Nirog Medical", bn: "নীরোগ মেডিক্যাল" },
    });
    expect(staleTranslations(translated)).toEqual([]);
    expect(translated).not.toHaveProperty(staleKey);
  });

  test("the flag stays through other saves until someone confirms the Bangla", () => {
    const edited = reviewTranslations(project, withEnglish(project, "Nirog Medical")) as typeof project;
    const later = reviewTranslations(edited, { ...edited, description: { ...edited.description, bn: "নতুন বর্ণনা।" } });
    expect(staleTranslations(later)).toEqual(["title"]);
    expect(staleTranslations(reviewTranslations(later, later, ["title"]))).toEqual([]);
  });

  test("nested texts are flagged by path, and a Bangla edited with its English is not flagged", () => {
    const next = structuredClone(project);
    next.cards[0]!.title = { en: "Security audit", bn: "অডিট" };
    next.description = { en: "A new English text.", bn: "একটি নতুন বাংলা লেখা।" };
    expect(staleTranslations(reviewTranslations(project, next))).toEqual(["cards.0.title"]);
  });

  test("an empty Bangla is missing, not out of date; a new record starts clean", () => {
    const untranslated = { ...project, title: { en: "Nirog", bn: "" } };
    expect(
      staleTranslations(reviewTranslations(untranslated, { ...untranslated, title: { en: "Nirog Medical", bn: "" } })),
    ).toEqual([]);
    expect(staleTranslations(reviewTranslations(undefined, project))).toEqual([]);
  });
});
