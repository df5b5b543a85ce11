/**
 * "Projects" cards: a salon-hung wall of framed work, so the closing cards of every category
 * read as "see our portfolio" rather than as one more service. Frame contents depend on the
 * category (app screens, charts, logos, video stills, tables, shields); whatever the alt text
 * names (a phone row, a clipboard...) stands in front of the wall.
 */
import type { ArtRequest } from "./requests.ts";
import { iconChip, place } from "./compose.ts";
import { cornerRosette, decorDefs, sprinkle } from "./decor.ts";
import { rosette } from "./jamdani.ts";
import { iconById } from "./motifs/icons.ts";
import { matchMotifs, type CategorySlug } from "./motifs/index.ts";
import { shieldPath } from "./motifs/security.ts";
import { P, type Theme } from "./palette.ts";
import type { Rng } from "./random.ts";
import { circle, d, path, rect, stroke, svgDoc } from "./svg.ts";
import { bars, picture, pillSet } from "./ui.ts";

const W = 480;
const H = 320;

type Thumb = (x: number, y: number, w: number, h: number, t: Theme, r: Rng) => string;

const ui: Thumb = (x, y, w, h, t, r) =>
  rect(x, y, w, h * 0.16, t.primary) +
  bars(x + w * 0.08, y + h * 0.28, [w * 0.5, w * 0.36], t.line, h * 0.06, h * 0.12) +
  rect(x + w * 0.08, y + h * 0.58, w * 0.38, h * 0.3, r.pick([t.accent, t.soft]), 2) +
  rect(x + w * 0.54, y + h * 0.58, w * 0.38, h * 0.3, t.soft, 2);

const chart: Thumb = (x, y, w, h, t, r) => {
  const pills = pillSet();
  for (let i = 0; i < 5; i++) {
    const bh = h * r.range(0.25, 0.75);
    pills.addV(x + w * (0.1 + i * 0.17), y + h * 0.88 - bh, w * 0.11, bh, i === 4 ? t.accent : t.primary);
  }
  return pills.svg();
};

const logo: Thumb = (x, y, w, h, t) =>
  rosette(x + w / 2, y + h / 2, Math.min(w, h) * 0.32, t.primary, P.cream, t.accent);

const still: Thumb = (x, y, w, h, t) => {
  const [cx, cy] = [x + w / 2, y + h / 2];
  return (
    picture(x, y, w, h, t.primary, P.deepTeal, P.saffron) +
    circle(cx, cy, Math.min(w, h) * 0.16, P.cream) +
    path(d`M${cx - 3} ${cy - 5}L${cx + 5} ${cy}L${cx - 3} ${cy + 5}Z`, t.accent)
  );
};

const table: Thumb = (x, y, w, h, t) => {
  const pills = pillSet();
  for (let i = 1; i <= 4; i++)
    pills.add(x + w * 0.08, y + h * (0.12 + i * 0.19), w * 0.84, h * 0.07, i % 2 ? t.soft : t.line);
  return rect(x, y, w, h * 0.2, t.primary) + pills.svg();
};

const shield: Thumb = (x, y, w, h, t) =>
  path(shieldPath(x + w * 0.32, y + h * 0.14, w * 0.36, h * 0.72), t.primary) +
  stroke(d`M${x + w * 0.43} ${y + h * 0.5}l${w * 0.05} ${h * 0.08} ${w * 0.1}-${h * 0.16}`, P.saffron, 2.5);

const photo: Thumb = (x, y, w, h, t) => picture(x, y, w, h, t.soft, t.primary, t.accent);

const thumbs: Record<CategorySlug, Thumb[]> = {
  "software-development": [ui, ui, chart, photo],
  "digital-marketing": [chart, photo, ui, chart],
  "graphics-design": [logo, photo, logo, ui],
  "video-editing": [still, still, still, photo],
  "data-entry": [table, chart, table, ui],
  "cyber-security": [shield, table, ui, shield],
};

/** Frame slots of the salon hang: [x, y, w, h]. */
const slots = [
  [26, 30, 128, 92],
  [168, 18, 146, 110],
  [328, 34, 126, 86],
  [40, 138, 104, 136],
  [158, 142, 160, 112],
  [332, 134, 118, 100],
] as const;

export function gallery(req: ArtRequest, slug: CategorySlug, t: Theme, r: Rng): string {
  let body =
    rect(0, H - 40, W, 40, P.ink, 0, { opacity: t.dark ? 0.25 : 0.06 }) +
    cornerRosette(W - 10, H - 10, 70, t) +
    sprinkle(
      [
        [14, 14],
        [466, 14],
        [240, 300],
        [14, 300],
      ],
      2,
      t,
      r,
    );
  const kinds = thumbs[slug];
  slots.forEach(([x, y, w, h], i) => {
    const jx = r.int(-4, 4);
    const jy = r.int(-4, 4);
    const fx = x + jx;
    const fy = y + jy;
    body +=
      rect(fx + 4, fy + 6, w, h, P.ink, 3, { opacity: 0.16 }) +
      rect(fx, fy, w, h, i % 3 === 1 ? P.ink : "#d9a066", 3) +
      rect(fx + 6, fy + 6, w - 12, h - 12, t.panel, 1);
    body += (kinds[(i + r.int(0, 3)) % kinds.length] as Thumb)(fx + 10, fy + 10, w - 20, h - 20, t, r);
  });
  // Named motifs (a row of phones, a clipboard...) stand in front, lower right.
  const front = matchMotifs(`${req.alt}`, slug, 1);
  if (front[0]) body += place(front[0], { x: 250, y: 130, w: 210, h: 170 }, t, r, 1.1, "bottom");
  body += iconChip(iconById("star"), front[0] ? 56 : 420, front[0] ? 268 : 270, 24, { ...t, accent: P.saffron }, 1);
  return svgDoc(req.width, req.height, W, H, t.bg, body, decorDefs(t));
}
