// @vitest-environment node
import { resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inLanguage } from "../../app/content/edition/bilingual.ts";
import { collectionSchema } from "../../app/content/edition/collections.ts";
import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import { fieldAt } from "../../app/content/model/field-paths.ts";
import type { Field, Fields } from "../../app/content/model/fields.ts";
import { languageCodes } from "../../app/content/model/languages.ts";
import { collectionNames, model } from "../../app/content/model/model.ts";
import { recordsOf } from "../../app/staff/content/edition-records.ts";
import { readRecord } from "../../app/staff/content/form/form-reading.ts";
import { formValues } from "../../app/staff/content/form/form-values.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import type { ContentService, EditionJson } from "./content-service.ts";
import { createContentService } from "./content-store.server.ts";
import { editionRulesFor } from "./edition-rules.ts";

const by = "nadia@example.com";
const marks: Record<string, string> = { en: " (edited)", bn: " (সম্পাদিত)" };

/** The declared field a form control's name stands for, and the language it holds, if any. */
function controlField(fields: Fields, name: string): { field: Field | undefined; language?: string } {
  const last = name.slice(name.lastIndexOf(".") + 1);
  if ((languageCodes as readonly string[]).includes(last))
    return { field: fieldAt(fields, name.slice(0, -3)), language: last };
  return { field: fieldAt(fields, name) };
}

const otherOption = (options: readonly { value: string }[], value: string) =>
  options.find((option) => option.value !== value)?.value ?? value;

/**
 * What staff change in a control, as the form posts it: every text gets a mark in its language
 * (where its limit leaves room), a choice or a reference outside a list another value; the rest
 * is posted as it was.
 */
function edited(fields: Fields, idName: string | undefined, [name, value]: [string, string]): [string, string] {
  const { field, language } = controlField(fields, name);
  if (!field) return [name, value];
  if (field.kind === "text" && language && value !== "" && (field.max ?? Infinity) >= value.length + 12)
    return [
      name,
      field.lines === "markdown" ? `${value}\n\nA paragraph${marks[language]}.\n` : `${value}${marks[language]}`,
    ];
  // A choice inside a list may have to be unique (a social profile's network), and a record's
  // id is its address (a category's slug is one of six choices): those are posted as they were.
  const inList = /\.\d+(\.|$)/.test(name);
  if (name === idName) return [name, value];
  if (field.kind === "choice" && !inList) return [name, otherOption(field.options, value)];
  if (field.kind === "reference" && !inList) {
    const ids = recordsOf(initialEdition as EditionJson, field.collection).map((record) => ({ value: record.id }));
    return [name, otherOption(ids, value)];
  }
  return [name, value];
}

const formOf = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};

/**
 * Every declared field kind, walked as staff use it: a record's form values (what its rendered
 * form posts, app/staff/content/form/record-form.test.tsx), edited, read back by the model, saved
 * as a draft, published by the site's own rules, and read by the pages in each language. One
 * record of every collection, so every kind the model declares is on the way.
 */
describe.each(storeFactories)("the content model from form to pages on $name", (factory) => {
  let db: Database;
  let content: ContentService;

  beforeEach(async () => {
    db = await factory.open();
    content = createContentService({ db, rules: editionRulesFor([resolve("public")]) });
  });
  afterEach(async () => {
    await db.close();
  });

  it("saves, publishes and renders the first record of every collection as its form posted it", async () => {
    const posted = new Map<string, unknown>();
    for (const name of collectionNames) {
      const fields = model[name].fields as Fields;
      const [record] = recordsOf(initialEdition as EditionJson, name);
      const pairs = formValues(fields, record!.value).map((pair) => edited(fields, model[name].list?.id, pair));
      const read = readRecord(fields, formOf(pairs), record!.value, { textsOnly: false });
      expect(read.errors, name).toEqual([]);
      expect(read.value, `${name}: nothing changed`).not.toEqual(record!.value);
      const key = { collection: name, id: record!.id };
      const saved = await content.saveDraft({ key, value: read.value, baseRevision: 0, by });
      expect(saved, `${name}: ${JSON.stringify(saved)}`).toEqual({
        ok: true,
        revision: 1,
      });
      posted.set(name, read.value);
    }
    expect(await content.publish(by)).toEqual({ ok: true, version: 2 });

    const { edition } = await content.published();
    for (const name of collectionNames) {
      const [record] = recordsOf(edition, name);
      expect(record!.value, name).toEqual(posted.get(name));
      // What each page reads, in each language: the record as its schema parses it, marks included.
      for (const locale of ["en", "bn"] as const) {
        const page = collectionSchema(name).parse(inLanguage(edition[name], locale, { edition }));
        const text = JSON.stringify(Array.isArray(page) ? page[0] : page);
        expect(text, `${name} (${locale})`).toContain(marks[locale]!.trim());
      }
    }
  });
});
