import { startIslandsRuntime } from "./islands/islands-runtime.ts";

/*
 * React Router's client entry is the islands runtime, the one script every page loads (decision
 * 010): small, it watches the islands and imports the hydration entry (react-dom) only when an
 * island must hydrate. Pages are prerendered and never hydrated as a whole (decision 002).
 */
startIslandsRuntime(() => import("./islands/hydrate-islands.tsx"));
