/**
 * The motif registry and the rule that turns an image's alt text into a set of drawings.
 *
 * Why alt text: every content image already carries a sentence describing it for screen
 * readers ("a checkout screen on a phone beside a bank card and a mobile wallet"). Drawing
 * the things that sentence names keeps picture and description in agreement, and gives the
 * 78 cards their variety for free. When the sentence names nothing we can draw, the card falls
 * back to its category's own motifs, picked by a hash of the card id.
 */
import type { Rng } from "../random.ts";
import { businessMotifs } from "./business.ts";
import { dataMotifs } from "./data.ts";
import { graphicsMotifs } from "./graphics.ts";
import { icons, type Icon } from "./icons.ts";
import { marketingMotifs } from "./marketing.ts";
import { securityMotifs } from "./security.ts";
import { socialMotifs } from "./social.ts";
import { softwareMotifs } from "./software.ts";
import type { Motif } from "./types.ts";
import { videoMotifs } from "./video.ts";
import { webMotifs } from "./web.ts";
import { categorySlugs } from "../../../../app/content/site-paths.ts";

// The one list of categories, shared with the route table and the content schemas.
export { categorySlugs };
export type CategorySlug = (typeof categorySlugs)[number];

export const allMotifs: Motif[] = [
  ...softwareMotifs,
  ...businessMotifs,
  ...marketingMotifs,
  ...webMotifs,
  ...socialMotifs,
  ...graphicsMotifs,
  ...videoMotifs,
  ...dataMotifs,
  ...securityMotifs,
];

const byId = new Map(allMotifs.map((m) => [m.id, m]));
export function motifById(id: string): Motif {
  const m = byId.get(id);
  if (!m) throw new Error(`unknown motif "${id}"`);
  return m;
}

/** Each category's own motifs (fallbacks, and preferred when two motifs match the same word). */
export const homeMotifs: Record<CategorySlug, string[]> = {
  "software-development": ["code", "dashboard", "phone", "laptop", "terminal", "hub", "server", "components"],
  "digital-marketing": [
    "megaphone",
    "linechart",
    "funnel",
    "target",
    "socialpost",
    "serp",
    "barchart",
    "piechart",
    "chat",
  ],
  "graphics-design": [
    "bezier",
    "swatches",
    "logomark",
    "stationery",
    "formats",
    "brochure",
    "box",
    "poster",
    "drawtablet",
  ],
  "video-editing": ["player", "timeline", "clapper", "waveform", "motionpath", "filmstrip", "reel"],
  "data-entry": ["spreadsheet", "paperform", "docstack", "keyboard", "sorter", "folders", "database", "clipboard"],
  "cyber-security": ["shield", "padlock", "key", "firewall", "network", "login", "fingerprint", "bug"],
};

/** Icons for the floating chips when the alt text names none. */
export const homeIcons: Record<CategorySlug, string[]> = {
  "software-development": ["code", "gear", "cloud", "check", "bolt", "link"],
  "digital-marketing": ["trend", "heart", "search", "target", "star", "chat"],
  "graphics-design": ["pen", "brush", "image", "layers", "star", "heart"],
  "video-editing": ["play", "scissors", "music", "camera", "mic", "clock"],
  "data-entry": ["database", "doc", "filter", "check", "cloud", "bars"],
  "cyber-security": ["lock", "shield", "key", "eye", "bug", "check"],
};

/**
 * Motifs that already contain another one. A "phone on a tripod" should not also get a
 * separate phone; a cracked lock replaces the plain padlock.
 */
const covers: Record<string, string[]> = {
  tripod: ["phone", "reel"],
  socialpost: ["phone"],
  sms: ["phone"],
  appstore: ["phone", "listing"],
  reel: ["phone"],
  postgrid: ["socialpost"],
  phonepair: ["phone"],
  story: ["phone", "reel"],
  reeltrio: ["phone", "reel"],
  ringlight: ["reel", "phone", "tripod"],
  wallet: ["phone"],
  drawtablet: ["tablet", "pen", "bezier", "logomark"],
  crackedlock: ["padlock"],
  thumbwall: ["player"],
  folderstamp: ["shield", "folders"],
  serp: ["searchbar"],
  player: ["monitor"],
  productpage: ["webpage"],
  chat: ["socialicons"],
};

