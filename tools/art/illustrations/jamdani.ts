/**
 * The Jamdani layer: the woven-textile motifs that tie every illustration to the brand.
 * Jamdani saris are muslin with supplementary-weft figures: diamond lattices (jaal), small
 * scattered flowers (buti) and stepped borders (paar). Here they become flat geometric
 * shapes drawn in one or two colours, used as backgrounds and ornaments around the UI motifs.
 */
import { circle, d, el, path } from "./svg.ts";

/**
 * <pattern> for a diamond lattice with a dot in every diamond. Filled into rects, arches and
 * panels via fill="url(#id)". Cheap in bytes however large the area.
 */
export function latticePattern(id: string, color: string, size = 24, width = 1, dot?: string): string {
  const h = size / 2;
  return el(
    "pattern",
    { id, width: size, height: size, patternUnits: "userSpaceOnUse" },
    path(d`M${h} 0L${size} ${h}L${h} ${size}L0 ${h}Z`, "none", { stroke: color, "stroke-width": width }),
    dot ? circle(h, h, size / 14, dot) : "",
  );
}

/** Four diamond petals around a centre: the smallest Jamdani flower. Returns path data only. */
export function butiPath(cx: number, cy: number, r: number): string {
  let s = "";
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    const px = -dy;
    const py = dx;
    s += d`M${cx + dx * r * 0.2} ${cy + dy * r * 0.2}L${cx + dx * r * 0.6 + px * r * 0.3} ${cy + dy * r * 0.6 + py * r * 0.3}`;
    s += d`L${cx + dx * r} ${cy + dy * r}L${cx + dx * r * 0.6 - px * r * 0.3} ${cy + dy * r * 0.6 - py * r * 0.3}Z`;
  }
  return s;
}

export function buti(cx: number, cy: number, r: number, petal: string, centre: string): string {
  return path(butiPath(cx, cy, r), petal) + circle(cx, cy, r * 0.16, centre);
}

/** Eight-pointed star with a nested diamond: the large motif used as a medallion or sun. */
export function rosette(cx: number, cy: number, r: number, outer: string, inner: string, centre: string): string {
  const sq = (rad: number, rot: number): string => {
    let s = "";
    for (let i = 0; i < 4; i++) {
      const a = ((rot + i * 90) * Math.PI) / 180;
      s += `${i ? "L" : "M"}${d`${cx + Math.cos(a) * rad} ${cy + Math.sin(a) * rad}`}`;
    }
    return s + "Z";
  };
  return (
    path(sq(r, 0) + sq(r, 45), outer) +
    path(sq(r * 0.55, 0), inner) +
    path(butiPath(cx, cy, r * 0.5), outer) +
    circle(cx, cy, r * 0.12, centre)
  );
}

/** The buti as a reusable <defs> path (radius 10 at the origin, integer coordinates); place it with butiUse(). */
export const butiDef = (): string => el("path", { id: "b", d: butiPath(0, 0, 10) });

/** One buti from the shared definition: ~40 bytes instead of ~200 for a fresh path. Colour comes from the parent group. */
export const butiUse = (x: number, y: number): string => el("use", { href: "#b", x, y });

/**
 * The paar border as a <pattern> one tile wide: a stepped triangle over a small diamond.
 * Fill a rect of height `h` with it (see decor.ts bottomBand); the rect must start at y = 0 in
 * its own coordinates, which a translate on the rect guarantees.
 */
export function paarPattern(id: string, h: number, c1: string, c2: string): string {
  return el(
    "pattern",
    { id, width: h, height: h, patternUnits: "userSpaceOnUse" },
    path(d`M0 ${h * 0.55}L${h / 2} 0L${h} ${h * 0.55}Z`, c1),
    path(d`M${h / 2} ${h * 0.62}L${h / 2 + h * 0.19} ${h * 0.81}L${h / 2} ${h}L${h / 2 - h * 0.19} ${h * 0.81}Z`, c2),
  );
}

/** Mughal-style pointed arch (the mosque-and-window shape of old Dhaka), as path data. */
export function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return d`M${x} ${y + h}V${y + r * 0.9}Q${x} ${y + r * 0.15} ${x + r} ${y}Q${x + w} ${y + r * 0.15} ${x + w} ${y + r * 0.9}V${y + h}Z`;
}
