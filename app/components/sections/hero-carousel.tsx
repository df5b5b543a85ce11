import { ArtImage } from "~/components/ui/art-image.tsx";
import { CarouselControls } from "~/components/ui/carousel-controls.tsx";
import { Icon } from "~/components/ui/icon.tsx";
import { useCarousel } from "~/components/ui/use-carousel.ts";
import { useSeenIndexes } from "~/components/ui/use-seen-indexes.ts";
import type { HeroBanner } from "~/content/schemas.ts";
import type { CarouselLabels } from "~/lib/carousel-labels.ts";
import { cn } from "~/lib/cn.ts";

/**
 * Home page banner carousel (APG carousel pattern). The first banner is in the prerendered HTML
 * and is the page's LCP image. The controls are in that HTML too, usable from the first paint (a
 * click before the island has hydrated is replayed once it has); without JavaScript they are
 * hidden, because they could do nothing. A single banner is no carousel: no controls, no slide
 * roles, nothing rotates.
 */
type HeroCarouselProps = { banners: HeroBanner[]; heading: string; labels: CarouselLabels };

export function HeroCarousel({ banners, heading, labels }: HeroCarouselProps) {
  const carousel = useCarousel(banners.length, { shownSincePageStart: true });
  const seen = useSeenIndexes(carousel.index);
  const isCarousel = banners.length > 1;
  return (
    <section
      aria-roledescription={isCarousel ? labels.carousel : undefined}
      aria-label={labels.region}
      className="relative overflow-hidden bg-gradient-to-br from-brand-deep via-brand-deep to-brand-teal-dark text-white"
      {...carousel.regionProps}
    >
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6 lg:pt-12">
        <h1 className="text-sm font-semibold tracking-widest text-saffron uppercase">{heading}</h1>
        {/* Slides share one grid cell, so the tallest sets the height and rotating never shifts the page. */}
        <div
          aria-live={isCarousel ? (carousel.rotating ? "off" : "polite") : undefined}
          data-testid="hero-slides"
          className="grid"
        >
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              role={isCarousel ? "group" : undefined}
              aria-roledescription={isCarousel ? labels.slide : undefined}
              aria-label={isCarousel ? labels.slideNames[i] : undefined}
              className={cn(
                "col-start-1 row-start-1 grid items-center gap-6 pt-5 md:grid-cols-[1fr_1.1fr] md:gap-10",
                i !== carousel.index && "invisible",
              )}
            >
              <div className="order-2 md:order-1">
                <p className="text-base font-semibold text-brand-mint">{banner.eyebrow}</p>
                <h2 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                  {banner.title}
                </h2>
                <p className="mt-4 max-w-xl text-lg text-white/90">{banner.text}</p>
                <a
                  href={banner.cta.href}
                  className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-saffron px-6 font-bold text-brand-ink shadow-lg hover:bg-saffron-hover"
                >
                  {banner.cta.label}
                  <Icon name="arrowRight" className="size-5" />
                </a>
              </div>
              <div className="order-1 aspect-[16/9] md:order-2">
                {/* Later banners load when first shown, not with the page. */}
                {seen.has(i) && (
                  <ArtImage
                    image={banner.image}
                    priority={i === 0}
                    className="rounded-2xl shadow-2xl ring-1 ring-white/10"
                  />
                )}
              </div>
            </div>
          ))}
        </div>
        {isCarousel && (
          <CarouselControls carousel={carousel} count={banners.length} tone="onDark" labels={labels} className="mt-6" />
        )}
      </div>
    </section>
  );
}
