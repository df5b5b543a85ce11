import { AsyncLocalStorage } from "node:async_hooks";
import type { EditionJson } from "./content-service.ts";

const preview = new AsyncLocalStorage<EditionJson>();

/** Runs `work` (rendering one page) with a staff member's draft edition in place of the published one. */
export const withPreviewEdition = <T>(edition: EditionJson, work: () => T): T => preview.run(edition, work);

/**
 * What the pages render (app/content/edition/edition-source.ts): the draft of a preview being
 * rendered, otherwise the published edition this instance holds now.
 */
export function editionSource(published: () => EditionJson): () => EditionJson {
  return () => preview.getStore() ?? published();
}
