/**
 * The Jamdani layer: the woven-textile motifs that tie every illustration to the brand.
 * Jamdani saris are muslin with supplementary-weft figures: diamond lattices (jaal), small
 * scattered flowers (buti) and stepped borders (paar). Here they become flat geometric
 * shapes drawn in one or two colours, used as backgrounds and ornaments around the UI motifs.
 */
import { P } from "./palette.ts";
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

/** <pattern> of scattered buti flowers on a staggered grid: quieter than the lattice. */
export function butiPattern(id: string, color: string, size = 36): string {
  return el(
    "pattern",
    { id, width: size, height: size, patternUnits: "userSpaceOnUse" },
    path(butiPath(size / 4, size / 4, size / 9) + butiPath((size * 3) / 4, (size * 3) / 4, size / 9), color),
  );
}

/** Four diamond petals around a centre: the smallest Jamdani flower. Returns path data only. */
export function butiPath(cx: number, cy: number, r: number): string {
  let s = "";
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) {
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

/**
 * A paar (border) band: a row of stepped triangles over a row of small diamonds. Drawn as a
 * single path per colour so a 1200 px band costs a few hundred bytes.
 */
export function paarBand(x: number, y: number, w: number, h: number, c1: string, c2: string): string {
  const step = h;
  let tri = "";
  let dia = "";
  for (let i = 0; x + i * step < x + w; i++) {
    const x0 = x + i * step;
    tri += d`M${x0} ${y + h * 0.55}L${x0 + step / 2} ${y}L${x0 + step} ${y + h * 0.55}Z`;
    const cx = x0 + step / 2;
    dia += d`M${cx} ${y + h * 0.62}L${cx + h * 0.19} ${y + h * 0.81}L${cx} ${y + h}L${cx - h * 0.19} ${y + h * 0.81}Z`;
  }
  return path(tri, c1) + path(dia, c2);
}

/** Mughal-style pointed arch (the mosque-and-window shape of old Dhaka), as path data. */
export function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return d`M${x} ${y + h}V${y + r * 0.9}Q${x} ${y + r * 0.15} ${x + r} ${y}Q${x + w} ${y + r * 0.15} ${x + w} ${y + r * 0.9}V${y + h}Z`;
}

/** Colour of lattice strokes on a background: light on dark, teal on light. */
export function latticeInk(dark: boolean): string {
  return dark ? P.mint : P.teal;
}
