import { recordId } from "../../app/content/edition/collections.ts";
import { isPlain, type Plain } from "../../app/content/edition/text-pair.ts";
import type { EditionJson, RecordKey } from "./content-service.ts";

export { recordId };

/** The draft key whose value is a list collection's ids in their new order. */
export const orderId = "#order";

type JsonRecord = Plain;

export const isRecord = isPlain;

/** Whether every item of a list is a record with an id: such lists are matched by id, not position. */
export const isRecordList = (value: unknown): value is JsonRecord[] =>
  Array.isArray(value) && value.every((item) => recordId(item) !== undefined);

export type CollectionKind = "list" | "single";

/** The edition itself says what a collection is: a list of records, or one record. */
export function collectionKind(edition: EditionJson, collection: string): CollectionKind | undefined {
  if (!Object.hasOwn(edition, collection)) return undefined;
  return Array.isArray(edition[collection]) ? "list" : "single";
}

/** The record `key` names in `edition` (undefined when there is none). */
export function findRecord(edition: EditionJson, key: RecordKey): unknown {
  const kind = collectionKind(edition, key.collection);
  if (kind === "single") return key.id === key.collection ? edition[key.collection] : undefined;
  if (kind === "list" && key.id !== orderId) {
    return (edition[key.collection] as unknown[]).find((record) => recordId(record) === key.id);
  }
  return kind === "list" ? (edition[key.collection] as unknown[]).map(recordId) : undefined;
}

export const keyText = (key: RecordKey) => `${key.collection}/${key.id}`;
