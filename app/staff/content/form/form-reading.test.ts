import { describe, expect, test } from "vitest";
import { initialEdition } from "~/content/edition/initial-edition.ts";
import type { Collection } from "~/content/model/collection.ts";
import { collectionNames, model } from "~/content/model/model.ts";
import { readRecord } from "./form-reading.ts";
import { formValues } from "./form-values.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests reach into the JSON freely
type Loose = Record<string, any>;

const formOf = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};

const recordsOf = (name: (typeof collectionNames)[number]) => {
  const value = initialEdition[name];
  return Array.isArray(value) ? value : [value];
};

describe("a record's form, by the collection's declaration", () => {
  test.each(collectionNames.map((name) => [name]))(
    "every %s record comes back from its form as it was stored (every field kind the model has)",
    (name) => {
      const fields = (model[name] as unknown as Collection).fields;
      for (const record of recordsOf(name)) {
        const form = formOf(formValues(fields, record));
        const read = readRecord(fields, form, record, { textsOnly: false });
        expect(read.errors).toEqual([]);
        expect(read.value).toEqual(record);
      }
    },
  );

  test("a translator's form posts only texts: every other value is the stored one, whatever else was sent", () => {
    const fields = model.projects.fields;
    const stored = structuredClone((initialEdition.projects as Loose[])[0]!);
    const form = formOf([
      ["title.en", "New title"],
      ["title.bn", "নতুন শিরোনাম"],
      ["description.en", stored.description.en],
      ["description.bn", stored.description.bn],
      ["image.alt.en", "A new description"],
      ["image.alt.bn", stored.image.alt.bn],
      ["href", "https://elsewhere.example"],
      ["sector", "other"],
      ["image.src", "/art/other.svg"],
    ]);
    const { value } = readRecord(fields, form, stored, { textsOnly: true }) as { value: Loose };
    expect(value).toEqual({
      ...stored,
      title: { en: "New title", bn: "নতুন শিরোনাম" },
      image: { ...stored.image, alt: { en: "A new description", bn: stored.image.alt.bn } },
    });
  });

  test("an optional field is in the record only when its form holds it; a figure that is no number is said, not lost", () => {
    const fields = model.site.fields;
    const stored = structuredClone(initialEdition.site as Loose);
    const pairs = formValues(fields, { ...stored, officeVideo: { ...stored.officeVideo, youtubeId: "abcdefghijk" } });
    const withVideo = readRecord(fields, formOf(pairs), stored, { textsOnly: false }).value as Loose;
    expect(withVideo.officeVideo).toEqual({ youtubeId: "abcdefghijk", title: stored.officeVideo.title });
    const without = pairs.filter(([name]) => !name.startsWith("officeVideo.youtubeId"));
    expect((readRecord(fields, formOf(without), stored, { textsOnly: false }).value as Loose).officeVideo).toEqual({
      title: stored.officeVideo.title,
    });
    const wrong = pairs.map(([name, value]): [string, string] => [name, name === "foundedYear" ? "twenty" : value]);
    const reading = readRecord(fields, formOf(wrong), stored, { textsOnly: false });
    expect(reading.errors).toEqual([{ path: "foundedYear", message: "write a number, such as 12" }]);
    expect((reading.value as Loose).foundedYear).toBe(stored.foundedYear);
  });

  test("a phone is one field: its link form is derived from the number written", () => {
    const fields = model.site.fields;
    const stored = structuredClone(initialEdition.site as Loose);
    const pairs = formValues(fields, stored).map(([name, value]): [string, string] => [
      name,
      name === "phone" ? "+880 1999-123456" : value,
    ]);
    const { value } = readRecord(fields, formOf(pairs), stored, { textsOnly: false }) as { value: Loose };
    expect(value.phone).toEqual({ display: "+880 1999-123456", e164: "+8801999123456" });
  });

  test("a list of choices is the ticked boxes: those kept in their order, then the new ones", () => {
    const fields = model.articles.fields;
    const stored = structuredClone((initialEdition.articles as Loose[])[0]!);
    stored.tags = ["pricing", "websites"];
    const pairs = formValues(fields, stored).filter(([name]) => name !== "tags");
    const form = formOf([...pairs, ["tags", "websites"], ["tags", "design"], ["tags", "pricing"]]);
    expect((readRecord(fields, form, stored, { textsOnly: false }).value as Loose).tags).toEqual([
      "pricing",
      "websites",
      "design",
    ]);
  });
});
