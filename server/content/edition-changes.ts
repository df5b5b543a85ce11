import { isDeepStrictEqual } from "node:util";
import type { EditionJson, FieldChange } from "./content-service.ts";
import { isRecord, isRecordList, orderId, recordId } from "./edition-records.ts";

/** A change found inside a value: where (one part per step, so an id with a dot stays one part). */
type Change = { path: string[]; before: unknown; after: unknown };

/**
 * Every difference from `before` to `after`: lists of records are matched by id, so a moved card
 * is a change of order, not of every card after it; an added or removed record is one change
 * holding the whole record; any other list is one value.
 */
function valueChanges(before: unknown, after: unknown, path: string[], out: Change[]) {
  if (isDeepStrictEqual(before, after)) return;
  if (isRecordList(before) && isRecordList(after)) return listChanges(before, after, path, out);
  if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      valueChanges(before[key], after[key], [...path, key], out);
    }
    return;
  }
  out.push({ path, before, after });
}

function listChanges(before: unknown[], after: unknown[], path: string[], out: Change[]) {
  const beforeById = new Map(before.map((record) => [String(recordId(record)), record]));
  const afterById = new Map(after.map((record) => [String(recordId(record)), record]));
  for (const [id, record] of beforeById) {
    if (!afterById.has(id)) out.push({ path: [...path, id], before: record, after: undefined });
  }
  for (const [id, record] of afterById) valueChanges(beforeById.get(id), record, [...path, id], out);
  // The order of the records both have: additions and removals are changes of their own.
  const kept = (list: Map<string, unknown>, other: Map<string, unknown>) =>
    [...list.keys()].filter((id) => other.has(id));
  const [was, is] = [kept(beforeById, afterById), kept(afterById, beforeById)];
  if (!isDeepStrictEqual(was, is)) out.push({ path: [...path, orderId], before: was, after: is });
}

/**
 * What changed from one edition to another, field by field, each `field` a readable path inside
 * its record (`title.en`, `cards.cs-penetration-testing.title.bn`, `cards.#order`). A list
 * collection's records are matched by id: an added or removed record is one change with an empty
 * `field`, and a change of order is record "#order"'s. A single-record collection's id is its name.
 */
export function editionChanges(before: EditionJson, after: EditionJson): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const collection of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, is] = [before[collection], after[collection]];
    const list = isRecordList(was) && isRecordList(is);
    const found: Change[] = [];
    valueChanges(was, is, list ? [] : [collection], found);
    for (const { path, before, after } of found) {
      const [id = collection, ...field] = path;
      changes.push({ collection, id, field: field.join("."), before, after });
    }
  }
  return changes;
}
