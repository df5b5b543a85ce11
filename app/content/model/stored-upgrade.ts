import type { Collection } from "./collection.ts";
import type { Field, Fields } from "./fields.ts";
import { collectionOf } from "./model.ts";

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function upgradeField(field: Field, value: unknown): unknown {
  if (field.kind === "group" && isPlain(value)) return upgradeRecord(field.fields, value);
  if (field.kind === "list" && Array.isArray(value)) return value.map((item) => upgradeField(field.of, item));
  return value;
}

/**
 * A record as the model stores it now. Before optional fields could be added and removed, a record
 * kept an empty one so that the editor's form showed it ("youtubeId": "", an article's
 * "updated": ""): an optional field left empty is now absent.
 */
function upgradeRecord(fields: Fields, record: Record<string, unknown>): Record<string, unknown> {
  const upgraded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (field?.optional && field.kind !== "text" && value === "") continue;
    upgraded[key] = field ? upgradeField(field, value) : value;
  }
  return upgraded;
}

/** An edition's collections as the model stores them now (an edition is never changed in place). */
export function upgradeStoredEdition(edition: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(edition).map(([name, value]) => {
      const collection = collectionOf(name) as Collection | undefined;
      if (!collection) return [name, value];
      if (Array.isArray(value))
        return [name, value.map((record) => (isPlain(record) ? upgradeRecord(collection.fields, record) : record))];
      return [name, isPlain(value) ? upgradeRecord(collection.fields, value) : value];
    }),
  );
}
