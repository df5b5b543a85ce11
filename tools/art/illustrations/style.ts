/**
 * Per-category colour roles and the seeded choice of background tone. Keeping the category
 * primary fixed (software = teal, marketing = coral...) makes a category page read as one
 * set; the accent, third colour and tone vary per image so neighbours in a grid differ.
 */
import type { CategorySlug } from "./motifs/index.ts";
import { P, theme, type Theme, type Tone } from "./palette.ts";
import type { Rng } from "./random.ts";

const roles: Record<CategorySlug, { primary: string; accents: string[] }> = {
  "software-development": { primary: P.teal, accents: [P.saffron, P.coral] },
  "digital-marketing": { primary: P.coral, accents: [P.saffron, P.teal] },
  "graphics-design": { primary: P.saffron, accents: [P.coral, P.teal] },
  "video-editing": { primary: P.deepTeal, accents: [P.coral, P.saffron] },
  "data-entry": { primary: P.teal, accents: [P.saffron, P.coral] },
  "cyber-security": { primary: P.deepTeal, accents: [P.saffron, P.coral] },
};

/** Weighted so most images are light (they sit on cream pages) with some dark for rhythm. */
const tones: Tone[] = ["cream", "cream", "cream", "mint", "mint", "mint", "dark", "dark", "saffron"];

export function categoryTheme(slug: CategorySlug, r: Rng, tone?: Tone): Theme {
  const { primary, accents } = roles[slug];
  const accent = r.pick(accents);
  const third = [P.teal, P.coral, P.saffron, P.deepTeal].find((c) => c !== primary && c !== accent) ?? P.teal;
  return theme(tone ?? r.pick(tones), primary, accent, third);
}

/** Fill for big backdrop shapes (arches, discs): one step away from the background. */
export function backdropColor(t: Theme): string {
  if (t.dark) return P.teal;
  return t.bg === P.mint ? P.cream : t.bg === P.cream ? P.mint : P.cream;
}

/** Colour for lattice strokes and buti on the backdrop. */
export function ornamentColor(t: Theme): string {
  return t.dark ? P.mint : t.primary === P.saffron ? P.coral : t.primary;
}
