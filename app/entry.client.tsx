import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/*
 * The prerendered HTML is complete without JavaScript, so hydration waits until the page has
 * loaded and the main thread is idle: React then never competes with the first paint (LCP) or
 * with the visitor's first interaction.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

function whenIdle(callback: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 1);
}

if (document.readyState === "complete") whenIdle(hydrate);
else window.addEventListener("load", () => whenIdle(hydrate), { once: true });
