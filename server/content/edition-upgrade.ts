import type { EditionJson } from "./content-service.ts";

/**
 * A version published before a collection joined the edition (the brand and contact details,
 * `site`, came out of code in issue 27) lacks it. It is read with the initial edition's, so that
 * the pages, which need every collection, keep rendering; the next Publish stores it.
 */
export function withMissingCollections(edition: EditionJson, initial: EditionJson): EditionJson {
  const missing = Object.keys(initial).filter((name) => !(name in edition));
  if (missing.length === 0) return edition;
  return { ...edition, ...Object.fromEntries(missing.map((name) => [name, initial[name]])) };
}
