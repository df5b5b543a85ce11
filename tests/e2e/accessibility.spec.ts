import { expect, test } from "@playwright/test";
import {
  axeViolations,
  distinctRoutes,
  gotoHydrated,
  onePagePerTemplate,
  pauseCarousels,
  viewports,
} from "./helpers.ts";

// Axe reads every node's colours: on a long Bangla page and a busy two-core machine a run has
// taken 25 s (the page load and scroll-through before it come on top).
test.describe.configure({ timeout: 60_000 });

// At phone width every page whose words differ; at desktop width, where the layout is what
// changes, one page per template and language (the six categories, the articles and the topics
// share theirs).
for (const [name, viewport, pages] of [
  ["phone", viewports.phone, distinctRoutes],
  ["desktop", viewports.desktop, onePagePerTemplate],
] as const) {
  test.describe(`axe at ${name} width`, () => {
    test.use({ viewport });
    for (const route of [...pages, { path: "/no-such-page" }, { path: "/bn/no-such-page" }]) {
      test(`${route.path} has no WCAG 2.2 A/AA violations at ${viewport.width} px`, async ({ page }) => {
        await gotoHydrated(page, route.path);
        await pauseCarousels(page);
        expect(await axeViolations(page)).toEqual([]);
      });
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
