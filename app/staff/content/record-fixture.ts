import { initialEdition } from "~/content/edition/initial-edition.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests reach into the JSON freely
type Loose = Record<string, any>;

/**
 * A record for the editor's tests: the initial edition's cyber security category, which holds
 * most field kinds the model has (texts, an image, a link, a list of cards with their choices).
 * Test-only.
 */
export const categoryRecord = (): Loose => structuredClone((initialEdition.categories as Loose[])[5]!);
