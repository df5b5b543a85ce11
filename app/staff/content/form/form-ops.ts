import { fieldAt } from "~/content/model/field-paths.ts";
import type { Fields } from "~/content/model/fields.ts";
import { initialValue } from "~/content/model/new-record.ts";

/**
 * A change to a record's form that is not saved yet, posted by a button of the form (without
 * JavaScript each is a page load, and what was typed comes back with it): an item added to a
 * list, removed or moved, an optional field included or left out.
 */
export type FormOp = { kind: "add" | "remove" | "up" | "down" | "include" | "exclude"; path: string };

const opPattern = /^(add|remove|up|down|include|exclude) ([\w.-]{1,200})$/;

export function parseFormOp(value: unknown): FormOp | undefined {
  const match = typeof value === "string" ? opPattern.exec(value) : null;
  return match ? { kind: match[1] as FormOp["kind"], path: match[2]! } : undefined;
}

type Node = Record<string | number, unknown>;

/** The container a path's last segment is in, and that segment (`cards.2` → the cards list, 2). */
function parentOf(record: Node, path: string): { parent: Node | unknown[]; key: string } | undefined {
  const segments = path.split(".");
  const key = segments.pop()!;
  let node: unknown = record;
  for (const segment of segments) node = (node as Node | undefined)?.[segment];
  return typeof node === "object" && node !== null ? { parent: node as Node, key } : undefined;
}

/**
 * `record` with `op` applied (a new value; the record is not changed), or undefined when the op
 * names nothing it can change: a path the declaration does not have, a list at its bounds.
 */
export function applyFormOp(fields: Fields, record: unknown, op: FormOp, ids?: (collection: string) => string[]) {
  const copy = structuredClone(record) as Node;
  const field = fieldAt(fields, op.path);
  if (!field) return undefined;
  if (op.kind === "include" || op.kind === "exclude") {
    const place = parentOf(copy, op.path);
    if (!field.optional || !place || Array.isArray(place.parent)) return undefined;
    if (op.kind === "include") (place.parent as Node)[place.key] = initialValue({ ...field, optional: false }, ids);
    else delete (place.parent as Node)[place.key];
    return copy;
  }
  if (op.kind === "add") {
    const list = op.path.split(".").reduce<unknown>((node, segment) => (node as Node | undefined)?.[segment], copy);
    if (field.kind !== "list" || !Array.isArray(list) || (field.max !== undefined && list.length >= field.max))
      return undefined;
    list.push(initialValue(field.of, ids));
    return copy;
  }
  const place = parentOf(copy, op.path);
  const index = Number(place?.key);
  if (!place || !Array.isArray(place.parent) || !Number.isInteger(index) || index >= place.parent.length)
    return undefined;
  const list = place.parent;
  if (op.kind === "remove") list.splice(index, 1);
  else {
    const to = op.kind === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= list.length) return undefined;
    [list[index], list[to]] = [list[to], list[index]];
  }
  return copy;
}
