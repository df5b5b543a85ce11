import { ArtImage } from "~/components/ui/art-image.tsx";
import { CarouselControls } from "~/components/ui/carousel-controls.tsx";
import { SectionHeading } from "~/components/ui/section-heading.tsx";
import { useCarousel } from "~/components/ui/use-carousel.ts";
import { useHydrated } from "~/components/ui/use-hydrated.ts";
import type { Testimonial } from "~/content/schemas.ts";
import type { CarouselLabels } from "~/lib/carousel-labels.ts";
import { cn } from "~/lib/cn.ts";

type TestimonialsSliderProps = {
  heading: string;
  subtitle: string;
  testimonials: Testimonial[];
  labels: CarouselLabels;
  level?: 1 | 2;
};

/**
 * One testimonial at a time, sliding in 700 ms (instant under reduced motion, via the global
 * reduced-motion rule). Once hydrated, slides off screen are inert, so focus and screen readers
 * stay on the visible one. The controls are in the prerendered HTML, like the hero's. A single
 * testimonial is no carousel: no controls, no slide roles, nothing rotates.
 */
export function TestimonialsSlider({ heading, subtitle, testimonials, labels, level = 2 }: TestimonialsSliderProps) {
  const carousel = useCarousel(testimonials.length);
  const hydrated = useHydrated();
  const isCarousel = testimonials.length > 1;
  return (
    <section
      aria-labelledby="clients-heading"
      className={cn("bg-brand-deep py-16 text-white sm:py-20", level === 2 && "below-fold")}
      id="clients"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="clients-heading" title={heading} subtitle={subtitle} level={level} tone="onDark" />
        <div
          className="mt-10"
          role={isCarousel ? "region" : undefined}
          aria-roledescription={isCarousel ? labels.carousel : undefined}
          aria-label={isCarousel ? labels.region : undefined}
          {...carousel.regionProps}
        >
          <div className="overflow-hidden rounded-3xl">
            {/* With JavaScript the track is the sliding carousel from the first paint, before the
                island hydrates, so hydrating changes nothing on screen. Without it, the track is a
                swipeable, scrollable row instead, so that every testimonial can be read (browsers
                let the keyboard reach a scroller that has nothing focusable inside). */}
            <div
              className="flex transition-transform duration-700 ease-in-out noscript:snap-x noscript:snap-mandatory noscript:overflow-x-auto"
              style={{ transform: `translateX(-${carousel.index * 100}%)` }}
              aria-live={isCarousel ? (carousel.rotating ? "off" : "polite") : undefined}
              data-testid="testimonial-track"
            >
              {testimonials.map((t, i) => (
                <div
                  key={t.id}
                  role={isCarousel ? "group" : undefined}
                  aria-roledescription={isCarousel ? labels.slide : undefined}
                  aria-label={isCarousel ? labels.slideNames[i] : undefined}
                  inert={hydrated && i !== carousel.index}
                  className="w-full shrink-0 snap-center"
                >
                  {/* pt-1: the portrait's ring is drawn outside it, and the track clips what leaves it. */}
                  <figure className="mx-auto flex h-full max-w-3xl flex-col items-center px-2 pt-1 text-center sm:px-8">
                    <ArtImage image={t.image} fluid={false} className="size-24 rounded-full ring-4 ring-saffron" />
                    <blockquote className="mt-6 text-lg leading-relaxed text-white/95 sm:text-xl">
                      <p>“{t.feedback}”</p>
                    </blockquote>
                    <figcaption className="mt-6">
                      <span className="block text-lg font-bold text-saffron">{t.name}</span>
                      <span className="text-white/80" data-testid="testimonial-designation">
                        {t.designation}
                      </span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          {isCarousel && (
            <CarouselControls
              carousel={carousel}
              count={testimonials.length}
              tone="onDark"
              labels={labels}
              className="mt-8 justify-center"
            />
          )}
        </div>
      </div>
    </section>
  );
}
