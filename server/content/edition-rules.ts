import { editionProblems } from "../../app/content/edition/edition-problems.ts";
import { initialEdition, type Edition } from "../../app/content/edition/initial-edition.ts";
import type { EditionRules } from "./content-service.ts";

/** The content's own rules (decision 022): the repository's edition, and how an edition is judged. */
export const editionRules: EditionRules = {
  initial: initialEdition,
  problems: (edition, options) => editionProblems(edition as Partial<Edition>, options),
};
