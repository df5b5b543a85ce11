import { StrictMode, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders, type IslandName } from "./islands/registry.ts";

/*
 * The pages are prerendered and complete without JavaScript. This entry (loaded by
 * IslandsScript after the page's load event) hydrates only the interactive islands found on
 * the page, each from its own chunk, so React never competes with the first paint.
 */
async function hydrateIslands() {
  const islands = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
  await Promise.all(
    islands.map(async (element) => {
      const load = islandLoaders[element.dataset.island as IslandName];
      if (!load) return;
      const Component = (await load()) as ComponentType<Record<string, unknown>>;
      const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
      hydrateRoot(
        element,
        <StrictMode>
          <Component {...props} />
        </StrictMode>,
      );
    }),
  );
  // Lets browser tests know the page is interactive.
  document.documentElement.dataset.hydrated = "true";
}

void hydrateIslands();
