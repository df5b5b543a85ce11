import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion.ts";

/** Both carousels, hero and testimonials, advance every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** A carousel island is hydrated by this time (ms after navigation start) even if the visitor has
 * not touched the page yet, so that its first rotation can happen on time (islands-runtime.ts). */
export const CAROUSEL_HYDRATE_BY_MS = CAROUSEL_INTERVAL_MS - 1000;

/**
 * Index and auto-rotation of a carousel (APG carousel pattern). Rotation stops while the
 * pointer is over the carousel or focus is inside it, when the visitor presses pause
 * (WCAG 2.2.2), and entirely under prefers-reduced-motion. The interval is cleared on unmount,
 * so nothing keeps ticking after the page is left.
 */
export function useCarousel(count: number, { intervalMs = CAROUSEL_INTERVAL_MS, shownSincePageStart = false } = {}) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = playing && !hovered && !focused && !reducedMotion && count > 1;

  // A carousel on screen since the page appeared (the hero) has shown its first slide since
  // then, not since it hydrated: its first rotation comes 5 s after the page started loading.
  // Only that first wait is shortened; once rotation has stopped and restarted, turns wait the
  // full interval.
  const firstTurnPending = useRef(shownSincePageStart);

  useEffect(() => {
    if (!rotating) return;
    const advance = () => setIndex((i) => (i + 1) % count);
    const firstWait = firstTurnPending.current ? Math.max(0, intervalMs - performance.now()) : intervalMs;
    firstTurnPending.current = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    const timer = setTimeout(() => {
      advance();
      interval = setInterval(advance, intervalMs);
    }, firstWait);
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
    };
  }, [rotating, count, intervalMs]);

  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const togglePlaying = useCallback(() => setPlaying((p) => !p), []);

  // The visitor may point at the carousel or focus one of its controls before it hydrates (a click
  // then is replayed once it has, islands-runtime.ts): React saw none of those events, so the
  // carousel reads them from the DOM when it attaches. Hover only where there is a real hover: a
  // tap on a touch screen leaves :hover stuck, and no pointerleave would ever clear it.
  // Rotation that starts later, when the visitor leaves, waits the full interval.
  const attach = useCallback((region: HTMLElement | null) => {
    if (!region) return;
    const hoveredNow = matchMedia("(hover: hover)").matches && region.matches(":hover");
    const focusedNow = region.contains(document.activeElement);
    if (hoveredNow || focusedNow) firstTurnPending.current = false;
    if (hoveredNow) setHovered(true);
    if (focusedNow) setFocused(true);
  }, []);

  const regionProps = {
    ref: attach,
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { index, goTo: setIndex, next, previous, playing, togglePlaying, rotating, regionProps };
}
