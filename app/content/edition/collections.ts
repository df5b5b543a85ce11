import { z } from "zod";
import type { Collection } from "../model/collection.ts";
import type { Fields, RecordOf } from "../model/fields.ts";
import { collectionNames, model, type CollectionName, type Model } from "../model/model.ts";

export { collectionNames, type CollectionName };

/**
 * The collections of the edition as the pages read them, from the content model
 * (app/content/model/): each collection's one-language schema, a list of its records or one
 * record. Its bounds (a list's number of records) are checked with the rest of the edition's
 * problems (edition-problems.ts), not here: a page renders whatever was published.
 */
/** What a page reads of a collection in one language: its records, or its one record. */
export type PageValue<C> = C extends { readonly fields: infer F extends Fields; readonly list: infer L }
  ? L extends undefined
    ? RecordOf<F>
    : RecordOf<F>[]
  : never;

export const collectionSchema = <N extends CollectionName>(name: N): z.ZodType<PageValue<Model[N]>> => {
  const collection = model[name] as unknown as Collection;
  return (collection.list ? z.array(collection.recordSchema) : collection.recordSchema) as z.ZodType<
    PageValue<Model[N]>
  >;
};

/** A list of records (projects, articles) or one record (the company text). */
export const isListCollection = (name: CollectionName) => model[name].list !== undefined;

export type EditionRecords = { [K in CollectionName]: PageValue<Model[K]> };

/** One language's view of a whole edition, as the pages read it. */
export const editionRecordsSchema = z.object(
  Object.fromEntries(collectionNames.map((name) => [name, collectionSchema(name)])),
) as unknown as z.ZodType<EditionRecords>;

/**
 * A record's id within its list (an article's and a category's is its slug), from any record
 * whatever its collection: the `id`, else the `slug`.
 */
export function recordId(record: unknown): string | undefined {
  if (typeof record !== "object" || record === null) return undefined;
  const { id, slug } = record as { id?: unknown; slug?: unknown };
  return typeof id === "string" ? id : typeof slug === "string" ? slug : undefined;
}
