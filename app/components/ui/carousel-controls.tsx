import { islandControls } from "~/islands/island-control.ts";
import type { CarouselLabels } from "~/lib/carousel-labels.ts";
import { cn } from "~/lib/cn.ts";
import { Icon } from "./icon.tsx";
import type { useCarousel } from "./use-carousel.ts";

type CarouselControlsProps = {
  carousel: ReturnType<typeof useCarousel>;
  count: number;
  tone: keyof typeof tones;
  labels: CarouselLabels;
  className?: string;
};

const tones = {
  onDark: {
    button: "bg-white/15 text-white hover:bg-white/25 ring-1 ring-white/40",
    dot: "bg-white/50",
    active: "bg-saffron",
  },
  onLight: {
    button: "bg-surface text-teal-deep hover:bg-mint ring-1 ring-teal-deep/30",
    dot: "bg-teal-deep/30",
    active: "bg-teal-deep",
  },
} as const;

/**
 * Slide pickers fit a phone's width on a line of their own up to this many (24 px each, 288 px of
 * the 343 a 375 px screen leaves); past it, a carousel says which slide it shows instead ("14 of
 * 30"), so 30 testimonials do not become three rows of dots and 30 tab stops.
 */
export const maxSlidePickers = 12;

/**
 * Rotation control first (APG), then previous/next and one picker per slide (or, past
 * `maxSlidePickers`, the slide's position); all ≥ 24 px.
 * They are in the prerendered HTML, so they are there from the first paint: a click on one before
 * the island has hydrated is replayed once it has (`islandControls`). Without JavaScript they could
 * do nothing, so they are hidden then.
 */
export function CarouselControls({ carousel, count, tone: toneName, labels, className }: CarouselControlsProps) {
  const tone = tones[toneName];
  const buttonClass = cn("grid size-11 place-items-center rounded-full transition-colors", tone.button);
  return (
    <div className={cn("flex flex-wrap items-center gap-3 noscript:hidden", className)} {...islandControls}>
      {/* Under reduced motion nothing rotates, so a pause button would do nothing. It is hidden with
          CSS rather than left out, because the prerendered HTML cannot know the visitor's
          preference: the page keeps the same layout when it hydrates. */}
      <button
        type="button"
        className={cn(buttonClass, "motion-reduce:hidden")}
        onClick={carousel.togglePlaying}
        aria-label={carousel.playing ? labels.pause : labels.start}
      >
        <Icon name={carousel.playing ? "pause" : "play"} className="size-5" />
      </button>
      <button type="button" className={buttonClass} onClick={carousel.previous} aria-label={labels.previous}>
        <Icon name="chevronLeft" className="size-6" />
      </button>
      <button type="button" className={buttonClass} onClick={carousel.next} aria-label={labels.next}>
        <Icon name="chevronRight" className="size-6" />
      </button>
      {count > maxSlidePickers ? (
        // The last slide's label, the longest, holds the width unseen: the arrows beside a centred
        // row do not move under the pointer when "9 of 30" becomes "10 of 30".
        <p className="grid px-1 font-semibold tabular-nums">
          <span className="col-start-1 row-start-1">{labels.slideNames[carousel.index]}</span>
          <span aria-hidden="true" className="invisible col-start-1 row-start-1">
            {labels.slideNames[count - 1]}
          </span>
        </p>
      ) : (
        <ul className="flex flex-wrap items-center">
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => carousel.goTo(i)}
                aria-label={labels.showSlide[i]}
                aria-current={i === carousel.index ? "true" : undefined}
                className="grid size-6 place-items-center rounded-full"
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all",
                    i === carousel.index ? `w-5 ${tone.active}` : `w-2.5 ${tone.dot}`,
                  )}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
