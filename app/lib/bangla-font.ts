/**
 * The Bangla web font (Noto Sans Bengali, regular, Bengali subset only: 44 KB), loaded so that it
 * never delays a page and never shifts one (measured in docs/decisions/008-bangla-edition.md):
 * - A preload, or an @font-face in the stylesheet, puts 44 KB in front of the hero image on a slow
 *   connection: LCP went from 1.13 s to 1.65 s on Lighthouse's mobile model.
 * - So a Bangla page first shows the device's own Bengali font (every phone and desktop ships
 *   one), and once it has loaded and is idle it fetches the web font into the HTTP cache.
 * - Every later Bangla page declares the font before its first paint, with `font-display:
 *   optional`: it is in the cache, so the text is drawn in it from the start and never swaps.
 * English pages never run this and never download the font. Bold is synthesised: a second
 * weight would cost another 47 KB.
 */
import banglaFontUrl from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";

export { banglaFontUrl };

export const banglaFontFamily = "Noto Sans Bengali Web";
/** Set once the font is in the HTTP cache: its URL (a new build's font has a new one). */
const banglaFontStorageKey = "bn-font"; // also in app/islands/font-for-next-page.ts, which sets it
const unicodeRange =
  "U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1";

/**
 * The inline script of Bangla pages' <head> (allowed by the page's CSP hash like every inline
 * script): when an earlier page has put the font in the HTTP cache, it is declared before the
 * first paint; otherwise the page is marked `data-bn-font` with the font's URL, and the islands
 * runtime's script fetches it for the next page once this one has painted
 * (app/islands/font-for-next-page.ts). That code used to be here: these bytes are in every Bangla
 * page's HTML, and that HTML must fit in the first TCP round trip (docs/performance.md).
 */
export function banglaFontScript(url: string = banglaFontUrl): string {
  const face = `@font-face{font-family:"${banglaFontFamily}";font-style:normal;font-weight:400;font-display:optional;src:url(${url}) format("woff2");unicode-range:${unicodeRange}}`;
  return (
    `try{var u=${JSON.stringify(url)};if(localStorage.getItem("${banglaFontStorageKey}")===u){var s=document.createElement("style");` +
    `s.textContent=${JSON.stringify(face)};document.head.appendChild(s)}else document.documentElement.dataset.bnFont=u}catch(e){}`
  );
}
