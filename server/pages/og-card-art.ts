import { siteOrigins } from "../../app/content/site-origins.ts";
import { escapeMarkup } from "../../app/lib/escape-markup.ts";

/**
 * The Open Graph cards' drawing as SVG text, without sharp: the build (tools/art/) and the running
 * server (og-card-render.server.ts) draw with these same functions, so a card the server draws
 * again after a publish looks as the build's. Colours come from the caller's palette (the design
 * tokens: the build parses the CSS file, the server bundle carries it).
 */

/** The design tokens' colours a card uses (app/styles/palette.ts's Palette has them all). */
export type CardPalette = Record<"deepTeal" | "saffron" | "white" | "cream" | "mint", string>;

/** An SVG placed inside another, as a data URL. */
export const embedSvg = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/**
 * The brand's card background (1200×630 SVG elements), shared by the site's card and the
 * articles' cards: deep teal, the Jamdani lattice in saffron and a saffron rule at the bottom.
 */
export const brandBackdrop = (P: CardPalette) => `<defs>
    <pattern id="lattice" width="36" height="36" patternUnits="userSpaceOnUse">
      <path d="M18 2 34 18 18 34 2 18z" fill="none" stroke="${P.saffron}" stroke-opacity=".18" stroke-width="2"/>
    </pattern>
  </defs>
  <rect width="1200" height="630" fill="${P.deepTeal}"/>
  <rect width="1200" height="630" fill="url(#lattice)"/>
  <rect x="0" y="600" width="1200" height="30" fill="${P.saffron}"/>`;

/** Splits a line of text into lines of at most `max` characters, on word boundaries. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** What the site's card shows that the content decides: the rest is the brand's art. */
export type SiteCard = { brand: string; tagline: string };

/**
 * The site's 1200×630 Open Graph card (/og-image.png, every page but an article's): brand mark and
 * name, tagline and the six service areas over a Jamdani lattice, the brand hero on the right.
 */
export function siteCardSvg(P: CardPalette, art: { logoSvg: string; heroSvg: string }, card: SiteCard): string {
  const tagline = wrap(card.tagline, 22)
    .map((line, i) => `<tspan x="72" dy="${i === 0 ? 0 : 50}">${escapeMarkup(line)}</tspan>`)
    .join("");
  const services = "Software · Marketing · Design · Video · Data · Security";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${brandBackdrop(P)}
  <image href="${embedSvg(art.logoSvg)}" x="72" y="72" width="88" height="88"/>
  <text x="184" y="132" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="700" fill="${P.white}">${escapeMarkup(card.brand)}</text>
  <text x="72" y="250" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="${P.cream}">${tagline}</text>
  <text x="72" y="520" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${P.mint}">${escapeMarkup(services)}</text>
  <text x="72" y="560" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${P.saffron}">${escapeMarkup(new URL(siteOrigins.productionUrl).host)}</text>
  <image href="${embedSvg(art.heroSvg)}" x="680" y="200" width="460" height="259"/>
</svg>`;
}

/** The brand's backdrop with the logo, under an article card's words (set by Pango, not SVG text). */
export const articleBackdropSvg = (
  P: CardPalette,
  logoSvg: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${brandBackdrop(P)}
  <image href="${embedSvg(logoSvg)}" x="72" y="56" width="64" height="64"/>
</svg>`;
