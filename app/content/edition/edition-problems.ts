import { locales, type Locale } from "../locale.ts";
import { inLanguage, textPairs, unknownPlaceholders } from "./bilingual.ts";
import { isTextPair } from "./text-pair.ts";
import {
  cardCounts,
  collectionNames,
  collections,
  isListCollection,
  recordId,
  type CollectionName,
} from "./collections.ts";
import type { Edition } from "./initial-edition.ts";

/** Something that keeps an edition from being saved or published, said where it is. */
export type Problem = { collection: string; id?: string; field?: string; language?: Locale; message: string };

type Path = readonly PropertyKey[];

/** Where a path inside a collection points: the record (by id, for lists) and the field inside it. */
function locate(collection: CollectionName, value: unknown, path: Path): Pick<Problem, "id" | "field"> {
  if (!isListCollection(collection))
    return { id: collection, ...(path.length ? { field: fieldName(value, path) } : {}) };
  const [index, ...rest] = path;
  const record = Array.isArray(value) && typeof index === "number" ? value[index] : undefined;
  const id = recordId(record) ?? (typeof index === "number" ? `#${index + 1}` : undefined);
  return { ...(id ? { id } : {}), ...(rest.length ? { field: fieldName(record, rest) } : {}) };
}

/** A readable field path: list items by their id where they have one (`cards.cs-penetration-testing.title`). */
function fieldName(value: unknown, path: Path): string {
  const parts: string[] = [];
  let node = value;
  for (const key of path) {
    const child =
      Array.isArray(node) && typeof key === "number" ? node[key] : (node as Record<PropertyKey, unknown>)?.[key];
    parts.push(typeof key === "number" ? (recordId(child) ?? String(key + 1)) : String(key));
    node = child;
  }
  return parts.join(".");
}

/** The counts the specification fixes, and ids that must be unique within their list. */
function shapeProblems(name: CollectionName, value: unknown): Problem[] {
  const rule = collections[name];
  if (!isListCollection(name)) return [];
  if (!Array.isArray(value)) return [{ collection: name, message: "must be a list of records" }];
  const problems: Problem[] = [];
  if ("fixedCount" in rule && value.length !== rule.fixedCount) {
    problems.push({
      collection: name,
      message: `the specification fixes ${rule.fixedCount} records here; there are ${value.length}`,
    });
  }
  const ids = value.map(recordId);
  ids.forEach((id, index) => {
    if (id !== undefined && ids.indexOf(id) !== index) problems.push({ collection: name, id, message: duplicateId });
  });
  if (name === "categories") {
    for (const category of value as Array<{ slug?: string; cards?: unknown[] }>) {
      const expected = (cardCounts as Record<string, number>)[category.slug ?? ""];
      const count = Array.isArray(category.cards) ? category.cards.length : 0;
      if (expected !== undefined && count !== expected) {
        problems.push({
          collection: name,
          id: category.slug,
          field: "cards",
          message: `the specification fixes ${expected} cards; there are ${count}`,
        });
      }
    }
  }
  return problems;
}

const duplicateId = "this id is used twice";
const isDuplicateId = (problem: Problem) => problem.message === duplicateId;

const scriptAddress = /^\s*(javascript|data|vbscript):/i;

/**
 * Addresses that would run or show what was typed (`javascript:`, `data:`) wherever the structure
 * holds one: refused even in a draft, which staff preview. The schemas refuse them again at Publish.
 */
function scriptLinkProblems(name: CollectionName, value: unknown): Problem[] {
  const found: Problem[] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === "string") {
      if (scriptAddress.test(node)) {
        found.push({
          collection: name,
          ...locate(name, value, path),
          message: "links may only be web addresses (https://…), never javascript: or data:",
        });
      }
    } else if (Array.isArray(node)) node.forEach((child, index) => walk(child, [...path, index]));
    else if (typeof node === "object" && node !== null && !isTextPair(node)) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    }
  };
  walk(value, []);
  return found;
}

/** Text pairs with an empty side, and placeholders the site configuration does not know. */
function textProblems(name: CollectionName, value: unknown, forPublish: boolean): Problem[] {
  return textPairs(value).flatMap(({ path, pair }) => {
    const where = { collection: name, ...locate(name, value, path) };
    const problems: Problem[] = [];
    if (forPublish && pair.en.trim() === "")
      problems.push({ ...where, language: "en", message: "the English text is empty" });
    if (forPublish && pair.bn.trim() === "" && pair.en.trim() !== "") {
      problems.push({ ...where, language: "bn", message: "the Bangla text is missing" });
    }
    for (const language of locales) {
      for (const unknown of unknownPlaceholders(pair[language])) {
        problems.push({ ...where, language, message: `{${unknown}} is not a value of the site configuration` });
      }
    }
    return problems;
  });
}

