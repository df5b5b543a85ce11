import { editionProblems, imageReferences } from "../../app/content/edition/edition-problems.ts";
import { initialEdition, type Edition } from "../../app/content/edition/initial-edition.ts";
import type { Collection } from "../../app/content/model/collection.ts";
import { withDerivedValues } from "../../app/content/model/derived-values.ts";
import { recordIds } from "../../app/content/model/model-problems.ts";
import { collectionOf, isCollectionName } from "../../app/content/model/model.ts";
import { initialRecord } from "../../app/content/model/new-record.ts";
import { upgradeStoredEdition } from "../../app/content/model/stored-upgrade.ts";
import { onlyTextsDiffer } from "../../app/content/model/translator-rights.ts";
import type { Queryable } from "../db/database.ts";
import type { EditionRules, Problem } from "./content-service.ts";
import { siteImageSizes } from "./image-sizes.server.ts";
import { findImage } from "./images.server.ts";
import { markdownProblems } from "./markdown-problems.ts";

/**
 * The content's own rules (decision 022): the repository's edition, and how an edition is judged:
 * by its schemas in each language (app/content/edition/), and at Publish also by whether every
 * image it shows is there to be served, so a visitor never meets a broken image, and whether
 * every article's Markdown renders, so that no article's page fails to. Uploads are looked up
 * through `store`, the handle of the transaction that publishes. Articles are rendered only
 * outside it (the Markdown worker may wait for the store: its other renders look up uploads too).
 */
export function editionRulesFor(imageFolders: readonly string[]): EditionRules {
  return {
    initial: initialEdition,
    upgrade: upgradeStoredEdition,
    async prepare(key, value, store) {
      const collection = collectionOf(key.collection) as Collection | undefined;
      if (!collection || typeof value !== "object" || value === null || Array.isArray(value)) return value;
      return withDerivedValues(collection.fields, value as Record<string, unknown>, imageSizesIn(imageFolders, store));
    },
    onlyTexts(key, before, after) {
      const collection = collectionOf(key.collection) as Collection | undefined;
      return collection !== undefined && onlyTextsDiffer(collection.fields, before, after);
    },
    newRecord(name, id, edition) {
      const collection = collectionOf(name) as Collection | undefined;
      if (!collection?.list || !isCollectionName(name)) return undefined;
      const ids = (other: string) =>
        isCollectionName(other) ? recordIds(other, edition[other]).filter((each) => each !== undefined) : [];
      return { ...initialRecord(collection.fields, ids), [collection.list.id]: id };
    },
    async problems(edition, { forPublish, store, inTransaction }) {
      const problems: Problem[] = editionProblems(edition as Partial<Edition>, { forPublish });
      if (!forPublish) return problems;
      const imageSize = imageSizesIn(imageFolders, store);
      problems.push(...(await markdownProblems(edition.articles, imageSize, { render: !inTransaction })));
      for (const { src, ...where } of imageReferences(edition as Partial<Edition>)) {
        const size = await imageSize(src);
        if ("problem" in size) problems.push({ ...where, message: `the image ${src}: ${size.problem}` });
      }
      return problems;
    },
  };
}

/** The site's images as a store handle sees them: its files, and the uploads `store` holds. */
export const imageSizesIn = (folders: readonly string[], store: Queryable) =>
  siteImageSizes(folders, async (id) => {
    const image = await findImage(store, id);
    return image && { width: image.width, height: image.height };
  });
