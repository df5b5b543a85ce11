// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { initialEdition } from "~/content/edition/initial-edition.ts";
import type { Collection } from "~/content/model/collection.ts";
import { referencedCollections } from "~/content/model/fields.ts";
import { collectionNames, model } from "~/content/model/model.ts";
import { pageOptions } from "../page-options.ts";
import { readRecord } from "./form-reading.ts";
import { RecordForm } from "./record-form.tsx";

/**
 * The form a record's page renders, posted as the browser posts it (FormData of the rendered
 * form, so the widgets' real names, ticked boxes and selected options), read back by the same
 * declaration: what staff did not touch comes back unchanged, for every collection and record.
 */
afterEach(cleanup);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests reach into the JSON freely
type Loose = Record<string, any>;

const recordsOf = (name: (typeof collectionNames)[number]): Loose[] => {
  const value = initialEdition[name];
  return (Array.isArray(value) ? value : [value]) as Loose[];
};

function renderForm(fields: Collection["fields"], record: unknown, editable = true, idField?: string) {
  const records = Object.fromEntries(
    referencedCollections(fields).map((name) => [
      name,
      recordsOf(name as (typeof collectionNames)[number]).map((item) => ({
        id: String(item.id),
        name: String(item.id),
      })),
    ]),
  );
  render(
    <RecordForm
      fields={fields}
      idField={idField}
      record={record}
      base="{}"
      revision={0}
      context={{ editable, stale: new Set(), previews: {}, records, pages: pageOptions }}
    />,
  );
  return new FormData(screen.getByTestId<HTMLFormElement>("record-form"));
}

describe("a record's rendered form", () => {
  test.each(collectionNames.map((name) => [name]))("posts every %s record back as it was stored, untouched", (name) => {
    const fields = (model[name] as unknown as Collection).fields;
    for (const record of recordsOf(name)) {
      const form = renderForm(fields, record);
      const read = readRecord(fields, form, record, { textsOnly: false });
      expect(read.errors).toEqual([]);
      expect(read.value).toEqual(record);
      cleanup();
    }
  });

  test("an article's tags are boxes: unticking one and ticking another is the new set, the kept order first", () => {
    const fields = model.articles.fields;
    const article = structuredClone(recordsOf("articles")[0]!);
    const form = renderForm(fields, article);
    const [first, ...others] = article.tags as string[];
    const added = fields.tags.of.options.map((option) => option.value).find((tag) => !article.tags.includes(tag))!;
    const boxes = form.getAll("tags").filter((tag) => tag !== first);
    const posted = new FormData();
    for (const [key, value] of form) if (key !== "tags") posted.append(key, value);
    for (const tag of [...boxes, added]) posted.append("tags", tag);
    expect(readRecord(fields, posted, article, { textsOnly: false }).value).toMatchObject({ tags: [...others, added] });
    const box = (tag: string) =>
      screen.getByRole<HTMLInputElement>("checkbox", {
        name: fields.tags.of.options.find((o) => o.value === tag)!.label,
      });
    expect([box(first!).checked, box(added).checked]).toEqual([true, false]);
  });

  test("a translator's form has no box, select or address to change, and its post keeps every one", () => {
    const fields = model.articles.fields;
    const article = recordsOf("articles")[0]!;
    const form = renderForm(fields, article, false);
    expect(screen.queryAllByRole("checkbox")).toEqual([]);
    expect(screen.queryAllByRole("combobox")).toEqual([]);
    expect(readRecord(fields, form, article, { textsOnly: true }).value).toEqual(article);
  });
});
