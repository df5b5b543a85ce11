import type { Structure } from "../localized.ts";
import type { CategorySlug, ServiceCategory } from "../schemas.ts";
import { agencyUrl } from "../site-config.ts";

/** What each language writes on a card; its image, link and kind are declared once, in its category. */
export type CardStrings = { title: string; description: string; image: { alt: string } };

/** What each language writes about a category, and its cards' strings keyed by card id. */
export type CategoryStrings<Id extends string = string> = {
  name: string;
  heading: string;
  subtitle: string;
  metaDescription: string;
  summary: string;
  image: { alt: string };
  cards: Record<Id, CardStrings>;
};

/** A category as its module declares it once: the schema's type without its strings. */
export type CategoryStructure = Structure<ServiceCategory, CategoryStrings>;

/** The ids of a category's cards: the keys of its cards' strings in every language. */
export type CardId<C extends { cards: readonly { id: string }[] }> = C["cards"][number]["id"];

/**
 * The card maker of one category. A card's art is /art/cards/<category>/<card id>.svg at 480×320
 * (tools/art/generate-art.ts draws it from the English alt text) and it links to a page of the
 * agency's site; a category's closing cards open a projects page. A card showing a photo instead
 * is written out as a record with its own `image` (README, "Changing content").
 */
export function cardsOf(slug: CategorySlug) {
  return <const Id extends string>(id: Id, agencyPath: string, kind: "service" | "projects" = "service") => ({
    id,
    image: { src: `/art/cards/${slug}/${id}.svg`, width: 480, height: 320 },
    href: agencyUrl(agencyPath),
    kind,
  });
}
