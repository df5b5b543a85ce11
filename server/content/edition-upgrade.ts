import type { EditionJson } from "./content-service.ts";

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A version published before a collection joined the edition (the brand and contact details,
 * `site`, came out of code in issue 27) lacks it; one published before a single record gained a
 * field (the office's `geo`, `openingHours` and `areaServed` in issue 29) lacks that field. Both
 * are read with the initial edition's, so that the pages, which need every collection and field,
 * keep rendering; the next Publish stores them. Fields are filled at the top level of a single
 * record only: a list's items are the editors' own, and a stale default would pass for theirs.
 */
export function withMissingCollections(edition: EditionJson, initial: EditionJson): EditionJson {
  let upgraded: EditionJson | undefined;
  for (const [name, initialValue] of Object.entries(initial)) {
    const stored = edition[name];
    if (!(name in edition)) {
      upgraded = { ...(upgraded ?? edition), [name]: initialValue };
    } else if (isPlainRecord(stored) && isPlainRecord(initialValue)) {
      const missing = Object.keys(initialValue).filter((field) => !(field in stored));
      if (missing.length === 0) continue;
      const filled = { ...stored, ...Object.fromEntries(missing.map((field) => [field, initialValue[field]])) };
      upgraded = { ...(upgraded ?? edition), [name]: filled };
    }
  }
  return upgraded ?? edition;
}
