import { expect, test, type Browser, type Locator, type Page, type Request } from "@playwright/test";
import { siteContent } from "../../app/content/site-content.ts";
import { gotoHydrated, hydrationEntry, viewports } from "./helpers.ts";
import { expectFirstTurnAtFiveSeconds, runClockTo, stopClock } from "./page-clock.ts";

/**
 * The islands runtime (app/islands/islands-runtime.ts) loads the hydration entry (react-dom) not
 * while the page loads, but once the visitor starts using the page, when a carousel's first
 * rotation is due, or when the visitor clicks a carousel control before its island has hydrated.
 * The carousels' controls are in the prerendered HTML, usable from the first paint.
 */

/** The page's requests for the hydration entry. */
function watchEntry(page: Page) {
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (hydrationEntry.test(request.url())) requests.push(request);
  });
  return {
    /** Whether the page has requested the entry so far (as far as the test has heard). */
    requested: () => requests.length > 0,
    /**
     * When the browser started to request it (ms since 1970), known once it was answered: a request
     * the page made before some moment but the test heard of only after it shows here.
     */
    startedAt: () => requests[0]?.timing().startTime ?? Number.NaN,
  };
}

/**
 * Holds the hydration entry's download until `release()`: nothing on the page can hydrate before,
 * however slow the machine, so "before hydration" is certain and not a race.
 */
