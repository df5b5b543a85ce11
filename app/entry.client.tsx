import { startIslandsRuntime } from "./islands/islands-runtime.ts";

/*
 * React Router's client entry is the islands runtime, the one script every page loads (decision
 * 010): small, it watches the islands and imports the hydration entry (react-dom) only when an
 * island must hydrate. Pages are prerendered and never hydrated as a whole (decision 002).
 */
startIslandsRuntime(() => import("./islands/hydrate-islands.tsx"));

// A Bangla page fetches the web font for the next one (app/lib/bangla-font.ts). Its module is
// imported at the load event, not with this script: a request before the page's largest paint
// is counted in that paint by Lighthouse's phone model.
const fetchFontForNextPage = () => import("./lib/bangla-font.ts").then((font) => font.fetchBanglaFontForNextPage());
if (document.documentElement.lang === "bn") addEventListener("load", () => void fetchFontForNextPage(), { once: true });
