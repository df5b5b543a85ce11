import type { Draft, EditionJson, FieldChange, Problem, RecordKey } from "~server/content/content-service.ts";
import { collectionRule, type CollectionRule } from "./collection-rules.ts";
import { fieldLabel, fieldNameOf } from "./field-label.ts";
import { fieldId } from "./field-names.ts";
import { recordId, recordName } from "./json-value.ts";
import { missingBangla } from "./missing-bangla.ts";

/** The draft key under which a list's new order is saved (the content service's convention). */
export const orderDraftId = "#order";

export type EditorRecord = { id: string; name: string; value: unknown };

export const contentPath = (collection?: string, id?: string) =>
  ["/staff/content", collection, id]
    .filter(Boolean)
    .map((part, at) => (at === 0 ? part : encodeURIComponent(part!)))
    .join("/");

/**
 * A collection of the edition by name: an own key only, never an inherited one (`constructor`,
 * `__proto__` are names an address can carry).
 */
export const collectionOf = (edition: EditionJson, collection: string): unknown =>
  Object.hasOwn(edition, collection) ? edition[collection] : undefined;

/** A collection's records in order: a list's items by id (or slug), a single record by the collection's name. */
export function recordsOf(edition: EditionJson, collection: string): EditorRecord[] {
  const value = collectionOf(edition, collection);
  if (!Array.isArray(value))
    return value === undefined ? [] : [{ id: collection, name: ruleOf(edition, collection).label, value }];
  return value.flatMap((item) => {
    const id = recordId(item);
    return id === undefined ? [] : [{ id, name: recordName(item) ?? id, value: item }];
  });
}

export const ruleOf = (edition: EditionJson, collection: string) =>
  collectionRule(collection, collectionOf(edition, collection));

export const findRecord = (edition: EditionJson, key: RecordKey) =>
  recordsOf(edition, key.collection).find((record) => record.id === key.id);

/** The draft of a record (or of a list's order), if any: its revision is what a save must name. */
export const draftOf = (drafts: Draft[], key: RecordKey) =>
  drafts.find((draft) => draft.key.collection === key.collection && draft.key.id === key.id);

export type CollectionSummary = {
  name: string;
  label: string;
  kind: CollectionRule["kind"];
  records: number;
  drafts: number;
  missingBangla: number;
  href: string;
};

/** The overview's line per collection, counted on the draft edition (what Publish would publish). */
export function collectionSummaries(edition: EditionJson, drafts: Draft[]): CollectionSummary[] {
  return Object.keys(edition).map((name) => {
    const rule = ruleOf(edition, name);
    return {
      name,
      label: rule.label,
      kind: rule.kind,
      records: recordsOf(edition, name).length,
      drafts: drafts.filter((draft) => draft.key.collection === name).length,
      missingBangla: missingBangla(edition[name]),
      href: rule.kind === "single" ? contentPath(name, name) : contentPath(name),
    };
  });
}

export type ProblemLine = {
  collection: string;
  record?: string;
  field?: string;
  language?: "en" | "bn";
  message: string;
  /** The field in its record's form (or the record, or the collection) that the problem is about. */
  href: string;
};

/** A problem as staff read it: which collection, record, field and language, and a link to the field. */
export function describeProblem(problem: Problem, edition: EditionJson): ProblemLine {
  const rule = ruleOf(edition, problem.collection);
  const record =
    problem.id === undefined ? undefined : findRecord(edition, { collection: problem.collection, id: problem.id });
  if (problem.id === undefined)
    return { collection: rule.label, message: problem.message, href: contentPath(problem.collection) };
  const href = contentPath(problem.collection, problem.id);
  const name = fieldNameOf(record?.value, fieldWithLanguage(problem));
  return {
    collection: rule.label,
    record: record?.name ?? problem.id,
    // The language is said on its own, so the field is named without it.
    field: problem.field === undefined ? undefined : fieldLabel(record?.value, withoutLanguage(problem.field)),
    language: problem.language ?? languageOf(problem.field),
    message: problem.message,
    href: name ? `${href}#${fieldId(name)}` : href,
  };
}

/** A problem's field names the text pair; its input is that pair's language. */
function fieldWithLanguage(problem: Problem): string {
  const field = problem.field ?? "";
  if (!problem.language || field.endsWith(`.${problem.language}`)) return field;
  return field ? `${field}.${problem.language}` : "";
}

const withoutLanguage = (field: string) => field.replace(/\.(en|bn)$/, "");
const languageOf = (field = "") => (/\.(en|bn)$/.exec(field)?.[1] as "en" | "bn" | undefined) ?? undefined;

/**
 * A version's change as staff read it: "Categories › Cyber Security › Cards › Penetration Testing
 * › Title (Bangla)", named on the edition that has the record (after, or before for a removal).
 */
export function describeChange(change: FieldChange, after: EditionJson, before: EditionJson) {
  const key = { collection: change.collection, id: change.id };
  const record = findRecord(after, key) ?? findRecord(before, key);
  const rule = ruleOf(after, change.collection);
  const parts = [rule.label, rule.kind === "list" ? (record?.name ?? change.id) : undefined];
  if (change.field) parts.push(fieldLabel(record?.value, change.field));
  return { where: parts.filter(Boolean).join(" › "), before: change.before, after: change.after };
}
