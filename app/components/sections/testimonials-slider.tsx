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
 * reduced-motion rule). Slides off screen are inert, so focus and screen readers stay on the
 * visible one.
 */
export function TestimonialsSlider({ heading, subtitle, testimonials, labels, level = 2 }: TestimonialsSliderProps) {
  const carousel = useCarousel(testimonials.length);
  const hydrated = useHydrated();
  return (
    <section
      aria-labelledby="clients-heading"
      className={cn("bg-teal-deep py-16 text-white sm:py-20", level === 2 && "below-fold")}
      id="clients"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading id="clients-heading" title={heading} subtitle={subtitle} level={level} tone="onDark" />
        <div
          className="mt-10"
          role="region"
          aria-roledescription={labels.carousel}
          aria-label={labels.region}
          {...carousel.regionProps}
        >
          <div className="overflow-hidden rounded-3xl">
            {/* Before JavaScript runs (or without it) the track is a swipeable, scrollable row, so
                every testimonial can be read; once hydrated it becomes the sliding carousel. */}
            <div
              className={
                hydrated
                  ? "flex transition-transform duration-700 ease-in-out"
                  : "flex snap-x snap-mandatory overflow-x-auto"
              }
              style={hydrated ? { transform: `translateX(-${carousel.index * 100}%)` } : undefined}
              tabIndex={hydrated ? undefined : 0}
              aria-live={carousel.rotating ? "off" : "polite"}
              data-testid="testimonial-track"
            >
              {testimonials.map((t, i) => (
                <div
                  key={t.id}
                  role="group"
                  aria-roledescription={labels.slide}
                  aria-label={labels.slideNames[i]}
                  inert={hydrated && i !== carousel.index}
                  className="w-full shrink-0 snap-center"
                >
                  <figure className="mx-auto flex h-full max-w-3xl flex-col items-center px-2 text-center sm:px-8">
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
          <div className="mt-8 flex min-h-11 justify-center">
            {hydrated && (
              <CarouselControls carousel={carousel} count={testimonials.length} tone="onDark" labels={labels} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
