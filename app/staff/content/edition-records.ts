import { staleTranslations } from "~/content/edition/translation-review.ts";
import { isBookkeepingPath } from "~/content/model/stored-problems.ts";
import { editionChanges } from "~server/content/edition-changes.ts";
import type { Draft, EditionJson, FieldChange, Problem, RecordKey } from "~server/content/content-service.ts";
import { fieldLabel } from "~/content/model/field-paths.ts";
import { languageOf, type LanguageCode } from "~/content/model/languages.ts";
import { collectionNames } from "~/content/model/model.ts";
import { childPath, fieldId, problemKey } from "./form/form-names.ts";
import { missingTranslations } from "./form/missing-translations.ts";
import { declarationOf, recordName } from "./record-labels.ts";

/** The draft key under which a list's new order is saved (the content service's convention). */
export const orderDraftId = "#order";

export type EditorRecord = { id: string; name: string; value: unknown };

export const contentPath = (collection?: string, id?: string) =>
  ["/staff/content", collection, id]
    .filter(Boolean)
    .map((part, at) => (at === 0 ? part : encodeURIComponent(part!)))
    .join("/");

/** A collection of the edition by name: an own key only, never an inherited one (`constructor`). */
export const collectionOf = (edition: EditionJson, collection: string): unknown =>
  Object.hasOwn(edition, collection) ? edition[collection] : undefined;

/** A collection's records in order: a list's by their declared id, a single record by the collection's name. */
export function recordsOf(edition: EditionJson, collection: string): EditorRecord[] {
  const declaration = declarationOf(collection);
  const value = collectionOf(edition, collection);
  if (!declaration || value === undefined) return [];
  if (!declaration.list) return [{ id: collection, name: declaration.label, value }];
  const idField = declaration.list.id;
  return (Array.isArray(value) ? value : []).flatMap((record) => {
    const id = (record as Record<string, unknown> | null)?.[idField];
    return typeof id === "string" ? [{ id, name: recordName(collection, record, id), value: record }] : [];
  });
}

export const findRecord = (edition: EditionJson, key: RecordKey) =>
  recordsOf(edition, key.collection).find((record) => record.id === key.id);

/** The draft of a record (or of a list's order), if any: its revision is what a save must name. */
export const draftOf = (drafts: Draft[], key: RecordKey) =>
  drafts.find((draft) => draft.key.collection === key.collection && draft.key.id === key.id);

export type CollectionSummary = {
  name: string;
  label: string;
  kind: "list" | "single";
  records: number;
  drafts: number;
  missingTranslations: number;
  /** Translations flagged as maybe out of date: their English changed after they were written. */
  staleTranslations: number;
  href: string;
};

/** The overview's line per collection of the model, counted on the draft edition (what Publish would publish). */
export function collectionSummaries(edition: EditionJson, drafts: Draft[]): CollectionSummary[] {
  return collectionNames.map((name) => {
    const declaration = declarationOf(name)!;
    const records = recordsOf(edition, name);
    return {
      name,
      label: declaration.label,
      kind: declaration.list ? "list" : "single",
      records: records.length,
      drafts: drafts.filter((draft) => draft.key.collection === name).length,
      missingTranslations: records.reduce(
        (sum, record) => sum + missingTranslations(declaration.fields, record.value).count,
        0,
      ),
      staleTranslations: records.reduce((sum, record) => sum + staleTranslations(record.value).length, 0),
      href: declaration.list ? contentPath(name) : contentPath(name, name),
    };
  });
}

export type ProblemLine = {
  collection: string;
  record?: string;
  field?: string;
  language?: LanguageCode;
  message: string;
  /** The field in its record's form (or the record, or the collection) that the problem is about. */
  href: string;
  /** Where the record's form says it again, beside the field (form-names.ts problemKey). */
  key?: string;
};

/** A problem as staff read it: which collection, record, field and language, and a link to the field. */
export function describeProblem(problem: Problem, edition: EditionJson): ProblemLine {
  const declaration = declarationOf(problem.collection);
  const label = declaration?.label ?? problem.collection;
  if (problem.id === undefined)
    return { collection: label, message: problem.message, href: contentPath(problem.collection) };
  const record = findRecord(edition, { collection: problem.collection, id: problem.id });
  const href = contentPath(problem.collection, problem.id);
  const language = problem.language as LanguageCode | undefined;
  const field = problem.field;
  const anchor = field === undefined ? undefined : fieldId(language ? childPath(field, language) : field);
  return {
    collection: label,
    record: declaration?.list ? (record?.name ?? problem.id) : undefined,
    field: field === undefined || !declaration ? field : fieldLabel(declaration.fields, record?.value, field),
    ...(language ? { language } : {}),
    message: problem.message,
    href: anchor ? `${href}#${anchor}` : href,
    ...(field !== undefined ? { key: problemKey(field, language) } : {}),
  };
}

/**
 * What changed from one edition to another, field by field, as staff read it: without the
 * editor's own bookkeeping (the list of translations to review), which is nobody's change.
 */
export const readableChanges = (before: EditionJson, after: EditionJson): FieldChange[] =>
  editionChanges(before, after).filter((change) => !isBookkeepingPath(change.field));

export const languageName = (code: LanguageCode) => languageOf(code)?.name ?? code;

/**
 * A version's change as staff read it: "Service categories › Cyber security › Cards › Card 1
 * (Penetration testing) › Title (Bangla)", named on the edition that has the record.
 */
export function describeChange(change: FieldChange, after: EditionJson, before: EditionJson) {
  const key = { collection: change.collection, id: change.id };
  const record = findRecord(after, key) ?? findRecord(before, key);
  const declaration = declarationOf(change.collection);
  const parts = [declaration?.label ?? change.collection, declaration?.list ? (record?.name ?? change.id) : undefined];
  if (change.field && declaration) parts.push(fieldLabel(declaration.fields, record?.value, change.field));
  return { where: parts.filter(Boolean).join(" › "), before: change.before, after: change.after };
}
