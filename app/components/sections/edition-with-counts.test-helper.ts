// Relative, not `~/`: tools/screenshots/bounds-screenshots.ts runs it in plain Node.
import { initialEdition, type Edition } from "../../content/edition/initial-edition.ts";

/**
 * How many records each collection staff edit may hold (issue 42): the sections must render well
 * at both ends, in both languages. The content model is to declare these per collection; until it
 * does, they are written here, for the component tests and tools/screenshots/bounds-screenshots.ts.
 * `cards` are a category's cards, each category's.
 */
export const recordBounds = {
  heroBanners: { min: 1, max: 12 },
  statistics: { min: 2, max: 8 },
  rates: { min: 1, max: 6 },
  projects: { min: 1, max: 24 },
  teamMembers: { min: 1, max: 24 },
  testimonials: { min: 1, max: 30 },
  officeCards: { min: 1, max: 8 },
  cards: { min: 1, max: 60 },
} as const;

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
