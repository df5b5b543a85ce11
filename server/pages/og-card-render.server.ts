import { createRequire } from "node:module";
import sharp from "sharp";
import { escapeMarkup } from "../../app/lib/escape-markup.ts";
import { articleBackdropSvg, type CardPalette, type SiteCard, siteCardSvg } from "./og-card-art.ts";

/**
 * The font the article cards are set in, from the npm package the site's Bangla web font comes
 * from (a dependency, so the production image has it): it has Latin letters too, and handing the
 * file to Pango (through sharp) shapes Bangla conjuncts without relying on the machine's fonts.
 * Resolved as a package path, so the build's tools and the bundled server find the same file.
 */
const fontFile = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`,
  );

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

/** What an article's card shows: the brand, the section and category, the title, the author and date. */
export type ArticleCard = { brand: string; kicker: string; title: string; byline: string };

/** An article's 1200×630 Open Graph PNG. The title shrinks until it fits. */
export async function articleCardPng(P: CardPalette, logoSvg: string, card: ArticleCard): Promise<Buffer> {
  const brand = await textLayer({ text: card.brand, size: 34, weight: 700, colour: P.white, width: 900 });
  const kicker = await textLayer({ text: card.kicker, size: 28, weight: 700, colour: P.saffron, width: 1056 });
  const byline = await textLayer({ text: card.byline, size: 26, weight: 400, colour: P.mint, width: 1056 });
  let title = await textLayer({ text: card.title, size: 64, weight: 700, colour: P.white, width: 1056 });
  for (const size of [56, 48, 42]) {
    if (title.height <= 300) break;
    title = await textLayer({ text: card.title, size, weight: 700, colour: P.white, width: 1056 });
  }
  return sharp(Buffer.from(articleBackdropSvg(P, logoSvg)))
    .composite([
      { input: brand.data, left: 156, top: 88 - Math.round(brand.height / 2) },
      { input: kicker.data, left: 72, top: 160 },
      { input: title.data, left: 72, top: 160 + kicker.height + 18 },
      { input: byline.data, left: 72, top: 575 - byline.height },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The site's 1200×630 Open Graph PNG (og-card-art.ts). */
export function siteCardPng(
  P: CardPalette,
  art: { logoSvg: string; heroSvg: string },
  card: SiteCard,
): Promise<Buffer> {
  return sharp(Buffer.from(siteCardSvg(P, art, card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