/** Icons that would only repeat a motif already in the picture. */
const iconDuplicates: Record<string, string[]> = {
  search: ["magnifier", "serp", "searchbar"],
  cart: ["cart", "shop"],
  mail: ["envelope"],
  calendar: ["calendar"],
  lock: ["padlock", "crackedlock", "login"],
  shield: ["shield", "folderstamp"],
  bug: ["bug"],
  database: ["database"],
  doc: ["docstack", "receipt"],
  key: ["key"],
  star: ["listing", "appstore"],
  pen: ["pen", "drawtablet", "bezier"],
  megaphone: ["megaphone"],
  bars: ["barchart", "dashboard"],
  pie: ["piechart"],
  target: ["target"],
  filter: ["sorter", "funnel"],
  play: ["player", "thumbwall"],
  chat: ["chat"],
  image: ["postgrid"],
  pin: ["map"],
  camera: ["tripod", "ringlight"],
};

/** Alt texts open with "Illustration of"; that phrase names no object and must not match. */
export const describe = (alt: string): string =>
  alt.toLowerCase().replace(/^\s*illustrat\w*\s+(\w+\s+)?(of|for)\s+/, "");

export type Selection = { motifs: Motif[]; icons: Icon[]; matched: string[] };

/**
 * Motifs named by `text`, in the order the sentence names them, at most `max`. Ties between
 * motifs matching at the same place go to the category's own motif.
 */
export function matchMotifs(text: string, slug: CategorySlug | null, max: number): Motif[] {
  const lower = describe(text);
  const home = slug ? homeMotifs[slug] : [];
  const hits = allMotifs
    .map((m, order) => ({ m, at: lower.search(m.match), home: home.includes(m.id) ? 0 : 1, order }))
    .filter((h) => h.at >= 0);
  const present = new Set(hits.map((h) => h.m.id));
  const covered = new Set<string>();
  for (const h of hits) for (const c of covers[h.m.id] ?? []) if (present.has(c)) covered.add(c);
  // A covering motif takes the earliest position of anything it covers ("a phone on a tripod").
  for (const h of hits)
    for (const c of covers[h.m.id] ?? []) {
      const other = hits.find((x) => x.m.id === c);
      if (other) h.at = Math.min(h.at, other.at);
    }
  return hits
    .filter((h) => !covered.has(h.m.id))
    .sort((a, b) => a.at - b.at || a.home - b.home || a.order - b.order)
    .slice(0, max)
    .map((h) => h.m);
}

/**
 * Motifs plus chip icons for one image: those the alt text names first, then (only if it names
 * none) those the title names, then the category's own by hash.
 */
export function select(
  alt: string,
  title: string,
  slug: CategorySlug,
  r: Rng,
  opts: { min: number; max: number; icons: number },
): Selection {
  let motifs = matchMotifs(alt, slug, opts.max);
  if (!motifs.length) motifs = matchMotifs(title, slug, opts.max);
  const text = motifs.length ? alt : title;
  const matched = motifs.map((m) => m.id);
  // The biggest named drawing leads (gets the large box): "a pen writing onto a web page"
  // should show the page large and the pen beside it, whatever order the sentence uses.
  const lead = motifs.reduce(
    (best, m, i) => (m.w * m.h > (motifs[best]?.w ?? 0) * (motifs[best]?.h ?? 0) ? i : best),
    0,
  );
  if (lead > 0) motifs.unshift(...motifs.splice(lead, 1));
  const fallback = r.shuffle(homeMotifs[slug]).filter((id) => !matched.includes(id));
  while (motifs.length < opts.min && fallback.length) motifs.push(motifById(fallback.shift() as string));
  const ids = motifs.map((m) => m.id);
  const lower = describe(text);
  const useful = (i: Icon): boolean => !(iconDuplicates[i.id] ?? []).some((m) => ids.includes(m));
  const named = icons
    .filter((i) => i.match.test(lower) && useful(i))
    .sort((a, b) => lower.search(a.match) - lower.search(b.match));
  const extra = r
    .shuffle(homeIcons[slug])
    .map((id) => icons.find((i) => i.id === id) as Icon)
    .filter((i) => useful(i) && !named.includes(i));
  return { motifs, icons: [...named, ...extra].slice(0, opts.icons), matched };
}