async function holdEntry(page: Page) {
  let requested = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(hydrationEntry, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/** The two carousels, where each is the first thing a visitor sees, in both languages, and their slides' count. */
const carousels = [
  { locale: "en", path: "/", island: "hero-carousel", count: siteContent("en").heroBanners.length },
  { locale: "bn", path: "/bn", island: "hero-carousel", count: siteContent("bn").heroBanners.length },
  { locale: "en", path: "/happy-clients", island: "testimonials", count: siteContent("en").testimonials.length },
  { locale: "bn", path: "/bn/happy-clients", island: "testimonials", count: siteContent("bn").testimonials.length },
] as const;
type Carousel = (typeof carousels)[number];

function controls(page: Page, carousel: Carousel) {
  const { messages } = siteContent(carousel.locale);
  const island = page.locator(`[data-island="${carousel.island}"]`);
  return {
    island,
    pause: island.getByRole("button", { name: messages.pauseRotation }),
    previous: island.getByRole("button", { name: messages.previousSlide, exact: true }),
    next: island.getByRole("button", { name: messages.nextSlide, exact: true }),
    pickers: island.locator("li > button"),
    // The slide role description is translated; the tracks' test ids are not.
    slides: island
      .locator('[data-testid="hero-slides"], [data-testid="testimonial-track"]')
      .locator(':scope > [role="group"]'),
  };
}

/** Expects the slide at `index` to be the one shown, its neighbours not (the hero hides the others, the slider makes them inert). */
async function expectShown(carousel: Carousel, slides: Locator, index: number) {
  const others = [slides.nth(index - 1), slides.nth(index + 1)];
  if (carousel.island === "hero-carousel") {
    await expect(slides.nth(index)).toBeVisible({ timeout: 15_000 });
    for (const other of others) await expect(other).toBeHidden();
  } else {
    await expect(slides.nth(index)).not.toHaveAttribute("inert", { timeout: 15_000 });
    for (const other of others) await expect(other).toHaveAttribute("inert", "");
  }
}

async function newPage(
  browser: Browser,
  reducedMotion: "reduce" | "no-preference",
  viewport: { width: number; height: number } = viewports.phone,
) {
  const context = await browser.newContext({ reducedMotion, viewport });
  return { context, page: await context.newPage() };
}

test.use({ viewport: viewports.desktop });

test("a page runs no island JavaScript until the visitor uses it, then hydrates what is on screen", async ({
  page,
}) => {
  const entry = watchEntry(page);
  await page.clock.install();
  await page.goto("/expert-team");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Half a minute of the page's time passes without the visitor: every timer the page set runs.
  await page.clock.fastForward(30_000);
  expect(entry.requested()).toBe(false);
  const menu = page.locator('[data-island="desktop-nav"]');
  await expect(menu).not.toHaveAttribute("data-hydrated", "true");

  const usedAt = Date.now();
  await page.mouse.move(700, 400);
  await expect(menu).toHaveAttribute("data-hydrated", "true", { timeout: 10_000 });
  expect(entry.requested()).toBe(true);
  expect(entry.startedAt(), "the entry was requested once the visitor moved, not before").toBeGreaterThanOrEqual(
    usedAt,
  );
});

test("the hero hydrates by itself in time to turn to its second banner 5 s after the page started", async ({
  page,
}) => {
  const entry = watchEntry(page);
  // The page's clock stands still until the test moves it, however long the page takes to load.
  await stopClock(page);
  await page.goto("/");
  const island = page.locator('[data-island="hero-carousel"]');
  const slides = page.getByTestId("hero-slides").locator('[aria-roledescription="slide"]');
  expect(entry.requested()).toBe(false);
  // The runtime must have seen the hero in view first, as on any phone well before 4 s. Its
  // observer reports on the machine's time, and on a busy clean clone (ci45) it came after the
  // clock had been run past data-hydrate-at: the hero then waited for an idle period on a clock
  // that no longer moved, and never hydrated.
  await expect(island).toHaveAttribute("data-near", "true", { timeout: 10_000 });
  // Nobody touches the page. When its time comes (data-hydrate-at, before the first turn), the hero
  // asks for its code by itself and hydrates in the browser's next idle period; hydrating takes the
  // machine's time while the page's clock waits ...
  const hydrateAt = Number(await island.getAttribute("data-hydrate-at"));
  await runClockTo(page, hydrateAt + 100);
  await expect(island).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  expect(entry.requested()).toBe(true);
  // ... and it shows its first banner until 5 s after the page started, not at 4.99 s, at 5 s.
  await expectFirstTurnAtFiveSeconds(page, slides);
});

test("under reduced motion nothing rotates, so nothing loads until the visitor uses the page", async ({ browser }) => {
  const { context, page } = await newPage(browser, "reduce");
  const entry = watchEntry(page);
  await page.clock.install();
  await page.goto("/");
  // Twice the hero's 5 s interval of the page's time: every timer the page set runs.
  await page.clock.fastForward(10_000);
  expect(entry.requested()).toBe(false);
  const usedAt = Date.now();
  await page.mouse.wheel(0, 200);
  await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute("data-hydrated", "true", {
    timeout: 10_000,
  });
  expect(entry.startedAt(), "the entry was requested once the visitor scrolled, not before").toBeGreaterThanOrEqual(
    usedAt,
  );
  await context.close();
});

for (const carousel of carousels) {
  for (const motion of ["no-preference", "reduce"] as const) {
    test(`on ${carousel.path} the ${carousel.island} controls are visible and reachable with Tab before it hydrates (motion: ${motion})`, async ({
      browser,
    }) => {
      const { context, page } = await newPage(browser, motion);
      const entry = await holdEntry(page);
      await page.goto(carousel.path);
      const { island, pause, previous, next, pickers } = controls(page, carousel);
      await expect(previous).toBeVisible();
      await expect(next).toBeVisible();
      await expect(pickers).toHaveCount(carousel.count);
      await expect(pickers.first()).toBeVisible();
      // Nothing rotates under reduced motion: no pause button then.
      if (motion === "reduce") await expect(pause).toBeHidden();
      else await expect(pause).toBeVisible();
      // In the tab order: previous, then next.
      await previous.focus();
      await expect(previous).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(next).toBeFocused();
      // All of it before the island hydrated (the entry is held).
      await expect(island).not.toHaveAttribute("data-hydrated", "true");
      entry.release();
      await context.close();
    });
  }
}

for (const [carousel, motion] of [
  [carousels[0], "no-preference"],
  [carousels[3], "reduce"],
] as const) {
  test(`on ${carousel.path} a click on next before the ${carousel.island} has hydrated loads it and shows the second slide (motion: ${motion})`, async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, motion);
    const entry = await holdEntry(page);
    // The page's clock stands still: no turn of its own can add to the click's, however long
    // hydrating takes.
    await stopClock(page);
    await page.goto(carousel.path);
    const { island, next, slides } = controls(page, carousel);
    await expect(next).toBeVisible();
    // Under reduced motion nothing loads by itself, so the click is certainly what asks for it.
    if (motion === "reduce") expect(entry.requested()).toBe(false);
    await next.click();
    await expect.poll(entry.requested).toBe(true);
    await expect(island).not.toHaveAttribute("data-hydrated", "true");
    entry.release();
    await expect(island).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    // Exactly one turn: the held click was replayed once.
    await expectShown(carousel, slides, 1);
    await context.close();
  });
}

