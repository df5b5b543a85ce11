import { expect, type Page, test } from "@playwright/test";
import { axeViolations, viewports } from "./helpers.ts";

/** The result links on the page, in order. */
const resultLinks = (page: Page) => page.getByTestId("search-results").first().locator("h2 a");

test.describe("site search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's field on a wide screen searches English and links to the card's place", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/about-us");
    const field = page.getByRole("search", { name: "Search the site" }).getByRole("searchbox");
    await field.fill("penetration testing");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=penetration\+testing$/);
    await expect(page.getByTestId("search-count")).toContainText(/\d+ results? for “penetration testing”/);
    const first = resultLinks(page).first();
    await expect(first).toHaveAttribute("href", /^\/cyber-security#card-[a-z0-9-]+$/);
    await expect(first.locator("mark").first()).toHaveText(/penetration/i);
    const href = (await first.getAttribute("href"))!;
    await first.click();
    await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
    await expect(page.locator(`[id="${href.split("#")[1]}"]`)).toBeVisible();
  });

  test("the phone menu's field searches Bangla: a word with and without its vowel signs finds the same places", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    await page.goto("/bn");
    await page.getByTestId("mobile-menu").locator("summary").first().click();
    const field = page.getByRole("search", { name: "সাইটে খুঁজুন" }).getByRole("searchbox");
    await field.fill("পেনিট্রেশন");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/bn\/search\?q=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    const written = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(written.length).toBeGreaterThan(0);
    expect(written[0]).toMatch(/^\/bn\//);
    await expect(resultLinks(page).first().locator("mark").first()).toHaveText("পেনিট্রেশন");

    // The same word typed without its vowel signs and hasanta, in the results page's own field.
    const again = page.getByRole("search", { name: "খোঁজ" }).getByRole("searchbox");
    await again.fill("পনটরশন");
    await again.press("Enter");
    const bare = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(bare).toEqual(written);
    await expect(resultLinks(page).first().locator("mark").first()).toHaveText("পেনিট্রেশন");
  });
});

test.describe("site search with JavaScript", () => {
  test("searches from the header in both languages, with the count, pages and a way back from a typo", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/");
    const field = page.getByRole("search", { name: "Search the site" }).getByRole("searchbox");
    await field.fill("marketing");
    await field.press("Enter");
    await expect(page.getByTestId("search-count")).toContainText("results for “marketing”");
    await expect(resultLinks(page)).toHaveCount(10);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(resultLinks(page).first()).toBeVisible();

    await page.goto("/search?q=secruity");
    await expect(page.getByTestId("search-count")).toContainText("Nothing on the site matches");
    await page.getByRole("link", { name: "security", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=security$/);
    await expect(resultLinks(page).first()).toBeVisible();
    // The other language's search page searches the same words.
    await page.getByTestId("language-switcher").click();
    await expect(page).toHaveURL(/\/bn\/search\?q=security$/);
    await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("security");

    await page.goto("/bn");
    const bnField = page.getByRole("search", { name: "সাইটে খুঁজুন" }).getByRole("searchbox");
    await bnField.fill("ওয়েবসাইট");
    await bnField.press("Enter");
    await expect(page.getByTestId("search-count")).toContainText("ফলাফল");
    await expect(resultLinks(page).first()).toHaveAttribute("href", /^\/bn\//);
  });

  for (const path of ["/search?q=website+security", "/bn/search?q=ওয়েবসাইট", "/search?q=zzqxw", "/search"]) {
    test(`${path} has no WCAG 2.2 A/AA violations at 375 and 1440 px`, async ({ page }) => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        expect(await axeViolations(page), `at ${viewport.width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `wider than ${viewport.width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
