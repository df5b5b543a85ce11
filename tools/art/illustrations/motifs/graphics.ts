/**
 * Graphics design: pen tool and bezier curves, swatches, stationery, print and packaging.
 * The "logo" in these drawings is always a Jamdani rosette, so client work looks on-brand.
 */
import { P } from "../palette.ts";
import { rosette } from "../jamdani.ts";
import { circle, d, g, path, poly, rect, stroke } from "../svg.ts";
import { bars, picture, shadow } from "../ui.ts";
import { motif, type Motif } from "./types.ts";

const handle = (x: number, y: number, c: string): string =>
  rect(x - 4, y - 4, 8, 8, P.white, 1, { stroke: c, "stroke-width": 2 });

const bezier = motif(
  "bezier",
  210,
  140,
  /bezier|vector|pen tool|curves?\b|logo sketch|logo being drawn/,
  (t) =>
    shadow(0, 0, 210, 140, 8) +
    rect(0, 0, 210, 140, t.panel, 8) +
    stroke("M20 110C40 20 110 20 120 70S190 120 196 34", t.primary, 5) +
    stroke("M20 110L44 40M120 70L92 100M120 70L150 40", t.accent, 1.5) +
    circle(44, 40, 4, t.accent) +
    circle(92, 100, 4, t.accent) +
    circle(150, 40, 4, t.accent) +
    handle(20, 110, t.primary) +
    handle(120, 70, t.primary) +
    handle(196, 34, t.primary) +
    path("M150 94l8 26 6-8 10 12 6-5-10-12 10-4z", P.ink),
);

const swatches = motif("swatches", 180, 160, /swatch|colou?r palette|palette|colour chips/, () => {
  const cols = [P.deepTeal, P.teal, P.mint, P.saffron, P.coral];
  let s = "";
  cols.forEach((c, i) => {
    const rot = -40 + i * 17;
    s += g(
      { transform: d`rotate(${rot} 40 140)` },
      rect(31, 14, 32, 130, P.ink, 6, { opacity: 0.12 }),
      rect(28, 10, 32, 130, P.white, 6),
      rect(31, 13, 26, 70, c, 4),
      bars(33, 92, [18, 12], "#cfd3d5", 4, 8),
    );
  });
  return s + circle(44, 130, 5, P.ink);
});

const logoMark = motif(
  "logomark",
  120,
  120,
  /logo mark|\blogos?\b|brand mark/,
  (t) =>
    circle(60, 60, 56, t.primary) +
    circle(60, 60, 46, "none", { stroke: P.cream, "stroke-width": 1.5, "stroke-dasharray": "3 4" }) +
    rosette(60, 60, 34, P.saffron, P.cream, t.primary),
);

const stationery = motif("stationery", 220, 160, /business card|letterhead|stationery/, (t) => {
  let s =
    shadow(0, 0, 120, 160, 4) + rect(0, 0, 120, 160, t.panel, 4) + rosette(22, 22, 11, t.primary, P.cream, t.accent);
  s +=
    bars(40, 16, [40, 24], t.line, 4, 8) +
    bars(14, 50, [92, 86, 92, 70, 88, 60], t.line, 3.5, 10) +
    rect(0, 148, 120, 12, t.primary, 0);
  return (
    s +
    g(
      { transform: "translate(96 88) rotate(-8)" },
      shadow(0, 0, 116, 66, 6),
      rect(0, 0, 116, 66, t.primary, 6),
      rosette(30, 33, 16, P.saffron, P.cream, t.primary),
      bars(56, 22, [46, 30, 38], P.cream, 4, 9),
    )
  );
});

