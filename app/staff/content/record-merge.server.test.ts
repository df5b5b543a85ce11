import { describe, expect, it } from "vitest";
import { mergeRecord } from "./record-merge.server.ts";

const base = {
  name: { en: "Shapla Handicrafts", bn: "শাপলা হ্যান্ডিক্রাফটস" },
  feedback: { en: "Orders used to slip through.", bn: "অর্ডার হারিয়ে যেত।" },
  country: "Bangladesh",
  tags: ["a", "b"],
};

describe("merging a record two people saved", () => {
  it("keeps both people's changes to different fields, and to different languages of one text", () => {
    const mine = { ...base, feedback: { ...base.feedback, en: "Every order now arrives." } };
    const theirs = { ...base, country: "UK", feedback: { ...base.feedback, bn: "এখন প্রতিটি অর্ডার আসে।" } };
    expect(mergeRecord(base, mine, theirs)).toEqual({
      merged: { ...base, country: "UK", feedback: { en: "Every order now arrives.", bn: "এখন প্রতিটি অর্ডার আসে।" } },
      clashes: [],
    });
  });

  it("names each field both changed differently, with mine in the merge there and theirs everywhere else", () => {
    const mine = { ...base, feedback: { ...base.feedback, en: "Mine." }, tags: ["a"] };
    const theirs = { ...base, feedback: { ...base.feedback, en: "Theirs." }, tags: ["b"], country: "UK" };
    const { merged, clashes } = mergeRecord(base, mine, theirs);
    expect(clashes).toEqual(["feedback.en", "tags"]);
    expect(merged).toEqual({ ...base, feedback: { ...base.feedback, en: "Mine." }, tags: ["a"], country: "UK" });
  });

  it("is no clash when both made the same change, or one made none", () => {
    const changed = { ...base, country: "UK" };
    expect(mergeRecord(base, changed, changed)).toEqual({ merged: changed, clashes: [] });
    expect(mergeRecord(base, base, changed)).toEqual({ merged: changed, clashes: [] });
    expect(mergeRecord(base, changed, base)).toEqual({ merged: changed, clashes: [] });
  });

  it("keeps a field one person added or removed (an optional field)", () => {
    const { country: _country, ...withoutCountry } = base;
    expect(mergeRecord(base, { ...base, youtubeId: "abc" }, withoutCountry)).toEqual({
      merged: { ...withoutCountry, youtubeId: "abc" },
      clashes: [],
    });
  });

  it("merges the list of translations to review as a set: what each added or removed", () => {
    const withStale = { ...base, $staleTranslations: ["feedback", "name"] };
    const mine = { ...withStale, $staleTranslations: ["country", "feedback", "name"] };
    const theirs = { ...withStale, $staleTranslations: ["feedback"] };
    expect(mergeRecord(withStale, mine, theirs)).toEqual({
      merged: { ...withStale, $staleTranslations: ["country", "feedback"] },
      clashes: [],
    });
  });
});
