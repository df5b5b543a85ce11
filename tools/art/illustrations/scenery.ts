/**
 * Pieces for the two "place" pictures (brand hero and office video poster): a Dhaka-ish
 * skyline, people seen across a table, laptops from behind, plants and pendant lamps.
 * People here are tiny and faceless on purpose: they populate a room, the portraits
 * (people.ts) are where faces live.
 */
import { butiUse } from "./jamdani.ts";
import { P } from "./palette.ts";
import type { Rng } from "./random.ts";
import { circle, d, ellipse, g, path, rect, stroke } from "./svg.ts";

export const skin = ["#f1c6a1", "#e0ac83", "#c98e62", "#a86f48", "#8a5535", "#6b3f26"] as const;
export const hairColours = ["#1b1410", "#2b1d14", "#3b2a1e", "#5a3a24", "#8c8c8c"] as const;
const clothes = [P.teal, P.coral, P.saffron, P.deepTeal, P.inkSoft, "#7a5a8c", P.cream];

/**
 * A skyline band: towers with window grids, one domed mosque with minarets for old Dhaka,
 * and rooftop water tanks. `base` is the ground y; heights scale with `h`. All blocks are one
 * path and all windows another (dashed strokes restart per subpath), so a full skyline costs
 * about 1.5 KB however many towers it has. `window` = null draws a flat silhouette.
 */
export function skyline(
  x: number,
  base: number,
  w: number,
  h: number,
  r: Rng,
  colour: string,
  window: string | null,
): string {
  let blocks = "";
  let windows = "";
  const box = (bx: number, by: number, bw: number, bh: number): string => d`M${bx} ${by}h${bw}v${bh}h${-bw}Z`;
  let cx = x;
  while (cx < x + w) {
    const bw = r.int(34, 70);
    const bh = h * r.range(0.35, 1);
    if (r.chance(0.12) && cx + 90 < x + w) {
      const mh = h * 0.62;
      blocks += box(cx, base - h * 0.32, 90, h * 0.32) + d`M${cx + 18} ${base - h * 0.32}a27 27 0 0 1 54 0Z`;
      blocks += box(cx + 4, base - mh, 8, mh) + box(cx + 78, base - mh, 8, mh);
      blocks += d`M${cx + 3} ${base - mh}L${cx + 8} ${base - h * 0.7}L${cx + 13} ${base - mh}ZM${cx + 77} ${base - mh}L${cx + 82} ${base - h * 0.7}L${cx + 87} ${base - mh}Z`;
      cx += 94;
      continue;
    }
    blocks += box(cx, base - bh, bw, bh);
    if (r.chance(0.3)) blocks += box(cx + bw * 0.3, base - bh - 14, 8, 14);
    for (let col = cx + 10; col < cx + bw - 8; col += 12) windows += d`M${col} ${base - bh + 10}V${base - 8}`;
    cx += bw + r.int(2, 8);
  }
  return (
    path(blocks, colour) +
    (window ? path(windows, "none", { stroke: window, "stroke-width": 5, "stroke-dasharray": "5 7" }) : "")
  );
}

/**
 * A person seen across a table, from the waist up; (x, y) is the centre of the table edge
 * they sit behind. Returns the figure; the table is drawn over the lower body by the caller.
 */
