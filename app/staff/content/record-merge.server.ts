import { isDeepStrictEqual } from "node:util";
import { isPlain } from "~/content/edition/text-pair.ts";
import { staleKey } from "~/content/edition/translation-review.ts";

export type Merge = {
  /** Theirs with every change of mine laid over it; where both changed a field, mine. */
  merged: unknown;
  /** The fields both changed, each to something else (dotted paths, a text's language last). */
  clashes: string[];
};

/**
 * A three-way merge of a record: `base` is what my form was loaded with, `mine` what I saved,
 * `theirs` what a colleague saved since. Fields (and a text's languages, and a group's fields)
 * only one of us changed take that change; a field both changed to different values is a clash.
 * A list is one value: its items move and are numbered together, so two edits of it are a clash
 * unless they are the same. The list of translations to review is a set, never a clash: what
 * each of us added or removed is added or removed.
 */
export function mergeRecord(base: unknown, mine: unknown, theirs: unknown): Merge {
  const clashes: string[] = [];
  const merge = (b: unknown, m: unknown, t: unknown, path: string): unknown => {
    if (isDeepStrictEqual(m, b) || isDeepStrictEqual(m, t)) return t;
    if (isDeepStrictEqual(t, b)) return m;
    if (path === staleKey) return mergedSet(b, m, t);
    if (isPlain(b) && isPlain(m) && isPlain(t)) {
      const keys = new Set([...Object.keys(b), ...Object.keys(m), ...Object.keys(t)]);
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        const value = merge(b[key], m[key], t[key], path === "" ? key : `${path}.${key}`);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    clashes.push(path);
    return m;
  };
  const merged = merge(base, mine, theirs, "");
  return { merged, clashes };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function mergedSet(base: unknown, mine: unknown, theirs: unknown): string[] {
  const [b, m] = [new Set(strings(base)), new Set(strings(mine))];
  const result = new Set(strings(theirs));
  for (const item of m) if (!b.has(item)) result.add(item);
  for (const item of b) if (!m.has(item)) result.delete(item);
  return [...result].sort();
}
