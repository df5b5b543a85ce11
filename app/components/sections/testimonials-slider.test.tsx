// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { mockReducedMotion } from "~/components/ui/reduced-motion.test-helper.ts";
import { messages } from "~/content/messages.ts";
import { siteContent } from "~/content/site-content.ts";
import { carouselLabels } from "~/lib/carousel-labels.ts";
import { TestimonialsSlider } from "./testimonials-slider.tsx";

const { testimonials } = siteContent("en");

const slider = (
  <TestimonialsSlider
    heading="Our Trusted Clients"
    subtitle="We work with global brands"
    testimonials={testimonials}
    labels={carouselLabels(messages, testimonials.length, messages.testimonialsRegion)}
  />
);

const renderSlider = () => render(slider);

/** The visible testimonial: the only slide that is not inert. */
const current = () =>
  screen
    .getAllByRole("group", { hidden: true })
    .find((slide) => !slide.hasAttribute("inert"))
    ?.getAttribute("aria-label");

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("testimonial slider", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test("shows the testimonials' heading and subtitle and one of ten testimonials at a time, in quotes", () => {
    renderSlider();
    expect(screen.getByRole("heading", { name: "Our Trusted Clients" })).toBeTruthy();
    expect(screen.getByText("We work with global brands")).toBeTruthy();
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(10);
    expect(current()).toBe("1 of 10");
    expect(screen.getByText(`“${testimonials[0]?.feedback}”`)).toBeTruthy();
  });

  test("slides with a 700 ms transition and advances every 5000 ms, wrapping to the first", () => {
    renderSlider();
    const track = screen.getByTestId("testimonial-track");
    expect(track.className).toContain("duration-700");
    advance(5000);
    expect(current()).toBe("2 of 10");
    expect(track.style.transform).toBe("translateX(-100%)");
    advance(5000 * 8);
    expect(current()).toBe("10 of 10");
    advance(5000);
    expect(current()).toBe("1 of 10");
  });

  test("arrows wrap both ways", () => {
    renderSlider();
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(current()).toBe("10 of 10");
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(current()).toBe("1 of 10");
  });

  test("pause, hover and reduced motion all stop the rotation; unmounting clears the timer", () => {
    const { unmount } = renderSlider();
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slide show" }));
    advance(20_000);
    expect(current()).toBe("1 of 10");
    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    fireEvent.pointerEnter(screen.getByRole("region", { name: "Client testimonials" }));
    advance(20_000);
    expect(current()).toBe("1 of 10");
    unmount();
    expect(vi.getTimerCount()).toBe(0);

    mockReducedMotion(true);
    renderSlider();
    advance(20_000);
    expect(current()).toBe("1 of 10");
  });

  test("the prerendered HTML already has the controls and the sliding track; a scrollable row only without scripting", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(slider);
    const buttons = Array.from(container.querySelectorAll("button"));
    expect(buttons.map((button) => button.getAttribute("aria-label")).slice(0, 3)).toEqual([
      "Pause automatic slide show",
      "Previous slide",
      "Next slide",
    ]);
    expect(buttons).toHaveLength(3 + testimonials.length);
    expect(buttons.every((button) => button.closest("[data-island-controls]"))).toBe(true);
    // The same track as once hydrated, so hydration changes nothing on screen; the scroll row is
    // for browsers that run no script (the browser tests check both).
    const track = container.querySelector<HTMLElement>('[data-testid="testimonial-track"]');
    expect(track?.style.transform).toBe("translateX(-0%)");
    expect(track?.className).toContain("duration-700");
    expect(track?.className).toContain("noscript:overflow-x-auto");
    expect(track?.className.split(" ")).not.toContain("overflow-x-auto");
    // Inert comes with hydration: before it, or without JavaScript, every slide can be read.
    expect(container.querySelectorAll("[inert]")).toHaveLength(0);
  });
});