export function seatedPerson(x: number, y: number, s: number, r: Rng, uniform?: string): string {
  const tone = r.pick(skin);
  const hair = r.pick(hairColours.slice(0, 4));
  const shirt = uniform ?? r.pick(clothes);
  const style = r.int(0, 3);
  let out = path(
    d`M${x - 34 * s} ${y}V${y - 40 * s}Q${x - 34 * s} ${y - 66 * s} ${x} ${y - 68 * s}Q${x + 34 * s} ${y - 66 * s} ${x + 34 * s} ${y - 40 * s}V${y}Z`,
    shirt,
  );
  out += rect(x - 6 * s, y - 80 * s, 12 * s, 16 * s, tone, 3 * s);
  if (style === 3) {
    // Hijab: one rounded shape over head and shoulders, face oval on top.
    out += path(
      d`M${x - 24 * s} ${y - 60 * s}Q${x - 26 * s} ${y - 118 * s} ${x} ${y - 120 * s}Q${x + 26 * s} ${y - 118 * s} ${x + 24 * s} ${y - 60 * s}Z`,
      r.pick([P.teal, P.coral, P.saffron, P.deepTeal]),
    );
    out += ellipse(x, y - 92 * s, 14 * s, 17 * s, tone) + face(x, y - 91 * s, s);
    return out;
  }
  if (style === 2)
    out += path(
      d`M${x - 20 * s} ${y - 94 * s}Q${x - 24 * s} ${y - 56 * s} ${x - 10 * s} ${y - 60 * s}H${x + 10 * s}Q${x + 24 * s} ${y - 56 * s} ${x + 20 * s} ${y - 94 * s}Z`,
      hair,
    );
  out += circle(x, y - 94 * s, 18 * s, tone) + face(x, y - 92 * s, s);
  out += path(
    d`M${x - 19 * s} ${y - 94 * s}Q${x - 20 * s} ${y - 116 * s} ${x} ${y - 116 * s}Q${x + 20 * s} ${y - 116 * s} ${x + 19 * s} ${y - 94 * s}Q${x + 6 * s} ${y - 104 * s} ${x - 19 * s} ${y - 94 * s}Z`,
    hair,
  );
  if (style === 1) out += circle(x + 12 * s, y - 114 * s, 8 * s, hair);
  return out;
}

/** Two dot eyes and a small smile: enough to make a tiny figure friendly. */
function face(x: number, y: number, s: number): string {
  return (
    circle(x - 6 * s, y, 1.8 * s, P.ink) +
    circle(x + 6 * s, y, 1.8 * s, P.ink) +
    stroke(d`M${x - 5 * s} ${y + 7 * s}Q${x} ${y + 11 * s} ${x + 5 * s} ${y + 7 * s}`, P.ink, 1.6 * s)
  );
}

/** Laptop seen from behind: screen back with a buti logo (needs the #b def), on the table. */
export function laptopBack(x: number, y: number, s: number, shell: string): string {
  return (
    path(d`M${x - 38 * s} ${y}L${x - 34 * s} ${y - 50 * s}H${x + 34 * s}L${x + 38 * s} ${y}Z`, shell) +
    g({ fill: P.cream }, butiUse(x, y - 26 * s)) +
    circle(x, y - 26 * s, 2, P.saffron)
  );
}

/** Potted plant: leaves as rotated ellipses over a tapered pot. */
export function plant(x: number, y: number, s: number, pot: string): string {
  let leaves = "";
  for (const [dx, dy, rot, c] of [
    [-14, -56, -30, P.teal],
    [14, -58, 30, P.tealDark],
    [0, -72, 0, P.teal],
    [-22, -36, -55, P.tealDark],
    [22, -38, 55, P.teal],
  ] as const) {
    leaves += ellipse(x + dx * s, y + dy * s, 9 * s, 24 * s, c, {
      transform: d`rotate(${rot} ${x + dx * s} ${y + dy * s})`,
    });
  }
  return leaves + path(d`M${x - 20 * s} ${y - 26 * s}H${x + 20 * s}L${x + 15 * s} ${y}H${x - 15 * s}Z`, pot);
}

/** Pendant lamp hanging from the top edge. */
export function lamp(x: number, len: number, s: number, shade: string): string {
  return (
    rect(x - 1, 0, 2, len, P.ink) +
    path(
      d`M${x - 24 * s} ${len + 22 * s}Q${x - 22 * s} ${len} ${x} ${len}Q${x + 22 * s} ${len} ${x + 24 * s} ${len + 22 * s}Z`,
      shade,
    ) +
    circle(x, len + 22 * s, 5 * s, P.saffronSoft)
  );
}
