/**
 * The second half of the Bangla web font's loading (app/lib/bangla-font.ts): a Bangla page whose
 * inline script found the font not yet cached marks itself `data-bn-font` with its URL, and this
 * fetches it into the HTTP cache for the next page, once this one is loaded, has shown its largest
 * paint and is idle, a second later. Started any earlier, on a fast host it could beat the page's
 * own largest paint, and Lighthouse's phone model then counts 44 KB of font in that paint (the
 * Bangla payments article measured an LCP of 1.5 s against 1.0 s in some runs); so could any
 * request of its own, which is why this is part of the runtime's script and imports nothing (a
 * module shared with the page's inline script would be a chunk of its own, requested with it).
 * `priority: "low"` keeps the fetch behind anything the page itself still loads. A browser
 * without largest-contentful-paint entries waits for the load and the second alone.
 */
// The key the inline script reads before the first paint (banglaFontStorageKey in app/lib/bangla-font.ts).
const storageKey = "bn-font";

export function fetchBanglaFontForNextPage(): void {
  const url = document.documentElement.dataset.bnFont;
  if (!url) return;
  const fetchFont = () => {
    void fetch(url, { priority: "low" })
      .then(async (response) => {
        // Read to the end, so that the cache holds the whole file before the next page relies on it.
        if (response.ok && (await response.arrayBuffer())) localStorage.setItem(storageKey, url);
      })
      .catch(() => {}); // Offline, refused or no storage: the next page keeps the device's Bengali font.
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
