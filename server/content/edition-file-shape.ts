import type { z } from "zod";
import { inLanguage } from "../../app/content/edition/bilingual.ts";
import { collections, recordId, type CollectionName } from "../../app/content/edition/collections.ts";
import { staleKey } from "../../app/content/edition/translation-review.ts";

/** Deeper than any collection's records (a category's cards' texts are 5 levels down). */
export const maxEditionDepth = 12;

type Node = { value: unknown; path: string; depth: number };

/**
 * Where a data file's JSON is nested deeper than any record is, found without recursion (a file
 * of 9,000 nested arrays overflowed the stack of the code that walked it): the path of the first
 * value too deep, or undefined.
 */
export function tooDeep(value: unknown): string | undefined {
  const stack: Node[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value: node, path, depth } = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth >= maxEditionDepth) return path || "(the top)";
    const entries = Array.isArray(node)
      ? node.map((child, index) => [String(index), child] as const)
      : Object.entries(node);
    for (const [key, child] of entries)
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
  }
  return undefined;
}

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Keys of `value` its schema does not declare, as paths; the walk stops where the schema says no more (a union). */
function unknownKeys(schema: z.ZodType, value: unknown, path: string): string[] {
  const def = defOf(schema);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (def.innerType) return unknownKeys(def.innerType, value, path);
  if (def.type === "pipe" && def.in) return unknownKeys(def.in, value, path);
  if (def.type === "array" && def.element && Array.isArray(value)) {
    const element = def.element;
    return value.flatMap((item, index) => unknownKeys(element, item, at(recordId(item) ?? `#${index + 1}`)));
  }
  if (def.type !== "object" || !def.shape || typeof value !== "object" || value === null || Array.isArray(value)) {
    return [];
  }
  const shape = def.shape;
  return Object.entries(value).flatMap(([key, child]) => {
    if (key === staleKey) return [];
    return Object.hasOwn(shape, key) ? unknownKeys(shape[key]!, child, at(key)) : [at(key)];
  });
}

/**
 * What keeps a collection's data file from being imported as it is, in words that name the file
 * and the key: nesting deeper than any record, or a key its collection does not declare (stored
 * as it is, it would reach every page and export; `__proto__` among them).
 */
export function editionFileProblem(name: CollectionName, value: unknown, file: string): string | undefined {
  const deep = tooDeep(value);
  if (deep !== undefined)
    return `${file}: ${deep} is nested deeper than ${maxEditionDepth} levels, deeper than any record`;
  const unknown = unknownKeys(collections[name].schema, inLanguage(value, "en"), "");
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 5).join(", ");
    return `${file}: ${unknown.length === 1 ? "the key" : "the keys"} ${shown}${unknown.length > 5 ? " …" : ""} ${unknown.length === 1 ? "is" : "are"} not a field of ${collections[name].label}`;
  }
  return undefined;
}
