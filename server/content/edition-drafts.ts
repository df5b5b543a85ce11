import type { EditionJson, Problem, RecordKey } from "./content-service.ts";
import { collectionKind, findRecord, isRecord, orderId, recordId } from "./edition-records.ts";

/** What laying a draft over an edition needs of it. */
export type DraftValue = { key: RecordKey; value: unknown | null };

/**
 * The edition with `drafts` laid over it, a new value (the edition is not changed): a record's
 * draft replaces it in place, a draft of an id the list does not have is appended (in the order
 * given), a null one removes it; a single-record collection's draft replaces the collection. Order
 * drafts come last: the ids they name first, in their order, then any record they do not name
 * (added since) in its place, so an order saved before a later addition never drops that record.
 */
export function layDrafts(published: EditionJson, drafts: readonly DraftValue[]): EditionJson {
  const edition = structuredClone(published);
  const orders: DraftValue[] = [];
  for (const draft of drafts) {
    const { collection, id } = draft.key;
    const kind = collectionKind(edition, collection);
    if (kind === "single" && draft.value !== null) edition[collection] = structuredClone(draft.value);
    if (kind !== "list") continue;
    if (id === orderId) {
      orders.push(draft);
      continue;
    }
    const list = edition[collection] as unknown[];
    const at = list.findIndex((record) => recordId(record) === id);
    if (draft.value === null) {
      if (at >= 0) list.splice(at, 1);
    } else if (at >= 0) list[at] = structuredClone(draft.value);
    else list.push(structuredClone(draft.value));
  }
  for (const { key, value } of orders) {
    const list = edition[key.collection] as unknown[];
    const position = new Map((Array.isArray(value) ? value : []).map((id, index) => [id, index]));
    const rank = (record: unknown) => position.get(recordId(record)) ?? position.size;
    // A stable sort: records the order does not name keep their relative place at the end.
    edition[key.collection] = list.toSorted((a, b) => rank(a) - rank(b));
  }
  return edition;
}

const problem = (key: RecordKey, message: string): Problem => ({ collection: key.collection, id: key.id, message });

/**
 * What is wrong with a draft's key and shape, before the edition's rules judge its content:
 * an unknown collection, a removed single record, a record whose id is not its key's, an order
 * that is not the list's ids rearranged. `draftEdition` is the edition the draft would join.
 */
export function draftShapeProblems(draftEdition: EditionJson, draft: DraftValue): Problem[] {
  const { key, value } = draft;
  const kind = collectionKind(draftEdition, key.collection);
  if (kind === undefined) return [problem(key, `There is no collection "${key.collection}".`)];
  if (kind === "single") {
    if (key.id !== key.collection) return [problem(key, `"${key.collection}" is one record: its id is its name.`)];
    return value === null ? [problem(key, `"${key.collection}" cannot be removed, only changed.`)] : [];
  }
  if (key.id === orderId) return orderProblems(draftEdition, key, value);
  if (value === null) {
    return findRecord(draftEdition, key) === undefined ? [problem(key, "There is no such record to remove.")] : [];
  }
  if (!isRecord(value)) return [problem(key, "A record must be an object.")];
  return recordId(value) === key.id ? [] : [problem(key, `The record's id must be "${key.id}", its key's.`)];
}

function orderProblems(draftEdition: EditionJson, key: RecordKey, value: unknown): Problem[] {
  const ids = (draftEdition[key.collection] as unknown[]).map(recordId);
  const ordered = Array.isArray(value) ? value : [];
  const permutation =
    Array.isArray(value) &&
    ordered.length === ids.length &&
    new Set(ordered).size === ordered.length &&
    ordered.every((id) => ids.includes(id));
  return permutation ? [] : [problem(key, "An order must name every record of the list once, and nothing else.")];
}
