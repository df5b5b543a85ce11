import { siteOrigins } from "../../../app/content/site-origins.ts";
import { escapeMarkup } from "../../../app/lib/escape-markup.ts";
import { P } from "../illustrations/palette.ts";
import { initialSite } from "./initial-site.ts";

/** An SVG placed inside another, as a data URL. */
export const embedSvg = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/**
 * The brand's card background (1200×630 SVG elements), shared by the site's Open Graph card and
 * the articles' cards: deep teal, the Jamdani lattice in saffron and a saffron rule at the bottom.
 */
export const brandBackdrop = `<defs>
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

/**
 * The 1200×630 Open Graph card: brand mark and name, tagline and the six service areas over a
 * Jamdani lattice, with the brand hero illustration on the right.
 */
export function ogImageSvg(logoSvg: string, heroSvg: string): string {
  const tagline = wrap(initialSite.tagline, 22)
    .map((line, i) => `<tspan x="72" dy="${i === 0 ? 0 : 50}">${escapeMarkup(line)}</tspan>`)
    .join("");
  const services = "Software · Marketing · Design · Video · Data · Security";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${brandBackdrop}
  <image href="${embedSvg(logoSvg)}" x="72" y="72" width="88" height="88"/>
  <text x="184" y="132" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="700" fill="${P.white}">${escapeMarkup(initialSite.brand)}</text>
  <text x="72" y="250" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="${P.cream}">${tagline}</text>
  <text x="72" y="520" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${P.mint}">${escapeMarkup(services)}</text>
  <text x="72" y="560" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${P.saffron}">${escapeMarkup(new URL(siteOrigins.productionUrl).host)}</text>
  <image href="${embedSvg(heroSvg)}" x="680" y="200" width="460" height="259"/>
</svg>`;
}
