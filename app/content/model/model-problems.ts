import type { z } from "zod";
import { inLanguage, textPairs, unknownPlaceholders } from "../edition/bilingual.ts";
import type { Edition } from "../edition/initial-edition.ts";
import type { Collection } from "./collection.ts";
import { type LanguageCode, languageCodes, languageOf } from "./languages.ts";
import { collectionNames, model, type CollectionName } from "./model.ts";
import { recordProblems } from "./stored-problems.ts";

/** Something that keeps an edition from being saved or published, said where it is: the record, the field's path in it, the language. */
export type Problem = { collection: string; id?: string; field?: string; language?: LanguageCode; message: string };

const declared = (name: CollectionName) => model[name] as unknown as Collection;

/** A list's records by their declared id (a category's slug), in order. */
export function recordIds(name: CollectionName, value: unknown): (string | undefined)[] {
  const { list } = declared(name);
  if (!list || !Array.isArray(value)) return [];
  return value.map((record) => {
    const id = (record as Record<string, unknown> | null)?.[list.id];
    return typeof id === "string" ? id : undefined;
  });
}

const valueAt = (root: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key], root);

/**
 * A draft may be unfinished: what zod calls too small (a text shorter than its minimum, a list
 * with fewer items) and what is missing or empty is judged at Publish, not at Save.
 */
function unfinished(issue: z.core.$ZodIssue, record: unknown): boolean {
  const value = valueAt(record, issue.path);
  return value === undefined || value === "" || issue.code === "too_small";
}

/**
 * One record's problems: its stored shape by the declaration (stored-problems.ts), its
 * placeholders, then its values in each language by the collection's schema (lengths, formats,
 * checks across fields). A fault of the structure shows in every language: said once, without one.
 */
function oneRecordProblems(
  name: CollectionName,
  record: unknown,
  where: { id?: string },
  options: { forPublish: boolean; edition: Partial<Edition> },
): Problem[] {
  const collection = declared(name);
  const idsOf = (other: string) =>
    (collectionNames as string[]).includes(other)
      ? recordIds(other as CollectionName, options.edition[other as CollectionName]).filter((id) => id !== undefined)
      : [];
  const stored = recordProblems(collection.fields, record, { forPublish: options.forPublish, idsOf });
  const problems: Problem[] = stored.map(({ path, language, message }) => ({
    collection: name,
    ...where,
    ...(path ? { field: path } : {}),
    ...(language ? { language } : {}),
    message,
  }));
  for (const { path, pair } of textPairs(record)) {
    for (const language of languageCodes) {
      for (const unknown of unknownPlaceholders(String(pair[language] ?? ""))) {
        problems.push({
          collection: name,
          ...where,
          field: path.join("."),
          language,
          message: `{${unknown}} is not a value of the site configuration`,
        });
      }
    }
  }
  // What the stored shape says is wrong is not said again by the schema (a missing text, a reference).
  const storedAt = new Set(stored.map((problem) => problem.path));
  if (stored.some((problem) => problem.path === "")) return problems;
  const said = new Map<string, Problem>();
  for (const language of languageCodes) {
    const localized = inLanguage(record, language, { fallback: true, edition: options.edition });
    const result = collection.recordSchema.safeParse(localized);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      if (!options.forPublish && unfinished(issue, localized)) continue;
      // A key the collection does not declare is said by the stored shape, where it is.
      if (issue.code === "unrecognized_keys") continue;
      const field = issue.path.join(".");
      if ([...storedAt].some((path) => field === path || field.startsWith(`${path}.`) || path.startsWith(`${field}.`)))
        continue;
      const key = `${field}|${issue.message}`;
      const earlier = said.get(key);
      if (earlier) {
        delete earlier.language;
        continue;
      }
      const problem: Problem = {
        collection: name,
        ...where,
        ...(field ? { field } : {}),
        language,
        message: issue.message,
      };
      said.set(key, problem);
      problems.push(problem);
    }
  }
  return problems;
}

/** A collection's problems: the number of its records (its layout's bounds), ids used twice, each record's own. */
export function collectionProblems(
  name: CollectionName,
  value: unknown,
  options: { forPublish: boolean; edition: Partial<Edition> },
): Problem[] {
  const collection = declared(name);
  if (value === undefined) return [{ collection: name, message: "the collection is missing" }];
  if (!collection.list) return oneRecordProblems(name, value, { id: name }, options);
  if (!Array.isArray(value)) return [{ collection: name, message: `must be a list of ${collection.list.item}s` }];
  const { min, max, item } = collection.list;
  const problems: Problem[] = [];
  if (value.length > max)
    problems.push({ collection: name, message: `takes at most ${max} ${item}s; there are ${value.length}` });
  if (options.forPublish && value.length < min) {
    problems.push({
      collection: name,
      message: `needs at least ${min} ${min === 1 ? item : `${item}s`}; there are ${value.length}`,
    });
  }
  const ids = recordIds(name, value);
  value.forEach((record, index) => {
    const id = ids[index];
    if (id !== undefined && ids.indexOf(id) !== index) {
      problems.push({ collection: name, id, message: `another ${item} has this id` });
      return;
    }
    problems.push(...oneRecordProblems(name, record, { id: id ?? `#${index + 1}` }, options));
  });
  return problems;
}

export const languageName = (code: LanguageCode) => languageOf(code).name;
