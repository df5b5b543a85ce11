/**
 * Business avatars for client testimonials. Their alt texts describe an emblem, not a face
 * ("a tooth inside a map pin", "a spray bottle in front of a marina skyline"), so these are
 * drawn from a small vocabulary of objects: backdrops (skyline, dunes, river) fill the lower
 * half, containers (map pin, shield) hold the next object, other objects stand side by side.
 * Every object is drawn in a 200x200 box standing on its bottom edge.
 */
import { butiPath, latticePattern } from "./jamdani.ts";
import { motifById } from "./motifs/index.ts";
import { shieldPath } from "./motifs/security.ts";
import { P, type Theme } from "./palette.ts";
import type { Rng } from "./random.ts";
import { skyline } from "./scenery.ts";
import { circle, d, el, ellipse, g, path, rect, stroke } from "./svg.ts";

type Emblem = {
  id: string;
  match: RegExp;
  role: "backdrop" | "container" | "object";
  draw: (t: Theme, r: Rng) => string;
};

const tower = (x: number, w: number, h: number, c: string): string => {
  const columns = Array.from({ length: Math.floor(w / 14) }, (_, i) => d`M${x + 9 + i * 14} ${210 - h}V192`).join("");
  return (
    rect(x, 200 - h, w, h, c, 3) +
    path(columns, "none", { stroke: P.mint, "stroke-width": 5, "stroke-dasharray": "6 6" })
  );
};

const WOOD = "#9b6a3a";
const KRAFT = "#d9a066";

