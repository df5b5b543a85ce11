import { fetchBanglaFontForNextPage } from "./islands/font-for-next-page.ts";
import { startIslandsRuntime } from "./islands/islands-runtime.ts";

/*
 * React Router's client entry is the islands runtime, the one script every page loads (decision
 * 010): small, it watches the islands and imports the hydration entry (react-dom) only when an
 * island must hydrate. Pages are prerendered and never hydrated as a whole (decision 002).
 */
startIslandsRuntime(() => import("./islands/hydrate-islands.tsx"));

// A Bangla page fetches the web font for the next one, after its own largest paint.
fetchBanglaFontForNextPage();
