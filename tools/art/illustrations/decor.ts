/**
 * Background decoration shared by cards, category images and heroes: a Jamdani backdrop
 * shape behind the main motif, scattered buti flowers, a corner rosette and a paar border.
 * The backdrop is what gives dark-tone images a light area for the motifs to sit on.
 */
import { archPath, butiDef, butiUse, latticePattern, paarPattern, rosette } from "./jamdani.ts";
import { P, type Theme } from "./palette.ts";
import type { Rng } from "./random.ts";
import { d, g, path, rect } from "./svg.ts";
import { backdropColor, ornamentColor } from "./style.ts";

export type Backdrop = "arch" | "disc" | "diamond" | "panel";

/**
 * <defs> candidates for decorated images: lattice (#l), buti (#b) and paar band (#p).
 * svgDoc() keeps only the ones the drawing actually references.
 */
export function decorDefs(t: Theme, size = 22): string[] {
  return [
    latticePattern("l", ornamentColor(t), size, 1.1, t.dark ? P.saffron : t.primary === P.teal ? P.saffron : P.teal),
    butiDef(),
    paarPattern("p", 14, ornamentColor(t), t.dark ? P.saffron : P.coral),
  ];
}

/**
 * A big shape centred on (cx, cy) of about `size`, filled flat and overlaid with the lattice.
 * `w`/`h` are the canvas size (the arch and panel run to the bottom edge).
 */
export function backdrop(
  kind: Backdrop,
  cx: number,
  cy: number,
  size: number,
  w: number,
  h: number,
  t: Theme,
  mirror: boolean,
): string {
  const fill = backdropColor(t);
  const lattice = { opacity: t.dark ? 0.22 : 0.28 };
  let shape: string;
  switch (kind) {
    case "arch":
      shape = archPath(cx - size * 0.55, cy - size * 0.62, size * 1.1, h - (cy - size * 0.62) + 2);
      break;
    case "disc":
      shape = d`M${cx - size * 0.55} ${cy}a${size * 0.55} ${size * 0.55} 0 1 0 ${size * 1.1} 0a${size * 0.55} ${size * 0.55} 0 1 0 ${-size * 1.1} 0Z`;
      break;
    case "diamond":
      shape = d`M${cx} ${cy - size * 0.68}L${cx + size * 0.68} ${cy}L${cx} ${cy + size * 0.68}L${cx - size * 0.68} ${cy}Z`;
      break;
    case "panel": {
      const pw = w * 0.44;
      shape = mirror ? d`M${w - pw} 0H${w}V${h}H${w - pw}Z` : d`M0 0H${pw}V${h}H0Z`;
      return (
        path(shape, t.dark ? P.teal : t.primary, { opacity: t.dark ? 1 : 0.9 }) +
        path(shape, "url(#l)", { opacity: 0.3 })
      );
    }
  }
  return path(shape, fill) + path(shape, "url(#l)", lattice);
}

/** Small buti flowers at a few of the given spots (kept to the edges, away from motifs). */
export function sprinkle(spots: [number, number][], count: number, t: Theme, r: Rng): string {
  const uses = r
    .shuffle(spots)
    .slice(0, count)
    .map(([x, y]) => butiUse(x, y))
    .join("");
  return g({ fill: ornamentColor(t), opacity: t.dark ? 0.55 : 0.45 }, uses);
}

/** A large rosette tucked into a corner, partly off-canvas, as a quiet frame for the scene. */
export function cornerRosette(x: number, y: number, r: number, t: Theme): string {
  const c = ornamentColor(t);
  return `<g opacity="${t.dark ? 0.3 : 0.22}">${rosette(x, y, r, c, t.bg, c)}</g>`;
}

/** The paar border along the bottom edge (pattern #p is 14 units tall). */
export function bottomBand(w: number, h: number, t: Theme): string {
  return (
    rect(0, h - 18, w, 18, t.dark ? P.ink : t.primary, 0, { opacity: t.dark ? 0.35 : 0.12 }) +
    rect(0, 0, w, 14, "url(#p)", 0, { transform: `translate(0 ${h - 16})`, opacity: t.dark ? 0.6 : 0.5 })
  );
}