const emblems: Emblem[] = [
  {
    id: "skyline",
    match: /skyline|towers/,
    role: "backdrop",
    draw: (t, r) => skyline(0, 200, 200, 150, r, "#9fcfc4", null),
  },
  {
    id: "dune",
    match: /dunes?|desert/,
    role: "backdrop",
    draw: () =>
      path("M0 150Q60 100 120 140T200 130V200H0Z", "#e9b872") + path("M0 175Q70 140 200 170V200H0Z", P.saffron),
  },
  {
    id: "river",
    match: /river|water beneath|\bsea\b/,
    role: "backdrop",
    draw: () =>
      rect(0, 150, 200, 50, P.teal) +
      stroke("M10 165q15-8 30 0t30 0M90 180q15-8 30 0t30 0M140 162q15-8 30 0", P.mint, 4),
  },
  {
    id: "pin",
    match: /map pin|location pin/,
    role: "container",
    draw: (t) => path("M100 196C60 150 36 120 36 86a64 64 0 0 1 128 0c0 34-24 64-64 110z", t.accent),
  },
  {
    id: "shield",
    match: /shield/,
    role: "container",
    draw: (t) =>
      path(shieldPath(30, 20, 140, 176), t.primary) + path(shieldPath(44, 34, 112, 146), P.ink, { opacity: 0.12 }),
  },
  {
    id: "tooth",
    match: /tooth|dental/,
    role: "object",
    draw: () =>
      path(
        "M60 60C60 30 90 36 100 44 110 36 140 30 140 60c0 30-8 40-12 80-2 18-18 18-20 0l-8-40-8 40c-2 18-18 18-20 0-4-40-12-50-12-80z",
        P.white,
        {
          stroke: P.ink,
          "stroke-width": 5,
          "stroke-linejoin": "round",
        },
      ),
  },
  {
    // Woven basket: the lattice pattern doubles as the weave.
    id: "basket",
    match: /basket/,
    role: "object",
    draw: () =>
      `<defs>${latticePattern("wv", "#7a4f26", 14, 3)}</defs>` +
      stroke("M46 110Q100 20 154 110", WOOD, 9) +
      path("M30 104H170L152 196H48Z", KRAFT) +
      path("M30 104H170L152 196H48Z", "url(#wv)") +
      rect(24, 98, 152, 14, WOOD, 7),
  },
  {
    // Shapla, the water lily: Bangladesh's national flower.
    id: "lily",
    match: /water lily|lotus|shapla/,
    role: "object",
    draw: () => {
      let petals = "";
      for (let i = -3; i <= 3; i++) {
        petals += el("ellipse", {
          cx: 100,
          cy: 110,
          rx: 13,
          ry: 46,
          fill: i % 2 ? "#f08aa0" : "#e86a88",
          transform: d`rotate(${i * 24} 100 160)`,
        });
      }
      return ellipse(100, 176, 84, 20, P.teal) + petals + circle(100, 150, 12, P.saffron);
    },
  },
  {
    id: "sacks",
    match: /sacks?|grain|rice/,
    role: "object",
    draw: () =>
      (
        [
          [6, 108, KRAFT],
          [66, 92, "#c98f55"],
          [118, 114, "#e2b27a"],
        ] as const
      )
        .map(
          ([x, y, c]) =>
            path(
              d`M${x + 4} 196Q${x - 6} ${y + 30} ${x + 20} ${y + 12}L${x + 16} ${y}H${x + 52}L${x + 48} ${y + 12}Q${x + 74} ${y + 30} ${x + 64} 196Z`,
              c,
            ) +
            rect(x + 16, y + 8, 36, 6, "#7a4f26", 3) +
            circle(x + 34, y + 2, 5, P.saffronSoft),
        )
        .join(""),
  },
  {
    id: "truck",
    match: /truck|\bvan\b|delivery/,
    role: "object",
    draw: (t, r) => g({ transform: "translate(0 84) scale(1.15)" }, motifById("van").draw(t, r)),
  },
  {
    // Folded saree: three layers, each with a woven border (a dashed line) and a buti.
    id: "saree",
    match: /saree|sari|fabric|textile/,
    role: "object",
    draw: (t) =>
      [0, 1, 2]
        .map((i) => {
          const y = 150 - i * 38;
          const c = [P.coral, t.primary, P.saffron][i] ?? P.coral;
          return (
            rect(26 + i * 6, y, 148 - i * 12, 40, c, 8) +
            path(d`M${34 + i * 6} ${y + 32}H${166 - i * 6}`, "none", {
              stroke: P.cream,
              "stroke-width": 6,
              "stroke-dasharray": "4 3",
            }) +
            path(butiPath(70 + i * 20, y + 14, 8), P.cream, { opacity: 0.8 })
          );
        })
        .join(""),
  },
  {
    id: "spray",
    match: /spray bottle|cleaning/,
    role: "object",
    draw: (t) =>
      path("M70 196V110Q70 84 88 80H112Q130 84 130 110V196Z", t.primary) +
      rect(80, 120, 40, 40, P.cream, 6) +
      rect(92, 56, 16, 26, P.ink) +
      path("M80 40H132L126 58H80Z", P.coral) +
      circle(150, 50, 8, P.white) +
      circle(164, 72, 5, P.white),
  },
  {
    id: "tower",
    match: /office tower|tower block|skyscraper/,
    role: "object",
    draw: (t) => tower(62, 76, 180, t.primary) + rect(92, 6, 16, 16, t.primary),
  },
  {
    id: "pot",
    match: /biryani|\bpot\b|handi|kitchen/,
    role: "object",
    draw: () =>
      stroke("M80 60q-10-15 0-30t0-28M100 56q-10-15 0-30t0-28M120 60q-10-15 0-30t0-28", P.white, 5, { opacity: 0.85 }) +
      ellipse(100, 150, 74, 50, "#b5651d") +
      rect(40, 88, 120, 22, "#8a4a14", 8) +
      circle(100, 82, 10, "#8a4a14") +
      rect(34, 122, 132, 8, P.saffron),
  },
  {
    id: "dhow",
    match: /dhow|boat/,
    role: "object",
    draw: () =>
      path("M100 20V150", "none", { stroke: P.ink, "stroke-width": 4 }) +
      path("M104 24L176 140H104Z", P.cream) +
      path("M96 40L40 140H96Z", P.saffronSoft) +
      path("M20 150H184L160 186H44Z", WOOD) +
      stroke("M20 194q20-8 40 0t40 0 40 0 40 0", P.teal, 5),
  },
  {
    // Cartons with squiggles that suggest (but do not fake) Arabic script labels.
    id: "cartons",
    match: /cartons?|boxes|shipping/,
    role: "object",
    draw: () =>
      (
        [
          [30, 120],
          [100, 120],
          [64, 44],
        ] as const
      )
        .map(
          ([x, y]) =>
            rect(x, y, 70, 76, KRAFT, 4) +
            rect(x + 29, y, 12, 76, "#c98f55") +
            stroke(d`M${x + 10} ${y + 26}q6-8 12 0t12-2M${x + 10} ${y + 40}q8-6 14 0`, P.ink, 3),
        )
        .join(""),
  },
  {
    id: "plane",
    match: /aeroplane|airplane|plane|flight/,
    role: "object",
    draw: () =>
      path(
        "M100 20c8 0 10 14 10 30v30l60 34v16l-60-16v34l18 14v12l-28-8-28 8v-12l18-14v-34l-60 16v-16l60-34V50c0-16 2-30 10-30z",
        P.white,
        {
          stroke: P.ink,
          "stroke-width": 3,
          transform: "rotate(30 100 110)",
        },
      ),
  },
  {
    id: "house",
    match: /terraced house|house|home/,
    role: "object",
    draw: (t) =>
      [0, 1, 2]
        .map((i) => {
          const x = 16 + i * 56;
          return (
            rect(x, 90, 56, 100, [P.coral, P.saffron, t.primary][i] ?? P.coral) +
            path(d`M${x - 4} 92L${x + 28} 54L${x + 60} 92Z`, P.inkSoft) +
            rect(x + 20, 150, 16, 40, P.cream, 2) +
            rect(x + 10, 104, 14, 16, P.cream, 2) +
            rect(x + 32, 104, 14, 16, P.cream, 2)
          );
        })
        .join(""),
  },
];

