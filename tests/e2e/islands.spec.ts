import { expect, test, type Page } from "@playwright/test";

/**
 * When the islands entry (react-dom) loads: not while the page loads, but once the visitor
 * starts using the page, or when a carousel's first rotation is due (IslandsScript).
 */

/** Whether the page has requested the islands entry so far. */
function watchEntry(page: Page) {
  let requested = false;
  page.on("request", (request) => {
    if (/\/assets\/entry\.client-[\w-]+\.js$/.test(request.url())) requested = true;
  });
  return () => requested;
}

test.use({ viewport: { width: 1440, height: 900 } });

test("a page runs no island JavaScript until the visitor uses it, then hydrates what is on screen", async ({
  page,
}) => {
  const entryRequested = watchEntry(page);
  await page.goto("/expert-team");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForTimeout(2000);
  expect(entryRequested()).toBe(false);
  const menu = page.locator('[data-island="desktop-nav"]');
  await expect(menu).not.toHaveAttribute("data-hydrated", "true");

  await page.mouse.move(700, 400);
  await expect(menu).toHaveAttribute("data-hydrated", "true", { timeout: 10_000 });
  expect(entryRequested()).toBe(true);
});

test("the hero hydrates by itself in time to turn to its second banner 5 s after the page started", async ({
  page,
}) => {
  await page.goto("/");
  const slides = page.getByTestId("hero-slides").locator('[aria-roledescription="slide"]');
  await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute("data-hydrated", "true", {
    timeout: 8000,
  });
  await expect(slides.nth(1)).toBeVisible({ timeout: 8000 });
  const turnedAt = await page.evaluate(() => performance.now());
  expect(turnedAt).toBeGreaterThanOrEqual(4900);
  expect(turnedAt).toBeLessThan(7500);
});

test("under reduced motion nothing rotates, so nothing loads until the visitor uses the page", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const entryRequested = watchEntry(page);
  await page.goto("/");
  await page.waitForTimeout(5500);
  expect(entryRequested()).toBe(false);
  await page.mouse.wheel(0, 200);
  await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute("data-hydrated", "true", {
    timeout: 10_000,
  });
  await context.close();
});
