/**
 * People images (320x320). Team members get flat head-and-shoulders portraits whose features
 * come from their alt text (gender presentation, hijab and its colour, glasses, beard, hair
 * length, clothing, a laptop or stylus) so the picture matches what screen readers announce;
 * anything the alt text leaves open (skin tone, background, hair colour) comes from the hash
 * of the id. Testimonial alts describe a business emblem instead, drawn by emblems.ts.
 */
import { drawEmblems, emblemsFor } from "./emblems.ts";
import { rosette } from "./jamdani.ts";
import { describe } from "./motifs/index.ts";
import { mix, P, theme } from "./palette.ts";
import { rng, type Rng } from "./random.ts";
import type { ArtRequest } from "./requests.ts";
import { hairColours, skin } from "./scenery.ts";
import { circle, ellipse, g, path, rect, stroke, svgDoc } from "./svg.ts";

const backgrounds = [P.mint, P.saffronSoft, "#f6d3c7", P.teal, P.deepTeal, "#e7dff0"];
/** Colour words in alt text; "navy" and "white" are clothing colours outside the brand palette. */
const colourWords: Record<string, string> = {
  teal: P.teal,
  green: P.tealDark,
  navy: "#1f3350",
  blue: "#2f5d8a",
  black: "#1b1b1f",
  white: "#f4f4f2",
  grey: "#8a9096",
  gray: "#8a9096",
  red: P.coralDark,
  maroon: "#7a2a35",
  coral: P.coral,
  orange: P.coral,
  yellow: P.saffron,
  saffron: P.saffron,
  pink: "#e58ea3",
  purple: "#7a5a8c",
  brown: "#6b4a2e",
};

type Look = {
  feminine: boolean;
  hijab?: string;
  glasses: boolean;
  beard: boolean;
  hair: "short" | "long" | "bun" | "none";
  hairColour: string;
  skin: string;
  top: string;
  blazer: boolean;
  prop?: "laptop" | "stylus";
};

/** First colour word right before `noun` ("a teal hijab", "a navy blazer"), if any. */
function colourOf(alt: string, noun: string): string | undefined {
  const m = new RegExp(`(\\w+) ${noun}`).exec(alt);
  return m ? colourWords[m[1] ?? ""] : undefined;
}

function lookFor(alt: string, country: string | undefined, r: Rng): Look {
  const feminine = /\b(woman|girl|lady|she|her)\b/.test(alt) || (!/\b(man|boy|he|his)\b/.test(alt) && r.chance(0.5));
  const hijab = /hijab|headscarf/.test(alt)
    ? (colourOf(alt, "hijab") ?? colourOf(alt, "headscarf") ?? r.pick([P.teal, P.coral, P.saffron]))
    : undefined;
  // Skin tones: South Asian range for Dhaka and by default, wider for Gulf and UK clients.
  const tones =
    country === "United Kingdom" ? skin : country && country !== "Bangladesh" ? skin.slice(0, 4) : skin.slice(1, 6);
  const hairMatch = /(\w+) hair/.exec(alt);
  return {
    feminine,
    hijab,
    glasses: /glasses|spectacles/.test(alt),
    beard: /beard/.test(alt),
    hair: /bald/.test(alt)
      ? "none"
      : /long hair|ponytail/.test(alt)
        ? "long"
        : /\bbun\b/.test(alt)
          ? "bun"
          : /short/.test(alt)
            ? "short"
            : feminine
              ? r.pick(["long", "bun"] as const)
              : "short",
    hairColour: (hairMatch && colourWords[hairMatch[1] ?? ""]) ?? r.pick(hairColours.slice(0, 3)),
    skin: r.pick(tones),
    top:
      colourOf(alt, "blazer") ??
      colourOf(alt, "shirt") ??
      colourOf(alt, "kurta") ??
      r.pick([P.teal, P.coral, P.saffron, P.inkSoft, "#7a5a8c"]),
    blazer: /blazer|suit|jacket/.test(alt),
    prop: /laptop/.test(alt) ? "laptop" : /stylus|\bpen\b/.test(alt) ? "stylus" : undefined,
  };
}