/** Emblems the alt names, in reading order, backdrops first in drawing order. */
export function emblemsFor(alt: string): Emblem[] {
  const found = emblems
    .map((e) => ({ e, at: alt.search(e.match) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.e);
  // At most one backdrop, one container and two objects: more would not fit a small avatar.
  const backdrop = found.find((e) => e.role === "backdrop");
  const container = found.find((e) => e.role === "container");
  const objects = found.filter((e) => e.role === "object").slice(0, container ? 1 : 2);
  return [backdrop, container, ...objects].filter((e): e is Emblem => Boolean(e));
}

/** Draws the emblem set centred in a 320x320 avatar. */
export function drawEmblems(set: Emblem[], t: Theme, r: Rng): string {
  const place = (e: Emblem, x: number, y: number, s: number): string =>
    g({ transform: d`translate(${x} ${y}) scale(${s})` }, e.draw(t, r.fork(e.id)));
  let out = "";
  const backdrop = set.find((e) => e.role === "backdrop");
  const container = set.find((e) => e.role === "container");
  const objects = set.filter((e) => e.role === "object");
  if (backdrop) out += place(backdrop, 0, 40, 1.6);
  if (container) {
    out += place(container, 60, 50, 1);
    if (objects[0])
      out += place(
        objects[0],
        container.id === "pin" ? 116 : 106,
        container.id === "pin" ? 74 : 96,
        container.id === "pin" ? 0.44 : 0.54,
      );
    return out;
  }
  if (objects.length === 1) return out + place(objects[0]!, 60, 60, 1);
  if (objects.length === 2) return out + place(objects[0]!, 14, 70, 0.86) + place(objects[1]!, 150, 110, 0.74);
  return out;
}
