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

/** Resolves when the browser is idle, so each island hydrates in its own quiet moment. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 1);
  });
}

function hydrateIsland(element: HTMLElement, Component: ComponentType<Record<string, unknown>>) {
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

async function hydrateIslands() {
  // Fetch every island's chunk at once, then hydrate them one by one, in page order.
  const components = await Promise.all(
    islands.map((element) => {
      const load = islandLoaders[element.dataset.island as IslandName];
      if (!load) throw new Error(`Unknown island "${element.dataset.island}"`);
      return load() as Promise<ComponentType<Record<string, unknown>>>;
    }),
  );
  for (const [i, element] of islands.entries()) {
    await idle();
    hydrateIsland(element, components[i]!);
  }
}

if (pending === 0) document.documentElement.dataset.hydrated = "true";
void hydrateIslands();
