/**
 * Service cards (480x320). Layout: a Jamdani backdrop, one to three motifs named by the alt
 * text, and icon chips. Everything that is not named by the alt text (tone, accent, backdrop
 * shape, mirroring, chip positions) comes from the hash of the src, so 43 marketing cards in
 * one grid do not repeat.
 */
import type { ArtRequest } from "./requests.ts";
import { type Box, centre, flip, iconChip, place } from "./compose.ts";
import { type Backdrop, backdrop, bottomBand, cornerRosette, decorDefs, sprinkle } from "./decor.ts";
import { gallery } from "./gallery.ts";
import { select, type CategorySlug } from "./motifs/index.ts";
import { rng } from "./random.ts";
import { categoryTheme } from "./style.ts";
import { svgDoc } from "./svg.ts";

const W = 480;
const H = 320;

/** Boxes for one, two and three motifs (primary, secondary, tertiary), before mirroring. */
const layouts: Box[][] = [
  [{ x: 100, y: 38, w: 280, h: 244 }],
  [
    { x: 34, y: 44, w: 256, h: 236 },
    { x: 286, y: 92, w: 164, h: 188 },
  ],
  [
    { x: 30, y: 50, w: 240, h: 226 },
    { x: 288, y: 34, w: 160, h: 126 },
    { x: 296, y: 172, w: 150, h: 116 },
  ],
];

/** Chip spots per layout, as offsets that stay clear of the motifs' centres. */
const chipSpots: [number, number][][] = [
  [
    [84, 70],
    [398, 248],
    [396, 72],
    [86, 250],
  ],
  [
    [56, 58],
    [424, 64],
    [300, 268],
  ],
  [
    [54, 62],
    [262, 280],
  ],
];

const edgeSpots: [number, number][] = [
  [22, 22],
  [458, 22],
  [22, 298],
  [458, 298],
  [240, 16],
  [240, 304],
  [16, 160],
  [464, 160],
];

export function renderCard(req: ArtRequest): string {
  const slug = req.slug as CategorySlug;
  const r = rng(req.src);
  const t = categoryTheme(slug, r.fork("theme"));
  const look = r.fork("look");
  if (req.cardKind === "projects") return gallery(req, slug, t, look);

  const sel = select(req.alt, req.title, slug, r.fork("motifs"), { min: 1, max: 3, icons: 2 });
  const boxes = layouts[sel.motifs.length - 1] ?? layouts[0] ?? [];
  const mirror = look.chance(0.5);
  const placed = boxes.map((b) => flip(b, W, mirror));
  const main = placed[0] as Box;
  const [cx, cy] = centre(main);
  const kind = look.pick<Backdrop>(
    sel.motifs.length === 1 ? ["arch", "disc", "diamond"] : ["arch", "disc", "diamond", "panel"],
  );

  let body = backdrop(kind, cx, cy, Math.max(main.w, main.h) * 1.02, W, H, t, mirror);
  // Ornaments are rationed: each costs bytes, and busy edges fight the motifs for attention.
  const ornament = look.int(0, 2);
  if (ornament === 0) body += cornerRosette(mirror ? 12 : W - 12, 12, 64, t);
  if (ornament === 1) body += bottomBand(W, H, t);
  body += sprinkle(edgeSpots, look.int(2, 4), t, look);
  // Secondary motifs are drawn first so the primary overlaps them.
  sel.motifs.forEach((m, i) => {
    if (i > 0) body += place(m, placed[i] as Box, t, r, 1.15);
  });
  body += place(sel.motifs[0]!, main, t, r, sel.motifs.length === 1 ? 1.6 : 1.4);
  const spots = (chipSpots[sel.motifs.length - 1] ?? []).map(([x, y]) => [mirror ? W - x : x, y] as [number, number]);
  sel.icons.slice(0, spots.length).forEach((icon, i) => {
    const [x, y] = spots[i] as [number, number];
    body += iconChip(icon, x, y, 22, t, i + look.int(0, 1));
  });
  return svgDoc(req.width, req.height, W, H, t.bg, body, decorDefs(t));
}
