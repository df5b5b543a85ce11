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
const storageKey = "bn-font";
const unicodeRange =
  "U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1";

/**
 * The inline script of Bangla pages' <head> (allowed by the page's CSP hash like every inline
 * script): when an earlier page has put the font in the HTTP cache, it is declared before the
 * first paint. Fetching it for the next page is left to fetchBanglaFontForNextPage, imported by
 * the islands runtime's script (app/entry.client.tsx): these bytes are in every Bangla page's
 * HTML, and that HTML must fit in the first TCP round trip (docs/performance.md).
 */
export function banglaFontScript(url: string = banglaFontUrl): string {
  const face = `@font-face{font-family:"${banglaFontFamily}";font-style:normal;font-weight:400;font-display:optional;src:url(${url}) format("woff2");unicode-range:${unicodeRange}}`;
  return (
    `try{if(localStorage.getItem("${storageKey}")===${JSON.stringify(url)}){var s=document.createElement("style");` +
    `s.textContent=${JSON.stringify(face)};document.head.appendChild(s)}}catch(e){}`
  );
}

/**
 * On a Bangla page whose font is not cached yet, fetches it for the next page once this one is
 * loaded, has shown its largest paint and is idle, a second later: started any earlier, on a fast
 * host it could beat the page's own largest paint, and Lighthouse's phone model then counts 44 KB
 * of font in that paint (the Bangla payments article measured an LCP of 1.5 s against 1.0 s in
 * some runs). `priority: "low"` keeps it behind anything the page itself still loads. A browser
 * without largest-contentful-paint entries waits for the load and the second alone.
 */
export function fetchBanglaFontForNextPage(url: string = banglaFontUrl): void {
  try {
    if (localStorage.getItem(storageKey) === url) return;
  } catch {
    return; // Storage refused (a private mode): the cached font could never be declared.
  }
  const fetchFont = () => {
    void fetch(url, { priority: "low" })
      .then(async (response) => {
        // Read to the end, so that the cache holds the whole file before the next page relies on it.
        if (response.ok && (await response.arrayBuffer())) localStorage.setItem(storageKey, url);
      })
      .catch(() => {}); // Offline or refused: the next page keeps the device's Bengali font.
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(fetchFont, { timeout: 3000 }) : fetchFont();
  const aSecondLater = () => setTimeout(whenIdle, 1000);
  const afterLargestPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return aSecondLater();
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      aSecondLater();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  };
  if (document.readyState === "complete") afterLargestPaint();
  else addEventListener("load", afterLargestPaint, { once: true });
}
