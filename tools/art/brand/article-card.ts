import sharp from "sharp";
import { escapeMarkup } from "../../../app/lib/escape-markup.ts";
import { P } from "../illustrations/palette.ts";
import { initialSite } from "./initial-site.ts";
import { brandBackdrop, embedSvg } from "./og-image.ts";

/**
 * The font the cards are set in, from the npm package the site's Bangla web font comes from: it
 * has Latin letters too, and passing the file to Pango (through sharp) shapes Bangla conjuncts
 * correctly without relying on the fonts of the machine that builds.
 */
const fontFile = (weight: 400 | 700) =>
  `node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`;

type TextLayer = { text: string; size: number; weight: 400 | 700; colour: string; width: number };

async function textLayer({ text, size, weight, colour, width }: TextLayer) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font: `Noto Sans Bengali ${weight === 700 ? "Bold" : "Regular"} ${size}`,
      fontfile: fontFile(weight),
      width,
      wrap: "word",
      spacing: Math.round(size * 0.25),
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: info.height };
}

/** The brand's backdrop with the logo; Pango sets the name and the words on top of it. */
const backdropSvg = (
  logoSvg: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  ${brandBackdrop}
  <image href="${embedSvg(logoSvg)}" x="72" y="56" width="64" height="64"/>
</svg>`;

type ArticleCard = { kicker: string; title: string; byline: string };

/**
 * An article's 1200×630 Open Graph image: the brand's art with the section and category above
 * the article's title, and the author and date below it. The title shrinks until it fits.
 */
export async function articleCardPng(logoSvg: string, card: ArticleCard): Promise<Buffer> {
  const brand = await textLayer({ text: initialSite.brand, size: 34, weight: 700, colour: P.white, width: 900 });
  const kicker = await textLayer({ text: card.kicker, size: 28, weight: 700, colour: P.saffron, width: 1056 });
  const byline = await textLayer({ text: card.byline, size: 26, weight: 400, colour: P.mint, width: 1056 });
  let title = await textLayer({ text: card.title, size: 64, weight: 700, colour: P.white, width: 1056 });
  for (const size of [56, 48, 42]) {
    if (title.height <= 300) break;
    title = await textLayer({ text: card.title, size, weight: 700, colour: P.white, width: 1056 });
  }
  return sharp(Buffer.from(backdropSvg(logoSvg)))
    .composite([
      { input: brand.data, left: 156, top: 88 - Math.round(brand.height / 2) },
      { input: kicker.data, left: 72, top: 160 },
      { input: title.data, left: 72, top: 160 + kicker.height + 18 },
      { input: byline.data, left: 72, top: 575 - byline.height },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
