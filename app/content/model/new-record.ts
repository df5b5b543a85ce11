import { languageCodes } from "./languages.ts";
import { type Field, type Fields, isTranslated } from "./fields.ts";

/** A text per language, all empty: what a new text field holds. */
export const emptyTexts = () => Object.fromEntries(languageCodes.map((code) => [code, ""]));

/**
 * What a new field holds: empty texts, the first choice, the lowest number allowed, a list's
 * fewest items; an optional field is left out (undefined) until someone adds it.
 */
export function initialValue(field: Field, ids: (collection: string) => readonly string[] = () => []): unknown {
  if (field.optional) return undefined;
  if (isTranslated(field)) return emptyTexts();
  switch (field.kind) {
    case "number":
      return field.min !== undefined && field.min > 0 ? field.min : 0;
    case "boolean":
      return false;
    case "choice":
      return field.options[0]?.value ?? "";
    case "reference":
      return ids(field.collection)[0] ?? "";
    case "phone":
      return { display: "", e164: "" };
    case "image":
      return { src: "", width: 0, height: 0, alt: emptyTexts() };
    case "group":
      return initialRecord(field.fields, ids);
    case "list":
      return Array.from({ length: field.min ?? 0 }, () => initialValue(field.of, ids));
    default:
      return "";
  }
}

/** A new record of `fields`, every field at its initial value (optional ones absent). */
export function initialRecord(
  fields: Fields,
  ids: (collection: string) => readonly string[] = () => [],
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = initialValue(field, ids);
    if (value !== undefined) record[key] = value;
  }
  return record;
}
