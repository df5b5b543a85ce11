import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders, type IslandName } from "./islands/registry.ts";

/*
 * The pages are prerendered and complete without JavaScript. This entry (loaded by
 * IslandsScript once the page needs it: the visitor has started using the page, or a carousel's
 * first rotation is due, and the browser is idle) hydrates the interactive
 * islands, each from its own chunk, when it comes near the viewport: the work of islands further
 * down the page waits until the visitor scrolls there, and an island hidden at this screen size
 * (the desktop menu on a phone) is never hydrated at all. Each island marks itself with
 * data-hydrated; the document gets data-hydrated once the islands visible at load are done.
 */

/** Resolves when the browser is idle, so hydration never blocks an input or a frame. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 1);
  });
}

/** Whether the island is near the viewport now, and a promise for when it first is. */
function watch(island: HTMLElement) {
  let reportFirst: (visible: boolean) => void = () => {};
  let reportNear: () => void = () => {};
  const initiallyNear = new Promise<boolean>((resolve) => (reportFirst = resolve));
  const near = new Promise<void>((resolve) => (reportNear = resolve));
  let first = true;
  // The island wrapper is display: contents (no box), so its children are observed instead.
  const observer = new IntersectionObserver(
    (entries) => {
      const intersecting = entries.some((entry) => entry.isIntersecting);
      if (first) reportFirst(intersecting);
      first = false;
      if (!intersecting) return;
      observer.disconnect();
      reportNear();
    },
    { rootMargin: "200px" },
  );
  const targets = Array.from(island.children);
  if (targets.length === 0) reportFirst(false);
  targets.forEach((target) => observer.observe(target));
  // Near before this entry had loaded (IslandsScript marks it): the visitor has been there.
  if (island.dataset.near === "true") reportNear();
  return { initiallyNear, near };
}

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

async function hydrateIsland(island: HTMLElement): Promise<void> {
  const load = islandLoaders[island.dataset.island as IslandName];
  if (!load) throw new Error(`Unknown island "${island.dataset.island}"`);
  const Component = (await load()) as ComponentType<Record<string, unknown>>;
  const props = {
    ...(await sharedProps(island)),
    ...(JSON.parse(island.dataset.props ?? "{}") as Record<string, unknown>),
  };
  await idle();
  return new Promise((committed) => {
    const onCommit = () => {
      island.dataset.hydrated = "true";
      committed();
    };
    // A transition lets React hydrate in small slices instead of one long main-thread task.
    startTransition(() => {
      hydrateRoot(
        island,
        <StrictMode>
          <Committed onCommit={onCommit}>
            <Component {...props} />
          </Committed>
        </StrictMode>,
      );
    });
  });
}

async function start() {
  const islands = Array.from(document.querySelectorAll<HTMLElement>("[data-island]")).map((element) => {
    const { initiallyNear, near } = watch(element);
    return { initiallyNear, hydrated: near.then(() => hydrateIsland(element)) };
  });
  const nearAtLoad = await Promise.all(islands.map((island) => island.initiallyNear));
  await Promise.all(islands.filter((_, i) => nearAtLoad[i]).map((island) => island.hydrated));
  document.documentElement.dataset.hydrated = "true";
}

void start();
