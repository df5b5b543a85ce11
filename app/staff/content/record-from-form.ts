import { childName, identityKeys, isControlName } from "./field-names.ts";
import { isObject } from "./json-value.ts";
import { shapeOf, type Shape } from "./value-shape.ts";

export type FormError = { field: string; message: string };
/** Refused, `typed` is the record as far as it could be read: the form shows it again, so nothing typed is lost. */
export type FormReading = { ok: true; value: unknown } | { ok: false; errors: FormError[]; typed: unknown };

/**
 * The record as the form posted it, rebuilt on the stored record's shape (value-shape.ts): text
 * fields come back as `{ en, bn }`, numbers as numbers, lists as long as the form's items. A field
 * the record has no place for, one missing, or a number that is not one is refused with its name,
 * rather than guessed at: the draft stores exactly what the editor saw.
 */
export function recordFromForm(form: FormData | URLSearchParams, original: unknown): FormReading {
  const fields = new Map<string, string>();
  const errors: FormError[] = [];
  for (const [name, value] of form.entries()) {
    if (isControlName(name)) continue;
    if (typeof value !== "string") errors.push({ field: name, message: "A file cannot be stored here." });
    else if (fields.has(name)) errors.push({ field: name, message: "This field was sent twice." });
    else fields.set(name, value.replaceAll("\r\n", "\n"));
  }
  const reader = new Reader(fields, errors);
  const value = reader.root(shapeOf(original), original);
  for (const name of fields.keys()) {
    if (!reader.consumed.has(name)) errors.push({ field: name, message: "This record has no such field." });
  }
  return errors.length ? { ok: false, errors, typed: value } : { ok: true, value };
}

class Reader {
  readonly consumed = new Set<string>();
  private readonly fields: Map<string, string>;
  private readonly errors: FormError[];
  constructor(fields: Map<string, string>, errors: FormError[]) {
    this.fields = fields;
    this.errors = errors;
  }

  root(shape: Shape, original: unknown): unknown {
    if (shape.kind !== "object" || !isObject(original)) throw new Error("A record to edit is an object.");
    const value: Record<string, unknown> = {};
    for (const [key, child] of shape.keys) {
      value[key] = identityKeys.has(key) && typeof original[key] === "string" ? original[key] : this.read(child, key);
    }
    return value;
  }

  read(shape: Shape, name: string): unknown {
    switch (shape.kind) {
      case "pair":
        return { en: this.take(name + ".en") ?? "", bn: this.take(name + ".bn") ?? "" };
      case "string":
        return this.take(name) ?? "";
      case "number":
        return this.number(name);
      case "boolean":
        return this.boolean(name);
      case "null":
        return null;
      case "object":
        return this.object(shape, name);
      case "list":
        return this.list(shape.item, name);
    }
  }

  private take(name: string): string | undefined {
    const value = this.fields.get(name);
    if (value === undefined) this.errors.push({ field: name, message: "This field is missing from the form." });
    else this.consumed.add(name);
    return value;
  }

  private number(name: string): number {
    const text = this.take(name);
    const number = Number(text);
    if (text !== undefined && (text.trim() === "" || !Number.isFinite(number))) {
      this.errors.push({ field: name, message: "Enter a number." });
    }
    return number;
  }

  private boolean(name: string): boolean {
    const text = this.take(name);
    if (text !== undefined && text !== "true" && text !== "false") {
      this.errors.push({ field: name, message: "Choose yes or no." });
    }
    return text === "true";
  }

  private object(shape: Extract<Shape, { kind: "object" }>, name: string) {
    const value: Record<string, unknown> = {};
    for (const [key, child] of shape.keys) {
      const path = childName(name, key);
      // An item of a list holds an optional key when the form sent something of it.
      if (shape.optional.has(key) && !this.sentUnder(path)) continue;
      value[key] = this.read(child, path);
    }
    return value;
  }

  private list(item: Shape | undefined, name: string): unknown[] {
    const prefix = name + ".";
    const indexes = new Set<number>();
    for (const field of this.fields.keys()) {
      if (!field.startsWith(prefix)) continue;
      const segment = field.slice(prefix.length).split(".", 1)[0] ?? "";
      if (/^(0|[1-9]\d{0,4})$/.test(segment)) indexes.add(Number(segment));
    }
    if (indexes.size === 0) return [];
    if (!item) {
      this.errors.push({ field: name, message: "This list had no items to shape new ones on." });
      return [];
    }
    const count = Math.max(...indexes) + 1;
    if (indexes.size !== count) this.errors.push({ field: name, message: "Items of this list are missing." });
    return Array.from({ length: count }, (_, index) => this.read(item, childName(name, index)));
  }

  private sentUnder(path: string): boolean {
    for (const field of this.fields.keys()) if (field === path || field.startsWith(path + ".")) return true;
    return false;
  }
}
