import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { HydrationTiming } from "./islands-runtime.ts";
import { islandLoaders, type IslandName } from "./registry.ts";

/*
 * The hydration entry: react-dom and the islands. The islands runtime (islands-runtime.ts)
 * decides when each island hydrates and imports this module the first time one must; this module
 * only hydrates the island it is given, from the island's own chunk. Each island marks itself with
 * data-hydrated once committed.
 */

/** Runs once its island has committed. */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** Props every page shares come from a prerendered JSON file (HTTP-cached across pages). */
async function sharedProps(island: HTMLElement): Promise<Record<string, unknown>> {
  const url = island.dataset.sharedProps;
  if (!url) return {};
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export async function hydrateIsland(island: HTMLElement, timing: Promise<HydrationTiming>): Promise<void> {
  const load = islandLoaders[island.dataset.island as IslandName];
  if (!load) throw new Error(`Unknown island "${island.dataset.island}"`);
  const [Component, shared] = await Promise.all([
    load() as Promise<ComponentType<Record<string, unknown>>>,
    sharedProps(island),
  ]);
  const props = { ...shared, ...(JSON.parse(island.dataset.props ?? "{}") as Record<string, unknown>) };
  const when = await timing;
  return new Promise((committed) => {
    const onCommit = () => {
      island.dataset.hydrated = "true";
      committed();
    };
    const hydrate = () => {
      hydrateRoot(
        island,
        <StrictMode>
          <Committed onCommit={onCommit}>
            <Component {...props} />
          </Committed>
        </StrictMode>,
      );
    };
    // In an idle period, a transition lets React hydrate in small slices instead of one long
    // main-thread task; a visitor's held click asks for the island now.
    if (when === "idle") startTransition(hydrate);
    else hydrate();
  });
}