for (const carousel of [carousels[1], carousels[2]]) {
  test(`on ${carousel.path} Enter on a focused next arrow before the ${carousel.island} has hydrated shows the second slide`, async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, "reduce");
    const entry = await holdEntry(page);
    await page.goto(carousel.path);
    const { island, next, slides } = controls(page, carousel);
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(island).not.toHaveAttribute("data-hydrated", "true");
    entry.release();
    await expect(island).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
    await expectShown(carousel, slides, 1);
    // Hydration kept the button, and focus on it.
    await expect(next).toBeFocused();
    await context.close();
  });
}

for (const path of ["/", "/bn/happy-clients"]) {
  test(`without JavaScript ${path} shows no carousel control, since none could work`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto(path);
    const island = page.locator(path === "/" ? '[data-island="hero-carousel"]' : '[data-island="testimonials"]');
    const buttons = island.locator("[data-island-controls] button");
    expect(await buttons.count()).toBeGreaterThanOrEqual(10);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    await context.close();
  });
}

/** Boxes of a carousel's controls and slides, and the layout shifts so far (after two frames). */
async function layout(page: Page, island: string) {
  return page.locator(`[data-island="${island}"]`).evaluate(async (element) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const box = (node: Element) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    const track = element.querySelector('[data-testid="testimonial-track"], [data-testid="hero-slides"]');
    return {
      track: track ? box(track) : null,
      controls: Array.from(element.querySelectorAll("[data-island-controls] button"), box),
      shifts: (window as unknown as { layoutShifts: number[] }).layoutShifts.length,
    };
  });
}

for (const [path, island, size, motion] of [
  ["/", "hero-carousel", "phone", "no-preference"],
  ["/", "hero-carousel", "desktop", "reduce"],
  ["/bn/happy-clients", "testimonials", "phone", "reduce"],
  ["/bn/happy-clients", "testimonials", "desktop", "no-preference"],
] as const) {
  test(`hydrating the ${island} on ${path} moves nothing: its controls and track keep their boxes (${size}, motion: ${motion})`, async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, motion, viewports[size]);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push(entry.startTime);
      }).observe({ type: "layout-shift", buffered: true });
    });
    const entry = await holdEntry(page);
    await page.goto(path);
    const before = await layout(page, island);
    expect(before.controls.length).toBeGreaterThanOrEqual(10);
    entry.release();
    await page.mouse.move(1, 1);
    await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute("data-hydrated", "true", {
      timeout: 15_000,
    });
    const after = await layout(page, island);
    expect(after.track).toEqual(before.track);
    expect(after.controls).toEqual(before.controls);
    expect(after.shifts, "layout shifts recorded while hydrating").toBe(before.shifts);
    await context.close();
  });
}

for (const clock of ["the page's own", "Playwright's"]) {
  test(`the hydrated-page helper notices a page that renders no frames once loaded, loads it again, and fails saying so when it stalls again (${clock} clock)`, async ({
    page,
  }) => {
    // A stand-in for headless Chromium's rendering stall (helpers.ts, reopenStalledPage): the
    // page's scripts run, its islands hydrate, and no rendering update reports a new element's
    // size. Under Playwright's clock, requestAnimationFrame keeps calling back on the clock's
    // timer whether the page renders or not: the helper must not take that for a frame.
    if (clock === "Playwright's") await page.clock.install();
    await page.addInitScript(() => {
      window.ResizeObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
      };
    });
    await expect(gotoHydrated(page, "/privacy")).rejects.toThrow(
      /stopped rendering frames \(headless Chromium\), again after loading it once more/,
    );
  });
}
