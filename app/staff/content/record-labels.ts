import type { Collection } from "~/content/model/collection.ts";
import { sourceLanguage } from "~/content/model/languages.ts";
import { collectionOf } from "~/content/model/model.ts";

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A text's English (or a plain string), trimmed: how a record or an item is named. */
const english = (value: unknown): string | undefined => {
  const text = isPlain(value) ? value[sourceLanguage] : value;
  return typeof text === "string" && text.trim() !== "" ? text.trim() : undefined;
};

/** The collection's declaration, or undefined for a name the model does not have. */
export const declarationOf = (name: string) => collectionOf(name) as Collection | undefined;

/** A record's name in the editor: its declared name field's English, else its id. */
export function recordName(collection: string, record: unknown, id: string): string {
  const list = declarationOf(collection)?.list;
  return (list && isPlain(record) ? english(record[list.name]) : undefined) ?? id;
}
