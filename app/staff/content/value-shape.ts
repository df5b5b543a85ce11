import { isObject, isTextPair } from "./json-value.ts";

/**
 * The shape of a record, read from the record itself: which keys it has and what each holds. The
 * form is built from it and read back by it, so that a number comes back a number and a key the
 * record never had is refused. The items of a list share one shape, the union of theirs (a card
 * with a `kind` and one without): a key that some items lack is optional in every item, so items
 * keep their keys when they are moved, and a new item is shaped like the others.
 */
export type Shape =
  | { kind: "pair" }
  | { kind: "string" }
  | { kind: "number" }
  | { kind: "boolean" }
  /** A null stays null: there is nothing to edit, and nothing of it is in the form. */
  | { kind: "null" }
  | { kind: "object"; keys: Map<string, Shape>; optional: Set<string> }
  | { kind: "list"; item: Shape | undefined };

export function shapeOf(value: unknown): Shape {
  if (isTextPair(value)) return { kind: "pair" };
  if (typeof value === "string") return { kind: "string" };
  if (typeof value === "number") return { kind: "number" };
  if (typeof value === "boolean") return { kind: "boolean" };
  if (value === null || value === undefined) return { kind: "null" };
  if (Array.isArray(value))
    return { kind: "list", item: value.map(shapeOf).reduce<Shape | undefined>(union, undefined) };
  if (!isObject(value)) throw new Error(`A ${typeof value} cannot be edited as content.`);
  const keys = new Map<string, Shape>();
  for (const [key, child] of Object.entries(value)) {
    // The form's field names are dotted paths: a dot in a key, or the "$" of the form's own
    // controls, would make two paths read alike.
    if (key === "" || key.includes(".") || key.startsWith("$")) throw new Error(`The key "${key}" cannot be edited.`);
    keys.set(key, shapeOf(child));
  }
  return { kind: "object", keys, optional: new Set() };
}

/** One shape for two items of a list: keys of either, those missing from one optional. */
function union(a: Shape | undefined, b: Shape): Shape {
  if (!a || a.kind === "null") return b;
  if (b.kind === "null") return a;
  if (a.kind === "list" && b.kind === "list") {
    return { kind: "list", item: a.item && b.item ? union(a.item, b.item) : (a.item ?? b.item) };
  }
  if (a.kind !== "object" || b.kind !== "object") return a;
  const keys = new Map(a.keys);
  const optional = new Set([...a.optional, ...b.optional]);
  for (const [key, shape] of b.keys) {
    const mine = keys.get(key);
    keys.set(key, mine ? union(mine, shape) : shape);
    if (!mine) optional.add(key);
  }
  for (const key of a.keys.keys()) if (!b.keys.has(key)) optional.add(key);
  return { kind: "object", keys, optional };
}
