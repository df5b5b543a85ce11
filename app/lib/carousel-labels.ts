import type { SiteContent } from "~/content/site-content.ts";

/**
 * Everything a carousel says, ready-made on the server: the browser gets plain strings (one
 * per slide where a number is involved), so no message function or number formatter ships.
 */
export type CarouselLabels = {
  region: string;
  carousel: string;
  slide: string;
  previous: string;
  next: string;
  pause: string;
  start: string;
  /** "3 of 7" for each slide, in the page's digits. */
  slideNames: string[];
  /** "Show slide 3" for each slide's picker. */
  showSlide: string[];
};

export function carouselLabels(messages: SiteContent["messages"], count: number, region: string): CarouselLabels {
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return {
    region,
    carousel: messages.carousel,
    slide: messages.slide,
    previous: messages.previousSlide,
    next: messages.nextSlide,
    pause: messages.pauseRotation,
    start: messages.startRotation,
    slideNames: numbers.map((n) => messages.slideLabel(n, count)),
    showSlide: numbers.map((n) => messages.showSlide(n)),
  };
}
