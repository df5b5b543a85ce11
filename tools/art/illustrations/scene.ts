/**
 * Wide compositions: category images (640x420) and category hero banners (1200x675). Same
 * recipe as a card, scaled up: a big lattice arch behind the lead motif, up to three more
 * motifs named by the alt text standing on a shared floor line, chips, rosettes and a paar
 * border. Only the layout table differs between the two sizes.
 */
import { type Box, flip, iconChip, place } from "./compose.ts";
import { backdrop, bottomBand, decorDefs, sprinkle } from "./decor.ts";
import { select, type CategorySlug } from "./motifs/index.ts";
import { P, type Tone } from "./palette.ts";
import { rng } from "./random.ts";
import type { ArtRequest } from "./requests.ts";
import { categoryTheme } from "./style.ts";
import { circle, rect, svgDoc } from "./svg.ts";

export type SceneLayout = {
  w: number;
  h: number;
  /** y of the floor the motifs stand on. */
  floor: number;
  /** Boxes for the lead motif and up to three others, in drawing order after the lead. */
  boxes: Box[];
  chips: [number, number][];
  chipRadius: number;
  /** Spots for buti near the edges. */
  edges: [number, number][];
};

export const categoryLayout: SceneLayout = {
  w: 640,
  h: 420,
  floor: 370,
  boxes: [
    { x: 170, y: 70, w: 300, h: 300 },
    { x: 28, y: 170, w: 190, h: 200 },
    { x: 450, y: 150, w: 170, h: 220 },
    { x: 40, y: 40, w: 150, h: 110 },
  ],
  chips: [
    [470, 70],
    [128, 120],
    [600, 210],
  ],
  chipRadius: 26,
  edges: [
    [20, 20],
    [620, 20],
    [320, 18],
    [20, 400],
    [620, 400],
    [600, 120],
  ],
};

export function renderScene(req: ArtRequest, slug: CategorySlug, L: SceneLayout, tone?: Tone): string {
  const r = rng(req.src);
  const t = categoryTheme(slug, r.fork("theme"), tone);
  const look = r.fork("look");
  const sel = select(req.alt, req.title, slug, r.fork("motifs"), { min: 3, max: 4, icons: L.chips.length });
  const mirror = look.chance(0.5);
  const boxes = L.boxes.map((b) => flip(b, L.w, mirror));
  const lead = boxes[0] as Box;

  // A floor band ties the standing motifs together; the arch rises from it.
  let body = circle(mirror ? L.w * 0.22 : L.w * 0.78, L.h * 0.22, L.h * 0.16, P.saffron, {
    opacity: t.dark ? 0.9 : 0.75,
  });
  body += backdrop(
    "arch",
    lead.x + lead.w / 2,
    lead.y + lead.h / 2 + L.h * 0.02,
    Math.max(lead.w, lead.h) * 1.08,
    L.w,
    L.floor,
    t,
    mirror,
  );
  body += rect(0, L.floor, L.w, L.h - L.floor, t.dark ? P.ink : t.primary, 0, { opacity: t.dark ? 0.3 : 0.1 });
  body += bottomBand(L.w, L.h, t);
  body += sprinkle(L.edges, 4, t, look);
  sel.motifs.forEach((m, i) => {
    if (i > 0) body += place(m, boxes[i] as Box, t, r, 1.6, "bottom");
  });
  body += place(sel.motifs[0]!, lead, t, r, 2.4, "bottom");
  sel.icons.forEach((icon, i) => {
    const [x, y] = L.chips[i] as [number, number];
    body += iconChip(icon, mirror ? L.w - x : x, y, L.chipRadius, t, i);
  });
  return svgDoc(req.width, req.height, L.w, L.h, t.bg, body, decorDefs(t, L.w > 1000 ? 30 : 24));
}

export function renderCategory(req: ArtRequest): string {
  return renderScene(req, req.slug as CategorySlug, categoryLayout);
}
