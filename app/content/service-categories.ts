import type { CardId, CategoryStrings } from "./categories/cards.ts";
import { cyberSecurityStructure } from "./categories/cyber-security.ts";
import { dataEntryStructure } from "./categories/data-entry.ts";
import { digitalMarketingStructure } from "./categories/digital-marketing.ts";
import { graphicsDesignStructure } from "./categories/graphics-design.ts";
import { softwareDevelopmentStructure } from "./categories/software-development.ts";
import { videoEditingStructure } from "./categories/video-editing.ts";
import { localize } from "./localized.ts";
import type { ServiceCategory } from "./schemas.ts";

/** The six categories in menu order; the services grid and the category routes follow it. */
const categoryStructures = [
  softwareDevelopmentStructure,
  digitalMarketingStructure,
  graphicsDesignStructure,
  videoEditingStructure,
  dataEntryStructure,
  cyberSecurityStructure,
] as const;

/** What one language writes about every category, by slug; each table is typed by its category's cards. */
export type CategoryStringsBySlug = {
  [C in (typeof categoryStructures)[number] as C["slug"]]: CategoryStrings<CardId<C>>;
};

/** The six categories in one language, in menu order. */
export function localizeCategories(strings: CategoryStringsBySlug): ServiceCategory[] {
  return categoryStructures.map((structure) => localize(structure, strings[structure.slug]));
}
