import { startTransition, StrictMode, useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders, type IslandName } from "./islands/registry.ts";

/*
 * The pages are prerendered and complete without JavaScript. This entry (loaded by
 * IslandsScript after the page's load event) hydrates only the interactive islands found on
 * the page, each from its own chunk, so React never competes with the first paint.
 */
const islands = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
let pending = islands.length;

/** Runs once its island has committed; the last one marks the document for browser tests. */
function Committed({ children }: { children: React.ReactNode }) {
  useEffect(() => {
    pending -= 1;
    if (pending === 0) document.documentElement.dataset.hydrated = "true";
  }, []);
  return children;
}

async function hydrateIsland(element: HTMLElement) {
  const load = islandLoaders[element.dataset.island as IslandName];
  if (!load) throw new Error(`Unknown island "${element.dataset.island}"`);
  const Component = (await load()) as ComponentType<Record<string, unknown>>;
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  // A transition lets React hydrate in small slices instead of one long main-thread task.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <Committed>
          <Component {...props} />
        </Committed>
      </StrictMode>,
    );
  });
}

if (pending === 0) document.documentElement.dataset.hydrated = "true";
islands.forEach((element) => void hydrateIsland(element));