function portrait(L: Look): string {
  const shade = mix(L.skin, P.ink, 0.18);
  let s = "";
  if (L.hair === "long" && !L.hijab) s += path("M96 150Q90 60 160 58Q230 60 224 150L232 262H88Z", L.hairColour);
  // Shoulders and clothes; a blazer adds lapels over a light shirt.
  s += path("M40 320Q44 246 118 232H202Q276 246 280 320Z", L.top);
  if (L.blazer)
    s +=
      path("M140 232L160 292L180 232Z", P.white) +
      path("M118 232L160 320L132 240ZM202 232L160 320L188 240Z", mix(L.top, P.ink, 0.25));
  else if (!L.hijab) s += path("M136 232L160 262L184 232Z", L.top === "#f4f4f2" ? "#dcdcd8" : mix(L.top, P.ink, 0.2));
  s += rect(140, 196, 40, 46, shade, 14);
  if (L.hijab)
    s +=
      path(
        "M160 48C98 48 88 110 92 160 96 214 112 240 160 250 208 240 224 214 228 160 232 110 222 48 160 48Z",
        L.hijab,
      ) + path("M94 180C96 250 80 280 44 320H276C240 280 224 250 226 180Z", L.hijab);
  else s += ellipse(100, 152, 11, 16, shade) + ellipse(220, 152, 11, 16, shade);
  s += ellipse(160, 146, L.hijab ? 50 : 60, L.hijab ? 62 : 70, L.skin);
  if (!L.hijab && L.hair !== "none") {
    s += path("M98 150Q92 72 160 70Q228 72 222 150Q214 112 196 104Q170 122 120 112Q104 124 98 150Z", L.hairColour);
    if (L.hair === "bun") s += circle(160, 62, 24, L.hairColour);
  }
  if (L.beard)
    s +=
      path("M104 150Q106 220 160 222Q214 220 216 150Q204 186 184 182Q160 174 136 182Q116 186 104 150Z", L.hairColour) +
      ellipse(160, 184, 16, 6, L.skin);
  // Face: brows, eyes, nose, smile.
  s += stroke("M124 128q10-6 20 0M176 128q10-6 20 0", L.hijab ? P.ink : L.hairColour, 4);
  s += circle(134, 146, 5, P.ink) + circle(186, 146, 5, P.ink) + stroke("M160 150q-4 14 4 16", shade, 3);
  s += path("M142 180Q160 196 178 180Q160 186 142 180Z", P.white, {
    stroke: mix(L.skin, P.coralDark, 0.5),
    "stroke-width": 3,
    "stroke-linejoin": "round",
  });
  s += ellipse(122, 168, 10, 6, P.coral, { opacity: 0.18 }) + ellipse(198, 168, 10, 6, P.coral, { opacity: 0.18 });
  if (L.glasses)
    s += g(
      { fill: "none", stroke: P.ink, "stroke-width": 4 },
      rect(114, 130, 38, 30, "none", 10),
      rect(168, 130, 38, 30, "none", 10),
      path("M152 142Q160 136 168 142", "none"),
    );
  if (L.prop === "laptop") s += path("M196 320L210 262H300L290 320Z", P.inkSoft) + circle(252, 292, 7, P.cream);
  if (L.prop === "stylus")
    s +=
      g(
        { transform: "rotate(-24 250 280)" },
        rect(244, 210, 12, 96, P.saffron, 6),
        path("M244 306H256L250 324Z", P.ink),
      ) + ellipse(236, 300, 24, 20, L.skin);
  return s;
}

export function renderPerson(req: ArtRequest): string {
  const r = rng(req.src);
  const alt = describe(req.alt);
  const bg = r.pick(backgrounds);
  const dark = bg === P.teal || bg === P.deepTeal;
  const t = theme(dark ? "dark" : "cream", P.teal, P.coral, P.saffron);
  // A faint rosette behind the head ties portraits to the rest of the art.
  let body = g(
    { opacity: dark ? 0.25 : 0.35 },
    rosette(160, 150, 150, dark ? P.mint : P.white, bg, dark ? P.mint : P.white),
  );
  // "Illustrated avatar for <business> showing <things>" is an emblem; anything else is a person.
  // Only the words after "showing" count, so "Fashion House" in a name does not draw a house.
  const showing = /\bshowing\b(.*)$/.exec(alt);
  const emblems = showing && !/\bportrait\b/i.test(req.alt) ? emblemsFor(showing[1] ?? "") : [];
  body += emblems.length ? drawEmblems(emblems, t, r) : portrait(lookFor(alt, req.country, r.fork("look")));
  return svgDoc(req.width, req.height, 320, 320, bg, body);
}
