import { existsSync } from "node:fs";
import { join, normalize } from "node:path";
import { editionProblems, imageReferences } from "../../app/content/edition/edition-problems.ts";
import { initialEdition, type Edition } from "../../app/content/edition/initial-edition.ts";
import { parseMediaPath } from "../../app/lib/media-paths.ts";
import { markdownProblems } from "./markdown-problems.ts";
import type { EditionRules, Problem } from "./content-service.ts";
import type { ImageStore } from "./images.server.ts";

/** Whether an image a record names exists: a file of the build, or an upload in the store. */
export type ImageExists = (src: string) => Promise<boolean>;

/**
 * The content's own rules (decision 022): the repository's edition, and how an edition is judged:
 * by its schemas in each language (app/content/edition/), and at Publish also by whether every
 * image it shows is there to be served, so a visitor never meets a broken image, and whether
 * every article's Markdown renders, so that no article's page fails to.
 */
export function editionRulesFor(imageExists: ImageExists): EditionRules {
  return {
    initial: initialEdition,
    async problems(edition, options) {
      const problems: Problem[] = editionProblems(edition as Partial<Edition>, options);
      if (!options.forPublish) return problems;
      problems.push(...markdownProblems(edition.articles));
      const known = new Map<string, Promise<boolean>>();
      for (const { src, ...where } of imageReferences(edition as Partial<Edition>)) {
        if (!known.has(src)) known.set(src, imageExists(src));
        if (!(await known.get(src))) problems.push({ ...where, message: `the image ${src} does not exist` });
      }
      return problems;
    },
  };
}

/**
 * Images among the site's files (the build's client directory; in development, public/) and
 * uploads in the store.
 */
export function imagesOf(fileDirs: readonly string[], images: Pick<ImageStore, "get">): ImageExists {
  return async (src) => {
    const media = parseMediaPath(src);
    if (media) return (await images.get(media.id)) !== undefined;
    return fileDirs.some((dir) => {
      const file = normalize(join(dir, src));
      return file.startsWith(dir) && existsSync(file);
    });
  };
}
