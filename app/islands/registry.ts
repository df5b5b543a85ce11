import type { ComponentType } from "react";

/**
 * The interactive parts of the site. Each loads as its own chunk, and only when the page has
 * one, so a page ships the JavaScript it uses and nothing else.
 */
export const islandLoaders = {
  "desktop-nav": () => import("~/components/layout/desktop-nav.tsx").then((m) => m.DesktopNav),
  "footer-year": () => import("~/components/layout/footer-year.tsx").then((m) => m.FooterCopyright),
  "hero-carousel": () => import("~/components/sections/hero-carousel.tsx").then((m) => m.HeroCarousel),
  testimonials: () => import("~/components/sections/testimonials-slider.tsx").then((m) => m.TestimonialsSlider),
  "video-facade": () => import("~/components/sections/video-facade.tsx").then((m) => m.VideoFacade),
  "contact-form": () => import("~/components/sections/contact-form.tsx").then((m) => m.ContactForm),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;
