import { editionProblems, imageReferences } from "../../app/content/edition/edition-problems.ts";
import { initialEdition, type Edition } from "../../app/content/edition/initial-edition.ts";
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