/**
 * What one collection's records say about another's: an article is signed by a member of the
 * edition's team (a category it leads to is one of the fixed slugs, which its schema checks).
 */
function relationProblems(name: CollectionName, value: unknown, edition: Partial<Edition>): Problem[] {
  if (name !== "articles" || !Array.isArray(value)) return [];
  const team = Array.isArray(edition.teamMembers) ? edition.teamMembers.map(recordId) : [];
  return value.flatMap((article: { author?: unknown }, index) => {
    if (typeof article?.author !== "string" || article.author === "" || team.includes(article.author)) return [];
    return [
      {
        collection: name,
        ...locate(name, value, [index, "author"]),
        message: `"${article.author}" is not a team member's id (${team.join(", ")})`,
      },
    ];
  });
}

/**
 * Everything wrong with an edition, each problem naming its collection, record, field and
 * language. A draft (`forPublish: false`) is refused only a duplicate id or an unknown placeholder.
 * An empty Bangla text is said once, as missing, and otherwise judged with the English in its
 * place. Publishing needs both languages, every count the specification fixes,
 * and every record valid in each language by the content's zod schemas.
 */
export function editionProblems(edition: Partial<Edition>, options: { forPublish: boolean }): Problem[] {
  const problems: Problem[] = [];
  for (const name of collectionNames) {
    const value = edition[name];
    if (value === undefined) {
      problems.push({ collection: name, message: "the collection is missing" });
      continue;
    }
    // A draft is work in progress: only what would make its record unreadable (a second record
    // under the same id, a placeholder nothing fills) is refused; Publish judges everything.
    if (!options.forPublish) {
      problems.push(
        ...shapeProblems(name, value).filter(isDuplicateId),
        ...textProblems(name, value, false),
        ...scriptLinkProblems(name, value),
      );
      continue;
    }
    problems.push(
      ...shapeProblems(name, value),
      ...textProblems(name, value, true),
      ...scriptLinkProblems(name, value),
      ...relationProblems(name, value, edition),
    );
    const seen = new Map<string, Problem>();
    for (const language of locales) {
      const result = collections[name].schema.safeParse(inLanguage(value, language, { fallback: true, edition }));
      if (result.success) continue;
      for (const issue of result.error.issues) {
        const problem: Problem = {
          collection: name,
          ...locate(name, value, issue.path),
          language,
          message: issue.message,
        };
        // A fault of the structure (a link, a figure) shows in both languages: said once, without one.
        const key = `${problem.id}|${problem.field}|${problem.message}`;
        const earlier = seen.get(key);
        if (earlier) delete earlier.language;
        else {
          seen.set(key, problem);
          problems.push(problem);
        }
      }
    }
  }
  return problems;
}

/** A problem as one line: "Projects › nirog-medical › title (Bangla): the Bangla text is missing". */
export function describeProblem(problem: Problem): string {
  const label = collectionNames.includes(problem.collection as CollectionName)
    ? collections[problem.collection as CollectionName].label
    : problem.collection;
  const where = [label, problem.id !== problem.collection ? problem.id : undefined, problem.field]
    .filter(Boolean)
    .join(" › ");
  const language = problem.language ? ` (${problem.language === "bn" ? "Bangla" : "English"})` : "";
  return `${where}${language}: ${problem.message}`;
}

/** Every image an edition shows (a record's `image`, a category's and its cards'), with where it is. */
export function imageReferences(edition: Partial<Edition>): Array<Omit<Problem, "message"> & { src: string }> {
  const found: Array<Omit<Problem, "message"> & { src: string }> = [];
  const walk = (name: CollectionName, root: unknown, node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((child, index) => walk(name, root, child, [...path, index]));
    else if (typeof node === "object" && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (key === "src" && typeof child === "string")
          found.push({ collection: name, ...locate(name, root, path.concat(key)), src: child });
        else walk(name, root, child, [...path, key]);
      }
    }
  };
  for (const name of collectionNames) walk(name, edition[name], edition[name], []);
  return found;
}
