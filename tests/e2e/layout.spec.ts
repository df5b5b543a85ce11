import { expect, test } from "@playwright/test";
import { siteContent } from "../../app/content/site-content.ts";
import { gotoHydrated, viewports } from "./helpers.ts";

test.describe("desktop menu", () => {
  test.use({ viewport: viewports.desktop });

  test("hovering a top item opens its panel, a nested item opens a second panel, and leaving closes both after 200 ms", async ({
    page,
  }) => {
    await page.clock.install();
    await gotoHydrated(page, "/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    const servicesPanel = page.locator("#submenu-1");
    await expect(servicesPanel).toBeHidden();
    await nav.getByRole("link", { name: "Services", exact: true }).hover();
    await expect(servicesPanel).toBeVisible();
    await servicesPanel.getByRole("link", { name: "Software Development", exact: true }).hover();
    const nestedPanel = page.locator("#submenu-1-0");
    await expect(nestedPanel).toBeVisible();
    await expect(nestedPanel.getByRole("link", { name: /Web Applications/ })).toHaveAttribute("target", "_blank");

    // The page's clock stands still while the test looks, so a busy machine cannot stretch 200 ms.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.mouse.move(700, 700);
    await page.clock.runFor(150);
    await expect(servicesPanel).toBeVisible();
    await expect(nestedPanel).toBeVisible();
    await page.clock.runFor(100);
    await expect(servicesPanel).toBeHidden();
    await expect(nestedPanel).toBeHidden();
  });

  test("coming back within 200 ms keeps the panel open", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "About", exact: true }).hover();
    const panel = page.locator("#submenu-3");
    await expect(panel).toBeVisible();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.mouse.move(700, 700);
    await page.clock.runFor(60);
    await nav.getByRole("link", { name: "About", exact: true }).hover();
    await page.clock.runFor(300);
    await expect(panel).toBeVisible();
  });

  test("the menu works by keyboard as a disclosure navigation", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Show Services submenu" });
    await toggle.focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#submenu-1");
    await expect(panel).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Software Development", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("button", { name: "Show Software Development submenu" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    const nested = page.locator("#submenu-1-0");
    await expect(nested).toBeVisible();
    await expect(nested.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nested).toBeHidden();
    await expect(page.getByRole("button", { name: "Show Software Development submenu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Show About submenu" }).focus();
    await page.keyboard.press("Space");
    await page.locator("#submenu-3").getByRole("link", { name: "Expert Team" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/expert-team$/);
    await expect(page.locator("#submenu-3")).toBeHidden();
  });

  test("the current page is marked with aria-current", async ({ page }) => {
    await page.goto("/contact-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("without JavaScript the panels still open on hover", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects", exact: true }).hover();
    await expect(page.locator("#submenu-2")).toBeVisible();
    await context.close();
  });

  test("the top contact bar shows email, phone and eight social links", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByTestId("top-bar");
    await expect(bar).toBeVisible();
    await expect(bar.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(bar.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(bar.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(
      siteContent("en").site.socialProfiles.length,
    );
  });
});

test.describe("phone layout", () => {
  test.use({ viewport: viewports.phone });

  test("the top contact bar is hidden on phones", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("top-bar")).toBeHidden();
  });

  test("the menu button opens the menu, and following a link closes it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByTestId("mobile-menu");
    const toggle = menu.locator("summary").first();
    await expect(menu.getByRole("navigation")).toBeHidden();
    await toggle.click();
    const nav = menu.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    await nav.locator("summary", { hasText: "About" }).click();
    await nav.getByRole("link", { name: "Expert Team" }).click();
    await expect(page).toHaveURL(/\/expert-team$/);
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();
  });

  test("the menu opens without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.phone });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByTestId("mobile-menu").locator("summary").first().click();
    await expect(page.getByTestId("mobile-menu").getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await context.close();
  });

  test("contact shortcuts offer call, WhatsApp, Telegram and Messenger with targets of at least 24 px", async ({
    page,
  }) => {
    await page.goto("/");
    const shortcuts = page.getByRole("navigation", { name: "Quick contact" }).getByRole("link");
    await expect(shortcuts).toHaveCount(4);
    const hrefs = await shortcuts.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs[0]).toMatch(/^tel:\+880/);
    expect(hrefs[1]).toMatch(/^https:\/\/wa\.me\//);
    expect(hrefs[2]).toMatch(/^https:\/\/t\.me\//);
    expect(hrefs[3]).toMatch(/^https:\/\/m\.me\//);
    for (const link of await shortcuts.all()) {
      const box = await link.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
  });

  // A frame can be drawn while the parser is inside the bar's list (it is the last thing in the
  // page): the shortcuts drawn then must not move when the rest arrive (a layout shift).
  test("each contact shortcut has its place on the phone bar before the others are parsed", async ({ page }) => {
    await page.goto("/bn/privacy");
    const shortcuts = page
      .getByRole("navigation", { name: siteContent("bn").messages.contactShortcuts })
      .getByRole("listitem");
    const places = () => shortcuts.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().x)));
    const all = await places();
    expect(all).toHaveLength(4);
    await shortcuts.evaluateAll((items) => items.slice(2).forEach((li) => li.remove()));
    expect(await places()).toEqual(all.slice(0, 2));
  });
});

test("the footer shows the current year at viewing time", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-06-15T10:00:00Z"));
  await gotoHydrated(page, "/");
  await expect(page.getByTestId("copyright")).toContainText("© 2031");
});

test("the footer has contact, quick links, service categories and popular services", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  for (const heading of ["Contact", "Quick links", "Service categories", "Popular services"]) {
    await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(footer.getByRole("navigation", { name: "Service categories" }).getByRole("link")).toHaveCount(
    siteContent("en").navigation.categoryLinks.length,
  );
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/our-services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
