import { type LanguageCode, languageCodes, languageOf, sourceLanguage } from "./languages.ts";
import { type Field, type Fields, isTranslated, plural } from "./fields.ts";

/**
 * What is wrong with a record as the edition stores it, by its declaration (fields.ts), field by
 * field: each problem names the field's path in the record (`cards.3.title`, list items by their
 * index) and, for a text, its language. Two levels: a draft (`forPublish` false) is refused only
 * what is wrong (a key the collection does not declare, a value of the wrong kind, a choice not
 * offered, a reference to no record, a list past its maximum), never what is unfinished (an empty
 * text, a missing Bangla, an image not chosen yet); Publish refuses that too. The texts' lengths and
 * the values' formats are judged in each language by the field schemas (model-problems.ts).
 */
export type FieldProblem = { path: string; language?: LanguageCode; message: string };

export type StoredContext = {
  forPublish: boolean;
  /** The ids of another collection's records, for a reference to be judged. */
  idsOf: (collection: string) => readonly string[];
};

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

/** Keys the editor keeps for itself in a record ("$staleTranslations"): no one's content. */
export const isBookkeeping = (key: string) => key.startsWith("$");
/** A dotted path through such a key ("$staleTranslations.0"): no one's content either. */
export const isBookkeepingPath = (path: string) => path.split(".").some(isBookkeeping);

export function recordProblems(fields: Fields, record: unknown, context: StoredContext): FieldProblem[] {
  if (!isPlain(record)) return [{ path: "", message: "a record is a set of fields" }];
  return groupProblems(fields, record, "", context);
}

function groupProblems(fields: Fields, value: Record<string, unknown>, path: string, context: StoredContext) {
  const problems: FieldProblem[] = [];
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key) && !isBookkeeping(key)) {
      problems.push({ path: join(path, key), message: `"${key}" is not a field of this record` });
    }
  }
  for (const [key, field] of Object.entries(fields)) {
    problems.push(...fieldProblems(field, value[key], join(path, key), context));
  }
  return problems;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "";

function fieldProblems(field: Field, value: unknown, path: string, context: StoredContext): FieldProblem[] {
  if (value === undefined && field.optional) return [];
  if (isTranslated(field)) return textProblems(value, path, context);
  // A choice may offer "" ("nothing after the figure").
  if (field.kind === "choice" && field.options.some((option) => option.value === value)) return [];
  if (isEmpty(value)) {
    if (field.optional || !context.forPublish) return [];
    return [{ path, message: field.kind === "image" ? "choose an image" : "fill this in" }];
  }
  switch (field.kind) {
    case "group":
      return isPlain(value)
        ? groupProblems(field.fields, value, path, context)
        : [{ path, message: "must be a group of fields" }];
    case "list":
      return listProblems(field, value, path, context);
    case "image":
      if (!isPlain(value)) return [{ path, message: "choose an image" }];
      return [
        ...Object.keys(value)
          .filter((key) => !["src", "width", "height", "alt"].includes(key))
          .map((key) => ({ path: join(path, key), message: `"${key}" is not part of an image` })),
        ...(isEmpty(value.src) && context.forPublish ? [{ path: join(path, "src"), message: "choose an image" }] : []),
        ...textProblems(value.alt, join(path, "alt"), context),
      ];
    case "reference": {
      const ids = context.idsOf(field.collection);
      return typeof value === "string" && ids.includes(value)
        ? []
        : [{ path, message: `choose one of: ${ids.join(", ") || "(there is none yet)"}` }];
    }
    case "phone":
      return isPlain(value) && typeof value.display === "string" ? [] : [{ path, message: "write the number" }];
    case "number":
      return typeof value === "number" ? [] : [{ path, message: "must be a number" }];
    case "boolean":
      return typeof value === "boolean" ? [] : [{ path, message: "must be yes or no" }];
    default:
      return typeof value === "string" ? [] : [{ path, message: "must be a text" }];
  }
}

function listProblems(
  field: Extract<Field, { kind: "list" }>,
  value: unknown,
  path: string,
  context: StoredContext,
): FieldProblem[] {
  if (!Array.isArray(value)) return [{ path, message: `must be a list of ${plural(field.item, 2)}` }];
  const problems: FieldProblem[] = [];
  if (field.max !== undefined && value.length > field.max) {
    problems.push({ path, message: `takes at most ${field.max} ${plural(field.item, field.max)}` });
  }
  if (context.forPublish && field.min !== undefined && value.length < field.min) {
    problems.push({ path, message: `needs at least ${field.min} ${plural(field.item, field.min)}` });
  }
  const { unique } = field;
  if (unique) {
    const seen = new Set<unknown>();
    value.forEach((item, index) => {
      const key = isPlain(item) ? item[unique] : undefined;
      if (key !== undefined && seen.has(key)) {
        problems.push({ path: join(join(path, index), unique), message: `another ${field.item} has this ${unique}` });
      }
      seen.add(key);
    });
  }
  value.forEach((item, index) => problems.push(...fieldProblems(field.of, item, join(path, index), context)));
  return problems;
}

/** A text per language: every language a string; for publishing, the English written and each translation too. */
function textProblems(value: unknown, path: string, context: StoredContext): FieldProblem[] {
  if (!isPlain(value) || languageCodes.some((code) => typeof value[code] !== "string")) {
    return [{ path, message: `needs a text in ${languageCodes.join(" and ")}` }];
  }
  const extra = Object.keys(value).filter((key) => !(languageCodes as string[]).includes(key));
  if (extra.length > 0) return [{ path, message: `${extra.join(", ")} is not a language of the site` }];
  if (!context.forPublish) return [];
  const text = (code: LanguageCode) => String(value[code]).trim();
  if (text(sourceLanguage) === "") return [{ path, language: sourceLanguage, message: "the English text is empty" }];
  return languageCodes
    .filter((code) => code !== sourceLanguage && text(code) === "")
    .map((code) => ({ path, language: code, message: `the ${languageOf(code).name} text is missing` }));
}
