// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { mockReducedMotion } from "~/components/ui/reduced-motion.test-helper.ts";
import { messages } from "~/content/messages.ts";
import { siteContent } from "~/content/site-content.ts";
import { carouselLabels } from "~/lib/carousel-labels.ts";
import { HeroCarousel } from "./hero-carousel.tsx";

const { heroBanners } = siteContent("en");

const hero = (
  <MemoryRouter>
    <HeroCarousel
      banners={heroBanners}
      heading="Heading"
      labels={carouselLabels(messages, heroBanners.length, messages.heroRegion)}
    />
  </MemoryRouter>
);

const renderHero = () => render(hero);

const prerendered: HTMLElement[] = [];
const hydrated: Root[] = [];

/** The prerendered hero in the document, not hydrated yet. */
function prerenderHero(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(hero);
  document.body.append(container);
  prerendered.push(container);
  return container;
}

/** The visible slide: the one group not hidden with the `invisible` class. */
function currentSlide(): string | null {
  const groups = screen.getAllByRole("group");
  return groups.find((g) => !g.className.includes("invisible"))?.getAttribute("aria-label") ?? null;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("hero carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    act(() => hydrated.splice(0).forEach((root) => root.unmount()));
    prerendered.splice(0).forEach((container) => container.remove());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("shows seven banners, the first one first, labelled n of 7", () => {
    renderHero();
    expect(screen.getAllByRole("group")).toHaveLength(7);
    expect(currentSlide()).toBe("1 of 7");
    expect(screen.getByRole("region", { name: "Highlights" }).getAttribute("aria-roledescription")).toBe("carousel");
  });

  test("advances every 5000 ms and wraps from the last banner to the first", () => {
    renderHero();
    advance(4999);
    expect(currentSlide()).toBe("1 of 7");
    advance(1);
    expect(currentSlide()).toBe("2 of 7");
    advance(5000 * 5);
    expect(currentSlide()).toBe("7 of 7");
    advance(5000);
    expect(currentSlide()).toBe("1 of 7");
  });

  test("previous and next arrows wrap in both directions", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentSlide()).toBe("7 of 7");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toBe("1 of 7");
  });

  test("the pause button stops rotation and the play button restarts it", () => {
    renderHero();
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slide show" }));
    advance(20_000);
    expect(currentSlide()).toBe("1 of 7");
    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    advance(5000);
    expect(currentSlide()).toBe("2 of 7");
  });

  test("rotation pauses while the pointer is over the carousel and resumes when it leaves", () => {
    renderHero();
    const region = screen.getByRole("region", { name: "Highlights" });
    fireEvent.pointerEnter(region);
    advance(15_000);
    expect(currentSlide()).toBe("1 of 7");
    fireEvent.pointerLeave(region);
    advance(5000);
    expect(currentSlide()).toBe("2 of 7");
  });

  test("rotation pauses while focus is inside the carousel", () => {
    renderHero();
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    advance(15_000);
    expect(currentSlide()).toBe("1 of 7");
    act(() => (document.activeElement as HTMLElement).blur());
    advance(5000);
    expect(currentSlide()).toBe("2 of 7");
  });

  test("under reduced motion nothing rotates and the pause button is hidden by the reduced-motion style", () => {
    mockReducedMotion(true);
    renderHero();
    advance(30_000);
    expect(currentSlide()).toBe("1 of 7");
    // Hidden with CSS (motion-reduce:), not left out: the prerendered HTML, which cannot know the
    // preference, has the same layout as the hydrated page. The browser tests check it is hidden.
    expect(screen.getByRole("button", { name: "Pause automatic slide show" }).className).toContain(
      "motion-reduce:hidden",
    );
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentSlide()).toBe("2 of 7");
  });

  test("the prerendered HTML has the pause, previous and next buttons and a picker per banner, all island controls", () => {
    const container = prerenderHero();
    const labels = Array.from(container.querySelectorAll("button"), (button) => button.getAttribute("aria-label"));
    expect(labels).toEqual([
      "Pause automatic slide show",
      "Previous slide",
      "Next slide",
      ...heroBanners.map((_, i) => `Show slide ${i + 1}`),
    ]);
    const controls = container.querySelector("[data-island-controls]");
    expect(controls?.querySelectorAll("button")).toHaveLength(labels.length);
    // Without JavaScript they could do nothing: hidden then (the browser tests check it).
    expect(controls?.className).toContain("noscript:hidden");
  });

  test("a hero focused before it hydrated does not rotate until focus leaves it, then waits a full interval", () => {
    const container = prerenderHero();
    const next = container.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]');
    next?.focus();
    act(() => {
      hydrated.push(hydrateRoot(container, hero));
    });
    // The same button, kept by hydration, is still focused.
    expect(document.activeElement).toBe(next);
    advance(20_000);
    expect(currentSlide()).toBe("1 of 7");
    act(() => next?.blur());
    advance(4999);
    expect(currentSlide()).toBe("1 of 7");
    advance(1);
    expect(currentSlide()).toBe("2 of 7");
  });

  test("leaving the page clears the timer", () => {
    const { unmount } = renderHero();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  test("only the first banner image is in the page at first, loaded eagerly with high priority", () => {
    renderHero();
    const images = screen.getAllByRole("img");
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute("loading")).toBe("eager");
    expect(images[0]?.getAttribute("fetchpriority")).toBe("high");
    advance(5000);
    expect(screen.getAllByRole("img")).toHaveLength(2);
  });
});
