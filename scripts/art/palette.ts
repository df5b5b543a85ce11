import { readFileSync } from "node:fs";

/** The stylesheet that defines the site's design tokens, for the public pages and the staff area alike. */
export const tokensFile = new URL("../../app/styles/tokens.css", import.meta.url);

/**
 * The brand colours the art uses, each named by its token in app/styles/tokens.css
 * (`--color-teal-deep` is `deepTeal` here). The drawings take every brand colour from this
 * palette, so the art sits on the same cream/teal pages without a colour clash.
 */
const tokenNames = {
  deepTeal: "teal-deep",
  teal: "teal",
  tealDark: "teal-dark",
  saffron: "saffron",
  saffronSoft: "saffron-soft",
  coral: "coral",
  coralDark: "coral-dark",
  cream: "cream",
  ink: "ink",
  inkSoft: "ink-soft",
  mint: "mint",
} as const;

export type Palette = Record<keyof typeof tokenNames, string> & { white: string };

/**
 * Reads the palette from the tokens stylesheet. The generator runs in plain Node, outside Vite
 * and Tailwind, so it parses the CSS itself: one `--color-name: #rrggbb;` declaration per line
 * (the form tokens.css keeps). A token that is missing, or written another way (a shorthand hex,
 * oklch(), a var()), stops the generator with its name rather than drawing with a wrong colour.
 */
export function parsePalette(css: string, source = "the tokens stylesheet"): Palette {
  const declared = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/^\s*--color-([a-z0-9-]+)\s*:\s*([^;]*);/gm)) {
    if (name !== undefined && value !== undefined) declared.set(name, value.trim());
  }
  const colours = {} as Record<keyof typeof tokenNames, string>;
  const problems: string[] = [];
  for (const [key, token] of Object.entries(tokenNames) as Array<[keyof typeof tokenNames, string]>) {
    const value = declared.get(token);
    if (value === undefined) problems.push(`--color-${token} is missing`);
    else if (!/^#[0-9a-f]{6}$/i.test(value)) problems.push(`--color-${token} is "${value}", not #rrggbb`);
    else colours[key] = value.toLowerCase();
  }
  if (problems.length > 0) throw new Error(`Cannot read the brand palette from ${source}: ${problems.join("; ")}.`);
  // Tailwind's own white, not a brand token: panels and highlights on the tinted backgrounds.
  return { ...colours, white: "#ffffff" };
}

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
