import type { Field, Fields } from "~/content/model/fields.ts";
import { isTranslated, phoneLinkForm } from "~/content/model/fields.ts";
import { languageCodes } from "~/content/model/languages.ts";
import { childPath, countName, presentName } from "./form-names.ts";

/** A value the form posted that is not one at all (a figure that is no number): said beside its field. */
export type ReadingError = { path: string; message: string };

type Reading = { value: unknown; errors: ReadingError[] };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * A record from its form, by the collection's declaration (app/content/model/): each field read as
 * its kind posts it, nothing the declaration does not name. `stored` is the record as it is (or
 * the new one): what a field the form does not hold keeps (a translator's form posts only texts,
 * so every other value is the stored one), and what a value that cannot be read falls back to
 * while its error is said. Checking the values is the content rules' work, at Save.
 */
export function readRecord(fields: Fields, form: FormData, stored: unknown, options: { textsOnly: boolean }) {
  const errors: ReadingError[] = [];
  const value = readGroup(fields, form, "", asRecord(stored), options, errors);
  return { value, errors };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function readGroup(
  fields: Fields,
  form: FormData,
  prefix: string,
  stored: Record<string, unknown>,
  options: { textsOnly: boolean },
  errors: ReadingError[],
): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    const path = childPath(prefix, key);
    const { value, errors: found } = readField(field, form, path, stored[key], options);
    errors.push(...found);
    if (value !== undefined) record[key] = value;
  }
  return record;
}

function readField(
  field: Field,
  form: FormData,
  path: string,
  stored: unknown,
  options: { textsOnly: boolean },
): Reading {
  const none: ReadingError[] = [];
  if (field.optional) {
    // A translator's form holds the optional fields the record has; they cannot add or remove one.
    const present = options.textsOnly ? stored !== undefined : form.has(presentName(path));
    if (!present) return { value: undefined, errors: none };
  }
  if (isTranslated(field)) {
    const texts = Object.fromEntries(languageCodes.map((code) => [code, text(form, childPath(path, code)) ?? ""]));
    return { value: texts, errors: none };
  }
  if (field.kind === "image") {
    const image = asRecord(stored);
    const alt = Object.fromEntries(
      languageCodes.map((code) => [code, text(form, childPath(childPath(path, "alt"), code)) ?? ""]),
    );
    const src = options.textsOnly ? String(image.src ?? "") : (text(form, childPath(path, "src")) ?? "").trim();
    const same = src === image.src;
    // The size is read from the image when it is saved (derived-values.ts); until then the stored one.
    return {
      value: { src, width: same ? Number(image.width ?? 0) : 0, height: same ? Number(image.height ?? 0) : 0, alt },
      errors: none,
    };
  }
  if (field.kind === "group") {
    const errors: ReadingError[] = [];
    return { value: readGroup(field.fields, form, path, asRecord(stored), options, errors), errors };
  }
  if (field.kind === "list") return readList(field, form, path, stored, options);
  if (options.textsOnly) return { value: stored, errors: none };
  const posted = text(form, path);
  // An id is given once, when its item is new (an empty one), and is kept after that.
  if (field.kind === "id")
    return { value: typeof stored === "string" && stored !== "" ? stored : (posted ?? "").trim(), errors: none };
  switch (field.kind) {
    case "number": {
      const trimmed = (posted ?? "").trim();
      const number = Number(trimmed);
      if (trimmed === "" || !Number.isFinite(number)) {
        return { value: stored, errors: [{ path, message: "write a number, such as 12" }] };
      }
      return { value: number, errors: none };
    }
    case "boolean":
      return { value: posted === "true", errors: none };
    case "phone": {
      const display = (posted ?? "").trim();
      return { value: { display, e164: phoneLinkForm(display) }, errors: none };
    }
    default:
      return { value: (posted ?? "").trim(), errors: none };
  }
}

function readList(
  field: Extract<Field, { kind: "list" }>,
  form: FormData,
  path: string,
  stored: unknown,
  options: { textsOnly: boolean },
): Reading {
  const storedItems = Array.isArray(stored) ? stored : [];
  // A list of choices is a set of boxes: the ticked values, those it had in their order, then new ones.
  if (field.of.kind === "choice") {
    if (options.textsOnly) return { value: stored, errors: [] };
    const ticked = new Set(form.getAll(path).map(String));
    const kept = storedItems.map(String).filter((choice) => ticked.has(choice));
    const added = field.of.options
      .map((option) => option.value)
      .filter((choice) => ticked.has(choice) && !kept.includes(choice));
    return { value: [...kept, ...added], errors: [] };
  }
  // A translator's form has the stored items, no more and no fewer.
  const count = options.textsOnly ? storedItems.length : Number(text(form, countName(path)) ?? storedItems.length);
  if (!Number.isSafeInteger(count) || count < 0 || count > 1_000) {
    return { value: stored, errors: [{ path, message: "the list could not be read; load the page again" }] };
  }
  const errors: ReadingError[] = [];
  const items = Array.from({ length: count }, (_, index) => {
    const reading = readField(field.of, form, childPath(path, index), storedItems[index], options);
    errors.push(...reading.errors);
    return reading.value;
  });
  return { value: items, errors };
}
