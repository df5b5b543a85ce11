import { type Field, type Fields, isTranslated } from "~/content/model/fields.ts";
import { languageCodes } from "~/content/model/languages.ts";
import { childPath, countName, presentName } from "./form-names.ts";

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function fieldValues(field: Field, value: unknown, path: string, pairs: [string, string][]) {
  if (value === undefined) return;
  if (field.optional) pairs.push([presentName(path), "1"]);
  if (isTranslated(field)) {
    const texts = isPlain(value) ? value : {};
    for (const code of languageCodes) pairs.push([childPath(path, code), String(texts[code] ?? "")]);
  } else if (field.kind === "image") {
    const image = isPlain(value) ? value : {};
    pairs.push([childPath(path, "src"), String(image.src ?? "")]);
    const alt = isPlain(image.alt) ? image.alt : {};
    for (const code of languageCodes) pairs.push([childPath(childPath(path, "alt"), code), String(alt[code] ?? "")]);
  } else if (field.kind === "group") {
    groupValues(field.fields, value, path, pairs);
  } else if (field.kind === "list" && field.of.kind === "choice") {
    for (const item of Array.isArray(value) ? value : []) pairs.push([path, String(item)]);
  } else if (field.kind === "list") {
    const items = Array.isArray(value) ? value : [];
    pairs.push([countName(path), String(items.length)]);
    items.forEach((item, index) => fieldValues(field.of, item, childPath(path, index), pairs));
  } else if (field.kind === "phone") {
    pairs.push([path, String((isPlain(value) ? value.display : "") ?? "")]);
  } else if (field.kind === "boolean") {
    if (value === true) pairs.push([path, "true"]);
  } else if (field.kind !== "id") {
    pairs.push([path, String(value)]);
  }
}

function groupValues(fields: Fields, value: unknown, prefix: string, pairs: [string, string][]) {
  const record = isPlain(value) ? value : {};
  for (const [key, field] of Object.entries(fields)) fieldValues(field, record[key], childPath(prefix, key), pairs);
}

/**
 * A record as its form posts it, name by name (the inverse of readRecord): what "Save mine
 * anyway" re-submits in hidden fields after a conflict, and what the tests post.
 */
export function formValues(fields: Fields, record: unknown): [string, string][] {
  const pairs: [string, string][] = [];
  groupValues(fields, record, "", pairs);
  return pairs;
}
