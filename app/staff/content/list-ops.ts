import { isObject, isTextPair } from "./json-value.ts";

/**
 * The record form's list buttons (Add, Remove, Move up, Move down), which post the whole form with
 * `$op` = "add cards" or "up cards.2": the action reads the record from the form first, so edits
 * typed before the click are kept, then changes the list, and shows the form again, unsaved.
 */
export type ListOp = { kind: "add" | "remove" | "up" | "down"; path: string };

const opPattern = /^(add|remove|up|down) ([\w$-]+(?:\.[\w$-]+){0,15})$/;

export function parseListOp(text: string): ListOp | undefined {
  const match = opPattern.exec(text.slice(0, 500));
  return match ? { kind: match[1] as ListOp["kind"], path: match[2]! } : undefined;
}

/** An empty item shaped like the list's first: texts empty, numbers 0, lists empty. */
export function blankLike(value: unknown): unknown {
  if (isTextPair(value)) return { en: "", bn: "" };
  if (typeof value === "string") return "";
  if (typeof value === "number") return 0;
  if (typeof value === "boolean") return false;
  // A list of plain words (an article's tags) keeps one empty item: its form then has an input to
  // type into and an Add button (Add copies the shape of the list's first item).
  if (Array.isArray(value)) return typeof value[0] === "string" ? [""] : [];
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, blankLike(child)]));
  return null;
}

/** The record with the op applied (a copy), or undefined when the op names no list or item of it. */
export function applyListOp(record: unknown, op: ListOp): unknown {
  const copy = structuredClone(record);
  const steps = op.path.split(".");
  const listPath = op.kind === "add" ? steps : steps.slice(0, -1);
  const list = listPath.reduce<unknown>(
    (here, key) => (isObject(here) || Array.isArray(here) ? (here as Record<string, unknown>)[key] : undefined),
    copy,
  );
  if (!Array.isArray(list)) return undefined;
  if (op.kind === "add") {
    if (list.length === 0) return undefined;
    list.push(blankLike(list[0]));
    return copy;
  }
  const index = Number(steps.at(-1));
  if (!Number.isInteger(index) || index < 0 || index >= list.length) return undefined;
  if (op.kind === "remove") list.splice(index, 1);
  else {
    const other = op.kind === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= list.length) return undefined;
    [list[index], list[other]] = [list[other], list[index]];
  }
  return copy;
}
