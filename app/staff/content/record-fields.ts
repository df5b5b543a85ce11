import { childName, identityKeys, markdownKeys } from "./field-names.ts";
import { humanize, isObject, isTextPair, recordName, type TextPair } from "./json-value.ts";

/**
 * What the record form shows, built from the record alone: a text field as English | বাংলা side by
 * side, structure (links, image src and size, figures) as one input, nested objects as groups and
 * lists (a category's cards, a page's paragraphs) as repeated items with their own controls. Each
 * field's `name` is its JSON path, which recordFromForm reads back; `label` is the full readable
 * path ("Cards › Penetration Testing › Title") for the field's accessible name.
 */
export type FormField =
  | { kind: "pair"; name: string; label: string; title: string; value: TextPair; long: boolean; markdown: boolean }
  | { kind: "text"; name: string; label: string; title: string; value: string; long: boolean }
  | { kind: "number"; name: string; label: string; title: string; value: number }
  | { kind: "boolean"; name: string; label: string; title: string; value: boolean }
  /** The record's own id: shown, never posted (field-names.ts). */
  | { kind: "identity"; name: string; label: string; title: string; value: string }
  | { kind: "group"; name: string; label: string; title: string; fields: FormField[] }
  | { kind: "list"; name: string; label: string; title: string; items: ListItem[]; of: "records" | "texts" | "values" };

export type ListItem = { name: string; label: string; title: string; fields: FormField[] };

export const labelSeparator = " › ";

// Long prose gets a text area: by its length, its line breaks, or a key that names prose.
const proseKey = /description|summary|bio|body|text|quote|paragraph|intro|answer|subtitle|message|lead|note/i;
const isLong = (key: string, ...texts: string[]) =>
  proseKey.test(key) || texts.some((text) => text.length > 80 || text.includes("\n"));

export function recordFields(record: unknown): FormField[] {
  if (!isObject(record)) throw new Error("A record to edit is an object.");
  return Object.entries(record).map(([key, value]) =>
    identityKeys.has(key) && typeof value === "string"
      ? { kind: "identity", name: key, label: humanize(key), title: humanize(key), value }
      : field(value, key, humanize(key), []),
  );
}

function field(value: unknown, name: string, title: string, trail: string[]): FormField {
  const label = [...trail, title].join(labelSeparator);
  const key = name.split(".").findLast((segment) => !/^\d+$/.test(segment)) ?? name;
  if (isTextPair(value)) {
    const markdown = markdownKeys.has(key);
    return { kind: "pair", name, label, title, value, long: markdown || isLong(key, value.en, value.bn), markdown };
  }
  if (typeof value === "number") return { kind: "number", name, label, title, value };
  if (typeof value === "boolean") return { kind: "boolean", name, label, title, value };
  if (typeof value === "string") return { kind: "text", name, label, title, value, long: isLong(key, value) };
  if (Array.isArray(value)) {
    const items = value.map((item, index) => {
      const itemName = childName(name, index);
      const itemTitle = recordName(item) ?? `Item ${index + 1}`;
      const itemTrail = [...trail, title, itemTitle];
      const fields =
        isObject(item) && !isTextPair(item)
          ? childFields(item, itemName, itemTrail)
          : [field(item, itemName, itemTitle, [...trail, title])];
      return { name: itemName, label: itemTrail.join(labelSeparator), title: itemTitle, fields };
    });
    const of = value.every(isTextPair) ? "texts" : value.every((item) => isObject(item)) ? "records" : "values";
    return { kind: "list", name, label, title, items, of };
  }
  if (isObject(value))
    return { kind: "group", name, label, title, fields: childFields(value, name, [...trail, title]) };
  // A null has nothing to edit; recordFromForm keeps it (value-shape.ts).
  return { kind: "group", name, label, title, fields: [] };
}

const childFields = (value: Record<string, unknown>, name: string, trail: string[]) =>
  Object.entries(value).map(([key, child]) => field(child, childName(name, key), humanize(key), trail));

/**
 * The same record as the name/value pairs its form posts: what "Save mine anyway" re-submits in
 * hidden fields after a conflict, and what the tests post back.
 */
export const formValues = (record: unknown) => postedValues(record, true);

/**
 * Only the record's structure (every posted value but the texts' words): what a translator's form
 * shows as text and does not post, and what the server puts back from the stored record
 * (stored-structure.ts).
 */
export const structureValues = (record: unknown) => postedValues(record, false);

function postedValues(record: unknown, texts: boolean): [string, string][] {
  const pairs: [string, string][] = [];
  const walk = (fields: FormField[]) => {
    for (const item of fields) {
      if (item.kind === "pair") {
        if (texts) pairs.push([`${item.name}.en`, item.value.en], [`${item.name}.bn`, item.value.bn]);
      } else if (item.kind === "text" || item.kind === "number" || item.kind === "boolean") {
        pairs.push([item.name, String(item.value)]);
      } else if (item.kind === "group") walk(item.fields);
      else if (item.kind === "list") for (const entry of item.items) walk(entry.fields);
    }
  };
  walk(recordFields(record));
  return pairs;
}
