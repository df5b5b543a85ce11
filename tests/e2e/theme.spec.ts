import { expect, type Page, test } from "@playwright/test";
import { axeViolations, gotoHydrated, pauseCarousels, viewports } from "./helpers.ts";
import { addVirtualAuthenticator, enrol, marker, staffOrigin, storeLead } from "./staff-helpers.ts";

// The page background of each theme (--color-cream in app/styles/tokens.css), as computed styles say it.
const lightPage = "rgb(251, 246, 238)";
const darkPage = "rgb(15, 27, 34)";

const toggle = (page: Page) => page.getByTestId("theme-toggle");
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("the colour theme", () => {
  test("the toggle works with the mouse, names its state, and is remembered across pages and reloads", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(toggle(page)).toHaveAccessibleName("Colour theme: as on this device");
    expect(await pageBackground(page)).toBe(lightPage);
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName("Colour theme: dark");
    expect(await pageBackground(page)).toBe(darkPage);
    await page.reload();
    expect(await pageBackground(page)).toBe(darkPage);
    await page.goto("/bn/about-us");
    await expect(toggle(page)).toHaveAccessibleName("রঙের থিম: গাঢ়");
    expect(await pageBackground(page)).toBe(darkPage);
    await toggle(page).click();
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName("রঙের থিম: ডিভাইসের মতো");
    await page.goto("/contact-us");
    expect(await pageBackground(page)).toBe(lightPage);
  });

  test("the toggle works from the keyboard (Enter and Space) and is at least 24 px square at both widths", async ({
    page,
  }) => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto("/about-us");
      await expect(toggle(page)).toBeVisible();
      const box = await toggle(page).boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
    }
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(toggle(page)).toHaveAccessibleName("Colour theme: dark");
    await page.keyboard.press("Space");
    await expect(toggle(page)).toHaveAccessibleName("Colour theme: light");
    await expect(toggle(page)).toBeFocused();
  });

  test("the header with the toggle fits the narrowest phones (320 px), in both languages", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ["/", "/bn/contact-us"]) {
      await page.goto(path);
      await expect(toggle(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
  });

  test("the brand name never runs under the header's controls, at the common phone widths, in both languages", async ({
    page,
  }) => {
    for (const width of [360, 375, 390, 414, 430]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/bn"]) {
        await page.goto(path);
        const { nameRight, controlsLeft } = await page.evaluate(() => {
          const name = document.querySelector("header a[aria-label] span");
          const controls = document.querySelector("header .theme-toggle")?.parentElement;
          const shown = name && getComputedStyle(name).display !== "none";
          return {
            nameRight: shown ? name.getBoundingClientRect().right : 0,
            controlsLeft: controls?.getBoundingClientRect().left ?? NaN,
          };
        });
        expect(nameRight, `${path} at ${width} px`).toBeLessThanOrEqual(controlsLeft);
      }
    }
  });

  test("follows prefers-color-scheme while the choice is the device's, live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/our-services");
    expect(await pageBackground(page)).toBe(darkPage);
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => pageBackground(page)).toBe(lightPage);
    // Form controls and scrollbars follow too.
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe("dark");
  });

  test("without JavaScript the toggle is not shown and the page follows the system's setting", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/about-us");
    await expect(page.getByTestId("theme-toggle")).toBeHidden();
    expect(await pageBackground(page)).toBe(darkPage);
    await context.close();
  });
});

/** Records the page's background in the first frame the browser renders (rAF runs just before it paints). */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const body = document.body as HTMLElement | null;
      (window as unknown as { firstFrame: unknown }).firstFrame = {
        theme: document.documentElement.getAttribute("data-theme"),
        background: body ? getComputedStyle(body).backgroundColor : "no body yet",
      };
    });
  });
}

/** A visitor who chose dark on a light system, on a slow connection: the stylesheet and every script come late. */
async function slowDarkVisit(page: Page) {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await recordFirstFrame(page);
  await page.route(/\/assets\/.+\.(css|js)$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

const firstFrame = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { firstFrame?: unknown }).firstFrame).then((h) => h.jsonValue());

test.describe("no flash of the wrong theme", () => {
  test("on a slow load, the first painted frame already has the dark background", async ({ page }) => {
    await slowDarkVisit(page);
    await page.goto("/about-us");
    expect(await firstFrame(page)).toEqual({ theme: "dark", background: darkPage });
  });

  // The check itself: the same visit with the head script held back until the first frame has been
  // recorded (and the page's policy lifted so that the changed script still runs) is caught
  // painting light first. Held back until the load event, as it first was, it raced the first
  // frame: on a busy machine the load came first and the page was dark by the first frame.
  test("the first-frame check catches a theme applied after the first frame", async ({ page }) => {
    await slowDarkVisit(page);
    await page.route("**/about-us", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script>(\(function\(\)\{var d=document\.documentElement.*?)<\/script>/,
        "<script>(function later(){window.firstFrame?$1:requestAnimationFrame(later)})()</script>",
      );
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ response, body: html, headers });
    });
    await page.goto("/about-us");
    expect(await firstFrame(page)).toEqual({ theme: null, background: lightPage });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });
});

test.describe("the dark theme is accessible", () => {
  // Axe reads every node's colours: slow on a long page (accessibility.spec.ts).
  test.describe.configure({ timeout: 90_000 });
  test.use({ colorScheme: "dark" });

  for (const path of ["/", "/about-us", "/contact-us", "/insights", "/bn/digital-marketing"]) {
    test(`${path} has no WCAG 2.2 A/AA violations in dark at 375 and 1440 px`, async ({ page }) => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, path);
        await pauseCarousels(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
      }
    });
  }

  test("the staff inbox and the analytics chart are dark and readable (no axe violation, contrast included)", async ({
    page,
  }) => {
    await addVirtualAuthenticator(page);
    const subject = marker("dark inbox");
    await storeLead({ subject, message: "Readable in the dark theme?" });
    await enrol(page, `${marker("dark")}@staff.example.com`);
    await page.goto(`${staffOrigin}/staff`);
    await expect(page.getByText(subject)).toBeVisible();
    expect(await pageBackground(page)).toBe(darkPage);
    expect(await axeViolations(page)).toEqual([]);
    // The analytics chart's bars and axes are token classes too.
    await page.goto(`${staffOrigin}/staff/analytics`);
    await expect(page.getByRole("img", { name: /^Bar chart of page views/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
