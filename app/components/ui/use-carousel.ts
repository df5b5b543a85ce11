import { useCallback, useEffect, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/** Both carousels advance every 5000 ms (spec §9). */
export const CAROUSEL_INTERVAL_MS = 5000;

/**
 * Index and auto-rotation of a carousel (APG carousel pattern). Rotation stops while the
 * pointer is over the carousel or focus is inside it, when the visitor presses pause
 * (WCAG 2.2.2), and entirely under prefers-reduced-motion. The interval is cleared on unmount,
 * so nothing keeps ticking after the page is left.
 */
export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = playing && !hovered && !focused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const togglePlaying = useCallback(() => setPlaying((p) => !p), []);

  const regionProps = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index, goTo: setIndex, next, previous, playing, togglePlaying, rotating, reducedMotion, regionProps };
}
