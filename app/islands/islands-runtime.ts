/**
 * The islands runtime: the one script every page loads (decisions 002 and 010). It decides when
 * each island hydrates and loads the hydration entry (react-dom) the first time one must; the
 * entry only hydrates. An island hydrates:
 * - when it is near the viewport (200 px) and the visitor has started using the page (a scroll,
 *   a pointer, a key, a touch, a focus): a visitor who reads a page without reaching an
 *   interactive part never downloads or runs react-dom;
 * - when it is near and acts by itself: a carousel carries `data-hydrate-at` (ms after navigation
 *   start) so that its first rotation is on time; not under reduced motion, where nothing rotates;
 * - both only once the page has loaded (the load event), so that react-dom never competes with
 *   the page's own images and first rendering; a scroll during load counts, at load;
 * - at once, loaded or not, when the visitor clicks one of its controls (`islandControls`) before
 *   that: the click is held and replayed once the island has committed (hydration keeps the DOM
 *   nodes, so React's handler runs). Enter or Space on a focused button is a click too.
 * Islands are complete without JavaScript (links, CSS menus, a native form post), so waiting costs
 * the visitor nothing, while react-dom's evaluation and hydration during load would compete with
 * the page's first rendering on a phone. The document gets `data-hydrated` once the first
 * observation is done and no hydration is under way: it is as interactive as it will be for now.
 */

/** When the entry may hydrate an island: at the browser's next idle period, or at once. */
export type HydrationTiming = "idle" | "now";

/** The hydration entry (hydrate-islands.tsx) as the runtime uses it. */
export type Hydrator = {
  /** Loads the island's code and props, waits for `timing`, hydrates; resolves once committed. */
  hydrateIsland(island: HTMLElement, timing: Promise<HydrationTiming>): Promise<void>;
};

type IslandState = {
  element: HTMLElement;
  near: boolean;
  due: boolean;
  hydration?: Promise<void>;
  release?: (timing: HydrationTiming) => void;
  /** Controls clicked before the island hydrated, in order, to click again once it has. */
  held: HTMLElement[];
  /** Failed hydrations so far (a chunk or props request that failed), for the retry's delay. */
  failures: number;
};

/** How far outside the viewport (px) an island counts as near: the observer's and the scroll check's margin. */
const nearMargin = 200;

/** Controls that act only once their island has hydrated (island-control.ts). */
const controlSelector = "[data-island-controls] button";
const engagementEvents = ["scroll", "wheel", "pointerdown", "pointermove", "keydown", "touchstart", "focusin"];
const listenerOptions = { capture: true, passive: true } as const;

function whenIdle(callback: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 1);
}

