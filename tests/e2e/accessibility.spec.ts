import { expect, test } from "@playwright/test";
import {
  axeViolations,
  distinctRoutes,
  gotoHydrated,
  hydrateAtThisWidth,
  onePagePerTemplate,
  pauseCarousels,
  viewports,
} from "./helpers.ts";

// Axe reads every node's colours: on a long Bangla page and a busy two-core machine a run has
// taken 25 s (the page load and scroll-through before it come on top), and a page checked at
// both widths runs it twice.
test.describe.configure({ timeout: 90_000 });

// At phone width every page whose words differ; at desktop width, where the layout is what
// changes, one page per template and language (the six categories, the articles and the topics
// share theirs). A page checked at both widths is loaded once, at phone width, then widened: the
// scroll-through hydrates what the desktop layout shows (helpers.ts, hydrateAtThisWidth).
const notFound = [{ path: "/no-such-page" }, { path: "/bn/no-such-page" }];
const phonePaths = new Set([...distinctRoutes, ...notFound].map((route) => route.path));
const desktopPaths = new Set([...onePagePerTemplate, ...notFound].map((route) => route.path));
for (const path of new Set([...phonePaths, ...desktopPaths])) {
  const widths = [
    ...(phonePaths.has(path) ? [viewports.phone] : []),
    ...(desktopPaths.has(path) ? [viewports.desktop] : []),
  ];
  test(`${path} has no WCAG 2.2 A/AA violations at ${widths.map((w) => `${w.width} px`).join(" and ")}`, async ({
    page,
  }) => {
    for (const [i, viewport] of widths.entries()) {
      await page.setViewportSize(viewport);
      if (i === 0) await gotoHydrated(page, path);
      else await hydrateAtThisWidth(page);
      await pauseCarousels(page);
      expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
    }
  });
}

test("open desktop menu panels have no violations", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await gotoHydrated(page, "/");
  await pauseCarousels(page);
  await page.getByRole("button", { name: "Show Services submenu" }).click();
  await page.getByRole("button", { name: "Show Digital Marketing submenu" }).click();
  expect(await axeViolations(page)).toEqual([]);
});

for (const home of ["/", "/bn"]) {
  test(`the open phone menu on ${home} has no violations`, async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await gotoHydrated(page, home);
    await pauseCarousels(page);
    await page.getByTestId("mobile-menu").locator("summary").first().click();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("open desktop menu panels on a Bangla page have no violations", async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await gotoHydrated(page, "/bn");
  await pauseCarousels(page);
  await page.locator("[data-top-button]").first().click();
  await page.locator("#submenu-1 [data-nested]").first().click();
  expect(await axeViolations(page)).toEqual([]);
});