const formats = motif(
  "formats",
  220,
  150,
  /square, vertical and wide|post sizes|ad creatives|social media creatives/,
  (t) =>
    shadow(0, 0, 90, 90, 6) +
    rect(0, 0, 90, 90, t.primary, 6) +
    rosette(45, 40, 22, P.saffron, P.cream, t.primary) +
    rect(14, 74, 50, 6, P.cream, 3) +
    shadow(100, 0, 60, 106, 6) +
    rect(100, 0, 60, 106, t.accent, 6) +
    circle(130, 40, 16, P.cream) +
    bars(110, 72, [40, 30], P.cream, 5, 10) +
    shadow(0, 102, 220, 48, 6) +
    rect(0, 102, 220, 48, t.panel, 6) +
    picture(8, 108, 60, 36, t.soft, t.third, P.saffron) +
    bars(78, 116, [110, 80], t.line, 5, 11) +
    rect(170, 0, 50, 96, t.third, 6, { opacity: 0.9 }) +
    stroke("M182 24h26M182 36h18", P.cream, 4),
);

const brochure = motif(
  "brochure",
  180,
  140,
  /brochure|leaflet|flyer|tri-?fold/,
  (t) =>
    shadow(0, 10, 180, 120, 2) +
    poly([0, 10, 60, 0, 60, 120, 0, 130], t.primary) +
    poly([60, 0, 120, 10, 120, 130, 60, 120], t.panel) +
    poly([120, 10, 180, 0, 180, 120, 120, 130], t.accent) +
    rosette(30, 44, 16, P.saffron, P.cream, t.primary) +
    bars(12, 80, [36, 28, 32], P.cream, 4, 9) +
    picture(68, 16, 44, 34, t.soft, t.third, P.saffron) +
    bars(68, 60, [44, 36, 40, 30, 42], t.line, 3.5, 9) +
    bars(130, 30, [40, 30, 36], P.cream, 4, 10),
);

const box = motif(
  "box",
  150,
  150,
  /product box|packaging|\bbox\b|\blabels?\b|cartons?/,
  (t) =>
    poly([75, 20, 140, 46, 75, 72, 10, 46], t.accent) +
    poly([10, 46, 75, 72, 75, 146, 10, 120], t.primary) +
    poly([75, 72, 140, 46, 140, 120, 75, 146], P.ink, { opacity: 0.85 }) +
    poly([75, 72, 140, 46, 140, 120, 75, 146], t.primary, { opacity: 0.55 }) +
    poly([24, 74, 62, 89, 62, 124, 24, 109], P.cream) +
    path(d`M36 94L43 88L50 100L43 106Z`, t.accent) +
    poly([42, 32, 108, 58, 108, 70, 42, 44], P.cream, { opacity: 0.35 }),
);

const poster = motif(
  "poster",
  110,
  150,
  /posters?\b|print ad/,
  (t) =>
    shadow(0, 0, 110, 150, 3) +
    rect(0, 0, 110, 150, P.deepTeal, 3) +
    circle(55, 56, 34, P.saffron) +
    rosette(55, 56, 24, P.coral, P.cream, P.deepTeal) +
    rect(14, 104, 82, 9, P.cream, 2) +
    rect(14, 120, 56, 5, P.mint, 2.5) +
    rect(14, 131, 40, 5, t.accent, 2.5),
);

const drawTablet = motif(
  "drawtablet",
  220,
  160,
  /designer's tablet|drawing tablet|logo being drawn on a tablet|drawn on a tablet|tablet with a pen/,
  (t) =>
    shadow(0, 10, 200, 140, 12) +
    rect(0, 10, 200, 140, P.ink, 12) +
    rect(10, 20, 180, 120, t.panel, 4) +
    circle(100, 80, 44, "none", { stroke: t.line, "stroke-width": 1.2, "stroke-dasharray": "3 3" }) +
    stroke("M40 80H160M100 20V140", t.line, 1.2, { "stroke-dasharray": "3 3" }) +
    rosette(100, 80, 34, t.primary, P.cream, t.accent) +
    g({ transform: "translate(150 60) rotate(32)" }, rect(0, 0, 12, 90, t.accent, 5), path("M0 90H12L6 106Z", P.ink)),
);

export const graphicsMotifs: Motif[] = [
  bezier,
  swatches,
  logoMark,
  stationery,
  formats,
  brochure,
  box,
  poster,
  drawTablet,
];