/** Starts watching the page's islands; returns a function that stops (for tests). */
export function startIslandsRuntime(loadHydrator: () => Promise<Hydrator>): () => void {
  const islands = new Map<Element, IslandState>();
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    islands.set(element, { element, near: false, due: false, held: [], failures: 0 });
  }
  let loaded = document.readyState === "complete";
  let engaged = false;
  let observed = false;
  let pending = 0;
  let hydrator: Promise<Hydrator> | undefined;
  const timers: Array<ReturnType<typeof setTimeout>> = [];

  function settle() {
    if (observed && pending === 0) document.documentElement.dataset.hydrated = "true";
  }

  function loadHydratorOnce(): Promise<Hydrator> {
    hydrator ??= loadHydrator().catch((error: unknown) => {
      hydrator = undefined; // a later attempt may succeed (a network error)
      throw error;
    });
    return hydrator;
  }

  function hydrate(state: IslandState, timing: HydrationTiming): Promise<void> {
    if (!state.hydration) {
      const when = new Promise<HydrationTiming>((resolve) => (state.release = resolve));
      pending++;
      const hydration = loadHydratorOnce()
        .then((entry) => entry.hydrateIsland(state.element, when))
        .finally(() => {
          pending--;
          settle();
        });
      hydration.catch((error: unknown) => {
        state.hydration = undefined;
        reportError(error);
        // Nothing else would ask again (the first use of the page and the island's coming near
        // happen once): try again after 1, 2, 4 s, then leave it to the visitor's next click.
        if (state.failures < 3) timers.push(setTimeout(() => consider(state), 1000 * 2 ** state.failures++));
      });
      state.hydration = hydration;
      if (timing === "idle") whenIdle(() => state.release?.("idle"));
    }
    if (timing === "now") state.release?.("now");
    return state.hydration;
  }

  function consider(state: IslandState) {
    if (loaded && state.near && (engaged || state.due)) void hydrate(state, "idle");
  }

  function engage() {
    engaged = true;
    for (const type of engagementEvents) removeEventListener(type, engage, listenerOptions);
    islands.forEach(consider);
  }

  function holdClick(event: MouseEvent) {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(controlSelector) : null;
    const state = control && islands.get(control.closest("[data-island]") as Element);
    if (!control || !state || state.element.dataset.hydrated === "true") return;
    event.preventDefault();
    event.stopImmediatePropagation();
    state.held.push(control);
    hydrate(state, "now").then(
      () => state.held.splice(0).forEach((held) => held.click()),
      () => (state.held.length = 0),
    );
  }

  // The island wrapper is display: contents (no box), so its children are observed instead.
  const owners = new Map<Element, IslandState>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const state = owners.get(entry.target);
        if (entry.isIntersecting && state) comeNear(state);
      }
      observed = true;
      settle();
    },
    { rootMargin: `${nearMargin}px` },
  );
  for (const state of islands.values()) {
    for (const child of state.element.children) {
      owners.set(child, state);
      observer.observe(child);
    }
  }
  if (owners.size === 0) {
    observed = true;
    settle();
  }

  function comeNear(state: IslandState) {
    if (state.near) return;
    state.near = true;
    state.element.dataset.near = "true"; // for a reader of the page (and a failing test's report)
    for (const child of state.element.children) observer.unobserve(child);
    consider(state);
  }

  // When a scroll ends, the islands still waiting are measured once more: the observer alone has
  // let islands that came into view go unreported on a loaded machine (browser tests in CI, every
  // island below a point at once, no error; the cause is not known), and such an island would
  // then never hydrate. One measurement per island still waiting, per scroll, no observer more.
  const nearViewport = (child: Element) => {
    const box = child.getBoundingClientRect();
    return (
      (box.width > 0 || box.height > 0) &&
      box.bottom >= -nearMargin &&
      box.top <= innerHeight + nearMargin &&
      box.right >= -nearMargin &&
      box.left <= innerWidth + nearMargin
    );
  };
  // A measurement is an observation too: when the observer has not reported at all (a browser tab
  // reloaded after its rendering stalled, in CI), the document would otherwise never be marked
  // hydrated, however many islands the scroll hydrated.
  const measureWaiting = () => {
    for (const state of islands.values()) {
      if (!state.near && Array.from(state.element.children).some(nearViewport)) comeNear(state);
    }
    observed = true;
    settle();
  };
  addEventListener("scrollend", measureWaiting, { passive: true });

  const load = () => {
    loaded = true;
    islands.forEach(consider);
  };
  if (!loaded) addEventListener("load", load, { once: true });
  for (const type of engagementEvents) addEventListener(type, engage, listenerOptions);
  document.addEventListener("click", holdClick, { capture: true });

  if (!matchMedia("(prefers-reduced-motion: reduce)").matches) {
    for (const state of islands.values()) {
      const at = Number(state.element.dataset.hydrateAt);
      if (!Number.isFinite(at)) continue;
      const due = () => {
        state.due = true;
        consider(state);
      };
      timers.push(setTimeout(due, Math.max(0, at - performance.now())));
    }
  }

  return () => {
    observer.disconnect();
    removeEventListener("scrollend", measureWaiting);
    timers.forEach(clearTimeout);
    removeEventListener("load", load);
    for (const type of engagementEvents) removeEventListener(type, engage, listenerOptions);
    document.removeEventListener("click", holdClick, { capture: true });
  };
}
