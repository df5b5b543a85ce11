/* global document, window, addEventListener, requestIdleCallback, setTimeout, IntersectionObserver, matchMedia, performance */
// The islands loader (see islands-script.tsx for when and why). A plain module file, served as a
// hashed asset and cached: it is the same on every page, so it is not repeated in each page's HTML.
// It runs after the load event; a visitor's scroll or tap before that does not count as using the
// page, the next one does.
const entry = document.querySelector("script[data-islands-entry]")?.dataset.islandsEntry;
let near = false;
let engaged = false;
let started = false;

function begin() {
  if (!entry || !near || !engaged || started) return;
  started = true;
  const load = () => import(entry);
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 200);
}

function engage() {
  engaged = true;
  begin();
}

for (const type of ["scroll", "wheel", "pointerdown", "pointermove", "keydown", "touchstart", "focusin"]) {
  addEventListener(type, engage, { once: true, passive: true, capture: true });
}

function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
}

function watch() {
  let first = true;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const item of entries) {
        if (!item.isIntersecting) continue;
        item.target.closest("[data-island]").dataset.near = "true";
        near = true;
      }
      // Nothing near needs hydrating yet: the document is as interactive as it will be for now.
      if (first && !(near && engaged)) markHydrated();
      first = false;
      begin();
    },
    { rootMargin: "200px" },
  );
  const targets = document.querySelectorAll("[data-island] > *");
  if (targets.length === 0) markHydrated();
  targets.forEach((target) => observer.observe(target));
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const island of document.querySelectorAll("[data-hydrate-at]")) {
    const due = Number(island.dataset.hydrateAt) - performance.now();
    setTimeout(() => island.dataset.near && engage(), due);
  }
}

watch();
