import { isPlain as isObject, isTextPair } from "~/content/edition/text-pair.ts";
import { childPath as childName } from "./form/form-names.ts";

export type Difference = { field: string; theirs: unknown; yours: unknown };

/**
 * Where two versions of one record differ, field by field (a text field as one pair, an item
 * added or removed as one whole), by the form's names: what the conflict view puts side by side.
 */
export function recordDifferences(theirs: unknown, yours: unknown, name = ""): Difference[] {
  if (sameJson(theirs, yours)) return [];
  const bothLists = Array.isArray(theirs) && Array.isArray(yours);
  const bothRecords = isObject(theirs) && isObject(yours) && !isTextPair(theirs) && !isTextPair(yours);
  if (name !== "" && !bothLists && !bothRecords) return [{ field: name, theirs, yours }];
  if (bothLists) {
    const length = Math.max(theirs.length, yours.length);
    return Array.from({ length }, (_, index) =>
      recordDifferences(theirs[index], yours[index], childName(name, index)),
    ).flat();
  }
  if (!bothRecords) return [{ field: name, theirs, yours }];
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(yours)])];
  return keys.flatMap((key) => recordDifferences(theirs[key], yours[key], childName(name, key)));
}

// Records come from JSON, so their key order is stable and this comparison is exact enough.
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
