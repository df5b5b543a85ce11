import { humanize, isObject, isTextPair, recordId, recordName } from "./json-value.ts";
import { labelSeparator } from "./record-fields.ts";

const languageNames = { en: "English", bn: "Bangla" } as const;

/**
 * Walks a dotted path through a record. A list's item may be named by its index (the form's
 * names, `cards.2.title`) or by its id (the service's changes and problems,
 * `cards.cs-penetration-testing.title`): both lead to the same item.
 */
function walk(record: unknown, path: string) {
  const steps: { key: string; value: unknown; index?: number; inList: boolean }[] = [];
  let here: unknown = record;
  for (const key of path === "" ? [] : path.split(".")) {
    if (Array.isArray(here)) {
      const byIndex = /^\d+$/.test(key) ? Number(key) : -1;
      const index = byIndex >= 0 && byIndex < here.length ? byIndex : here.findIndex((item) => recordId(item) === key);
      here = index >= 0 ? here[index] : undefined;
      steps.push({ key, value: here, index: index >= 0 ? index : undefined, inList: true });
    } else {
      here = isObject(here) ? here[key] : undefined;
      steps.push({ key, value: here, inList: false });
    }
  }
  return steps;
}

/**
 * A field's path as staff read it: "Cards › Penetration Testing › Title (Bangla)" for
 * `cards.cs-penetration-testing.title.bn` or `cards.2.title.bn`. An item is named by its English
 * name or title, else its id, else its place ("Paragraphs › Item 2").
 */
export function fieldLabel(record: unknown, path: string): string {
  const steps = walk(record, path);
  const parts: string[] = [];
  let language = "";
  steps.forEach((step, at) => {
    const parent = at === 0 ? record : steps[at - 1]?.value;
    // The language of a text field; of a field the record lacks (a problem's "missing"), by its name.
    const textField = isTextPair(parent) || (parent === undefined && at === steps.length - 1);
    if (textField && (step.key === "en" || step.key === "bn")) {
      language = ` (${languageNames[step.key]})`;
    } else if (step.inList) {
      const place = step.index === undefined ? step.key : String(step.index + 1);
      parts.push(recordName(step.value) ?? `Item ${place}`);
    } else parts.push(humanize(step.key));
  });
  return (parts.join(labelSeparator) || "The whole record") + language;
}

/**
 * The form field a path points at, by index (`cards.2.title.en`), for the anchor of a problem's
 * link; undefined when the record has no such field any more.
 */
export function fieldNameOf(record: unknown, path: string): string | undefined {
  const steps = walk(record, path);
  if (steps.some((step) => step.value === undefined)) return undefined;
  return steps.map((step) => (step.inList ? String(step.index) : step.key)).join(".") || undefined;
}
