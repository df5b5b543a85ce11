// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { mockReducedMotion } from "~/components/ui/reduced-motion.test-helper.ts";
import { heroBanners } from "~/content/hero-banners.ts";
import { messages } from "~/content/messages.ts";
import { carouselLabels } from "~/lib/carousel-labels.ts";
import { HeroCarousel } from "./hero-carousel.tsx";

function renderHero() {
  return render(
    <MemoryRouter>
      <HeroCarousel
        banners={heroBanners}
        heading="Heading"
        labels={carouselLabels(messages, heroBanners.length, messages.heroRegion)}
      />
    </MemoryRouter>,
  );
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

  test("under reduced motion nothing rotates and there is no pause button", () => {
    mockReducedMotion(true);
    renderHero();
    advance(30_000);
    expect(currentSlide()).toBe("1 of 7");
    expect(screen.queryByRole("button", { name: "Pause automatic slide show" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
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
