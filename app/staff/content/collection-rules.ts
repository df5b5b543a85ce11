import { humanize } from "./json-value.ts";

/**
 * How the editor treats a collection: a list of records or one record, a fixed number of records
 * (no Add, no Remove), and its name for staff. The edition's own rules (`collectionRules` of
 * app/content/edition/, the shared design) are passed as `declared`; without them the editor reads
 * what it can from the value itself, and Publish still refuses a wrong count.
 */
export type CollectionRule = { kind: "list" | "single"; fixedCount?: number; label: string };

export function collectionRule(name: string, value: unknown, declared?: CollectionRule): CollectionRule {
  return declared ?? { kind: Array.isArray(value) ? "list" : "single", label: humanize(name) };
}

/** Whether staff may add records to, or remove them from, a collection. */
export const canAddOrRemove = (rule: CollectionRule) => rule.kind === "list" && rule.fixedCount === undefined;
