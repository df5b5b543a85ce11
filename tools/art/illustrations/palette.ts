import { readFileSync } from "node:fs";
import { type Palette, parsePalette } from "../../../app/styles/palette.ts";

export type { Palette };

/** The stylesheet that defines the site's design tokens, for the public pages and the staff area alike. */
export const tokensFile = new URL("../../../app/styles/tokens.css", import.meta.url);

export const P: Readonly<Palette> = parsePalette(readFileSync(tokensFile, "utf8"), tokensFile.pathname);

/** Linear mix of two #rrggbb colours; t = 0 gives a, t = 1 gives b. Used for tints and shades. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

function parse(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/**
 * Everything a drawing needs to colour itself. Motifs never hard-code colours for their main
 * shapes; they take them from the theme so the same motif works on cream, mint and teal cards.
 */
export type Theme = {
  /** Canvas background. */
  bg: string;
  /** True when bg is dark, so decorations switch to light strokes. */
  dark: boolean;
  /** Surface of frames, cards and windows. */
  panel: string;
  /** Second surface: sidebars, table headers, input fields. */
  soft: string;
  /** Text-line bars and thin strokes. */
  line: string;
  ink: string;
  /** The category colour: big shapes, headers. */
  primary: string;
  /** Highlight colour: buttons, active states, one or two details per image. */
  accent: string;
  /** A third colour so charts and swatches have enough distinct fills. */
  third: string;
};

export type Tone = "cream" | "mint" | "dark" | "saffron";

/** Builds a theme from a background tone and the category's primary/accent/third colours. */
export function theme(tone: Tone, primary: string, accent: string, third: string): Theme {
  const bg = { cream: P.cream, mint: P.mint, dark: P.deepTeal, saffron: P.saffronSoft }[tone];
  return {
    bg,
    dark: tone === "dark",
    panel: tone === "cream" ? P.white : P.cream,
    soft: tone === "mint" ? mix(P.mint, P.white, 0.3) : P.mint,
    line: mix(P.ink, P.white, 0.8),
    ink: P.ink,
    // On the dark tone a deep-teal primary would vanish into the background.
    primary: tone === "dark" && primary === P.deepTeal ? P.teal : primary,
    accent,
    third,
  };
}
