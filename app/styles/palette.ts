/*
 * The brand palette, read from the design tokens (app/styles/tokens.css): the one place a colour
 * is defined. The art generator (tools/art/illustrations/palette.ts) and the page head's theme
 * colour (app/root.tsx) read it here, the stylesheets through their @import.
 */

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
 * (the form tokens.css keeps), in the @theme block: the light theme, which the art is drawn in
 * (the dark theme's overrides follow it in the same file). A token that is missing, or written another way (a shorthand hex,
 * oklch(), a var()), stops the generator with its name rather than drawing with a wrong colour.
 */
export function parsePalette(css: string, source = "the tokens stylesheet"): Palette {
  const declared = colourDeclarations(themeBlock(css));
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

/** The text of a rule's block: from `opener {` to its closing brace (blocks hold no nested rules). */
export function ruleBlock(css: string, opener: string): string {
  const start = css.indexOf(`${opener} {`);
  if (start < 0) throw new Error(`The tokens stylesheet has no "${opener} {" block.`);
  const end = css.indexOf("}", start);
  return css.slice(start + opener.length + 2, end);
}

const themeBlock = (css: string): string => ruleBlock(css, "@theme");

/** Every `--color-name: value;` of a block, by name (without the `--color-` prefix). */
export function colourDeclarations(block: string): Map<string, string> {
  const declared = new Map<string, string>();
  for (const [, name, value] of block.matchAll(/^\s*--color-([a-z0-9-]+)\s*:\s*([^;]*);/gm)) {
    if (name !== undefined && value !== undefined) declared.set(name, value.trim());
  }
  return declared;
}

/** Every colour token in each theme: the @theme block, and the same with the dark block's values. */
export function themeColours(css: string): { light: Map<string, string>; dark: Map<string, string> } {
  const light = colourDeclarations(themeBlock(css));
  const dark = new Map([...light, ...colourDeclarations(ruleBlock(css, ':root[data-theme="dark"]'))]);
  return { light, dark };
}
