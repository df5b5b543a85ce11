import { expect, type Locator, type Page } from "@playwright/test";

/*
 * Time in the browser tests is the page's, not the machine's: the carousels turn every 5 s and the
 * islands runtime hydrates a carousel 4 s after the page started, and a loaded CI machine (machines of
 * one kind differ twofold in speed from one session to the next) once let the real timer turn the
 * hero before the test looked. Playwright's clock replaces the page's Date, timers,
 * performance.now(), requestAnimationFrame and requestIdleCallback.
 */

/**
 * Stops the page's clock for the documents the page opens next: each starts with performance.now()
 * at 0, and no timer, animation frame or idle callback runs until the test moves the clock
 * (runClockTo, page.clock.runFor), however long the machine takes to load and hydrate the page.
 * pauseAt installs the clock itself: an install() first would let the real time between the two
 * calls pass on the next page's clock before it stops.
 */
export async function stopClock(page: Page) {
  await page.clock.pauseAt(Date.now());
}

/** Runs the page's stopped clock to `ms` after its document started, firing every timer due by then. */
export async function runClockTo(page: Page, ms: number) {
  const now = await page.evaluate(() => performance.now());
  if (now > ms) throw new Error(`The page's clock is at ${now} ms already, past ${ms} ms`);
  await page.clock.runFor(ms - now);
}

/**
 * Waits until the page has done what its timers set off. React renders a state change in a task
 * of its own, posted behind the timer that changed the state and so before a message posted now;
 * on a stopped clock it never yields, so that one task renders and commits. After it, "nothing
 * changed" is certain, not a look taken before the page got round to changing.
 */
export async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Expects a hydrated hero on a stopped clock to show its first banner until 5 s after the page
 * started, and its second from then: still the first at 4.99 s, the second at 5.01 s.
 */
export async function expectFirstTurnAtFiveSeconds(page: Page, slides: Locator) {
  await runClockTo(page, 4_990);
  await settle(page);
  await expect(slides.first()).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await page.clock.runFor(20);
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.first()).toBeHidden();
}
