// Relative, not `~/`: tools/screenshots/bounds-screenshots.ts runs it in plain Node.
import { initialEdition, type Edition } from "../../content/edition/initial-edition.ts";
import { model } from "../../content/model/model.ts";

const bounds = (list: { min: number; max: number }) => ({ min: list.min, max: list.max });

/**
 * How many records each collection staff edit may hold, as the content model declares it: the
 * sections must render well at both ends, in both languages (the component tests and
 * tools/screenshots/bounds-screenshots.ts). `cards` are a category's cards, each category's.
 */
export const recordBounds = {
  heroBanners: bounds(model.heroBanners.list),
  statistics: bounds(model.statistics.list),
  rates: bounds(model.rates.list),
  projects: bounds(model.projects.list),
  teamMembers: bounds(model.teamMembers.list),
  testimonials: bounds(model.testimonials.list),
  officeCards: bounds(model.officeCards.list),
  cards: { min: model.categories.fields.cards.min ?? 0, max: model.categories.fields.cards.max ?? 0 },
};

export type BoundedCollection = keyof typeof recordBounds;
export type BoundEnd = "min" | "max";

type Row = { id: string };
type Category = { cards: Row[] };
type Article = { author?: string };

/**
 * `records` made `count` long: the first `count`, or all of them over again, each repeat a copy
 * with an id of its own (`<id>-2`, `<id>-3`…), so keys, anchors and labels stay unique.
 */
export function resized<T extends Row>(records: readonly T[], count: number): T[] {
  if (records.length === 0) throw new Error("nothing to repeat");
  return Array.from({ length: count }, (_, i) => {
    const record = records[i % records.length] as T;
    const round = Math.floor(i / records.length);
    return round === 0 ? record : { ...structuredClone(record), id: `${record.id}-${round + 1}` };
  });
}

/** The initial edition with `counts` records in the collections named, the rest as written. */
export function editionWithCounts(counts: Partial<Record<BoundedCollection, number>>): Edition {
  const edition = structuredClone(initialEdition) as Record<string, unknown>;
  for (const [name, count] of Object.entries(counts) as [BoundedCollection, number][]) {
    if (name === "cards") {
      edition.categories = (edition.categories as Category[]).map((category) => ({
        ...category,
        cards: resized(category.cards, count),
      }));
    } else {
      edition[name] = resized(edition[name] as Row[], count);
    }
  }
  // An article's author must be on the team: one whose author left is signed by the first member,
  // so that the edition breaks no rule but the counts the specification fixed.
  const team = (edition.teamMembers as Row[]).map((member) => member.id);
  edition.articles = (edition.articles as Article[]).map((article) =>
    article.author && !team.includes(article.author) ? { ...article, author: team[0] } : article,
  );
  return edition as Edition;
}

/** Every bounded collection at its lower (`min`) or upper (`max`) bound. */
export function editionAtBound(end: BoundEnd): Edition {
  const entries = Object.entries(recordBounds).map(([name, bounds]) => [name, bounds[end]]);
  return editionWithCounts(Object.fromEntries(entries) as Record<BoundedCollection, number>);
}
