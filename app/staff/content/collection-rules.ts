import { collections, type CollectionName } from "~/content/edition/collections.ts";
import { humanize } from "./json-value.ts";

/**
 * How the editor treats a collection: a list of records or one record, the number of records the
 * specification fixes, and its name for staff, from the edition's own rules
 * (app/content/edition/collections.ts).
 */
export type CollectionRule = { kind: "list" | "single"; fixedCount?: number; label: string };

export function collectionRule(name: string, value: unknown): CollectionRule {
  const declared = (collections as Record<string, (typeof collections)[CollectionName] | undefined>)[name];
  if (!declared) return { kind: Array.isArray(value) ? "list" : "single", label: humanize(name) };
  if ("fixedCount" in declared) return { kind: "list", fixedCount: declared.fixedCount, label: declared.label };
  return "list" in declared ? { kind: "list", label: declared.label } : { kind: "single", label: declared.label };
}

/**
 * Whether staff may add records to, or remove them from, a collection: every list. A count the
 * specification fixes is kept by Publish, which refuses another count with a clear message, so a
 * project can be replaced by adding the new one and removing the old in the same draft.
 */
export const canAddOrRemove = (rule: CollectionRule) => rule.kind === "list";
