import { expect, test, type Locator, type Page } from "@playwright/test";
import { siteContent } from "../../app/content/site-content.ts";
import { categoryPath } from "../../app/content/site-paths.ts";
import { gotoHydrated, hydrationEntry, viewports } from "./helpers.ts";
import { expectFirstTurnAtFiveSeconds, settle, stopClock } from "./page-clock.ts";

/** What the content holds: app/content/content.test.ts checks it against the specification's counts. */
const { categories, heroBanners, projects, teamMembers, testimonials } = siteContent("en");

/** Columns of a grid: how many items share the first row's top edge. */
async function columns(grid: Locator): Promise<number> {
  const tops = await grid
    .locator(":scope > li")
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

const grids = [
  {
    name: "services grid",
    path: "/our-services",
    testId: "services-grid",
    expected: { phone: 1, tablet: 2, desktop: 3 },
  },
  {
    name: "category grid",
    path: "/digital-marketing",
    testId: "category-grid",
    expected: { phone: 1, tablet: 2, desktop: 4 },
  },
  {
    name: "projects grid",
    path: "/latest-projects",
    testId: "projects-grid",
    expected: { phone: 1, tablet: 2, desktop: 3 },
  },
] as const;

for (const grid of grids) {
  for (const size of ["phone", "tablet", "desktop"] as const) {
    test(`the ${grid.name} has ${grid.expected[size]} column(s) at ${viewports[size].width} px`, async ({ page }) => {
      await page.setViewportSize(viewports[size]);
      await page.goto(grid.path);
      expect(await columns(page.getByTestId(grid.testId))).toBe(grid.expected[size]);
    });
  }
}

for (const category of categories) {
  const [path, count] = [categoryPath(category.slug), category.cards.length];
  test(`${path} shows ${count} cards whose image and title open the card's link in a new tab`, async ({ page }) => {
    await page.goto(path);
    const cards = page.getByTestId("category-grid").locator("article");
    await expect(cards).toHaveCount(count);
    for (const card of (await cards.all()).slice(0, 3)) {
      const links = card.locator("a");
      await expect(links).toHaveCount(2);
      const [imageHref, titleHref] = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(imageHref).toBe(titleHref);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /noopener/);
      }
    }
    await expect(cards.last()).toContainText(/Project|Portfolio|Campaign|Work/i);
  });
}

test("the home page has the hero, statistics, services and projects, then the four shared sections", async ({
  page,
}) => {
  await page.goto("/");
  const headings = await page.locator("main h2[id], main h1").allTextContents();
  expect(headings.slice(0, 1)[0]).toContain("Jamdani Digital");
  const ids = await page
    .locator("main section[aria-labelledby]")
    .evaluateAll((s) => s.map((e) => e.getAttribute("aria-labelledby")));
  expect(ids).toEqual([
    "stats-heading",
    "services-heading",
    "projects-heading",
    "about-heading",
    "team-heading",
    "clients-heading",
    "contact-heading",
  ]);
});

for (const [path, lead] of [
  ["/about-us", "about"],
  ["/expert-team", "team"],
  ["/happy-clients", "clients"],
  ["/contact-us", "contact"],
] as const) {
  test(`${path} leads with its own section and shows all four shared sections`, async ({ page }) => {
    await page.goto(path);
    const ids = await page
      .locator("main section[aria-labelledby]")
      .evaluateAll((s) => s.map((e) => e.getAttribute("aria-labelledby")));
    expect(ids[0]).toBe(`${lead}-heading`);
    expect(new Set(ids)).toEqual(new Set(["about-heading", "team-heading", "clients-heading", "contact-heading"]));
    await expect(page.locator(`#${lead}-heading`)).toHaveJSProperty("tagName", "H1");
  });
}

test("the statistics show their final values and the rates are named meters", async ({ page }) => {
  await page.goto("/");
  const stats = page.getByTestId("statistics");
  for (const text of [
    "85+",
    "Completed Projects",
    "28+",
    "Satisfied Clients",
    "15+",
    "Ongoing Projects",
    "6",
    "Years of Experience",
  ]) {
    await expect(stats).toContainText(text);
  }
  for (const [name, value] of [
    ["Project Completion Rate", "90"],
    ["Client Satisfaction Rate", "95"],
    ["Ongoing Projects", "60"],
  ] as const) {
    await expect(page.getByRole("meter", { name })).toHaveAttribute("aria-valuenow", value);
  }
});

test("the latest projects grid has six cards, each visiting the project in a new tab", async ({ page }) => {
  await page.goto("/latest-projects");
  const links = page.getByRole("link", { name: /Visit The Project/ });
  await expect(links).toHaveCount(projects.length);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
});

test("ten testimonials from Bangladesh, the UAE, Saudi Arabia and the UK, one shown at a time", async ({ page }) => {
  await gotoHydrated(page, "/happy-clients");
  const slides = page.getByRole("region", { name: "Client testimonials" }).locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(testimonials.length);
  const countries = new Set(await page.getByTestId("testimonial-designation").allTextContents());
  expect(countries).toEqual(
    new Set(["From Bangladesh", "From United Arab Emirates", "From Saudi Arabia", "From United Kingdom"]),
  );
  await expect(slides.first()).not.toHaveAttribute("inert", "");
  await page
    .getByRole("region", { name: "Client testimonials" })
    .getByRole("button", { name: "Previous slide" })
    .click();
  await expect(slides.last()).not.toHaveAttribute("inert", "");
  await expect(slides.first()).toHaveAttribute("inert", "");
});

/**
 * The visitor moves the pointer below the hero (over it, the hero would hold still): the islands
 * runtime hydrates the hero in the browser's next idle period, which comes once the test moves the
 * page's stopped clock.
 */
async function moveBelowTheHero(page: Page) {
  const box = (await page.getByRole("region", { name: "Highlights" }).boundingBox())!;
  const entryRequested = page.waitForRequest(hydrationEntry);
  await page.mouse.move(box.x + 5, box.y + box.height + 10);
  await entryRequested;
  await page.clock.runFor(100);
  await expect(page.locator('[data-island="hero-carousel"]')).toHaveAttribute("data-hydrated", "true", {
    timeout: 15_000,
  });
}

test("the hero shows seven banners, the first in the HTML, and advances by itself after 5 seconds", async ({
  page,
}) => {
  // The page's clock stands still until the test moves it: the 5 s are the page's, whatever the
  // machine's speed.
  await stopClock(page);
  await page.goto("/");
  const slides = page.getByTestId("hero-slides").locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(heroBanners.length);
  await expect(slides.first()).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  // Hydrated early, it still turns 5 s after the page started: not at 4.99 s, at 5 s.
  await moveBelowTheHero(page);
  await expectFirstTurnAtFiveSeconds(page, slides);
  const hero = page.getByRole("region", { name: "Highlights" });
  await hero.getByRole("button", { name: "Pause automatic slide show" }).click();
  await expect(hero.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
});

test("reduced motion: the hero does not rotate and offers no pause button", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await stopClock(page);
  await page.goto("/");
  await moveBelowTheHero(page);
  await expect(page.getByRole("button", { name: "Next slide" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause automatic slide show" })).toHaveCount(0);
  // Twice the 5 s interval of the page's time.
  await page.clock.runFor(10_000);
  await settle(page);
  const slides = page.getByTestId("hero-slides").locator('[aria-roledescription="slide"]');
  await expect(slides.first()).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await context.close();
});

async function recordThirdParty(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) requests.push(request.url());
  });
  // Nothing leaves this machine: third-party requests are answered locally.
  await page.route(/youtube/, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<p>video</p>" }),
  );
  return requests;
}

const officeVideoId = siteContent("en").site.officeVideo.youtubeId;

/**
 * The office block shows what the site configuration says, and nothing else: with no video (the
 * default: the site ships no one else's video), its poster alone; with one, a play control that
 * makes no third-party request until it is pressed.
 */
test("the office block shows its configured video behind a play control, or its poster alone", async ({ page }) => {
  const requests = await recordThirdParty(page);
  await page.clock.install();
  await gotoHydrated(page, "/about-us");
  const block = page.locator("#about");
  if (officeVideoId === undefined) {
    const poster = page.getByTestId("office-poster");
    await poster.scrollIntoViewIfNeeded();
    await expect(poster.getByRole("img")).toBeVisible();
    await expect(poster.getByRole("link")).toHaveCount(0);
    await expect(poster.getByRole("button")).toHaveCount(0);
    await expect(block.locator('iframe, [data-island="video-facade"], a[href*="youtube"]')).toHaveCount(0);
    await expect(block).not.toContainText(/YouTube/);
    // Ten seconds of the page's time: whatever it would fetch on a timer or when idle, it has asked for now.
    await page.clock.runFor(10_000);
    await settle(page);
    expect(requests).toEqual([]);
    return;
  }
  await page.getByTestId("video-facade").scrollIntoViewIfNeeded();
  await page.clock.runFor(10_000);
  await settle(page);
  expect(requests).toEqual([]);
  await page.getByRole("link", { name: /Play video/ }).click();
  const frame = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]');
  await expect(frame).toBeVisible();
  await expect.poll(() => requests.some((url) => url.includes("youtube-nocookie.com"))).toBe(true);
});

test("without JavaScript every section's content is in the page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByTestId("hero-slides").locator('[aria-roledescription="slide"]').first()).toBeVisible();
  await expect(page.getByText("85+")).toBeVisible();
  await expect(page.getByTestId("services-grid").locator("li")).toHaveCount(categories.length);
  await expect(page.getByTestId("team-grid").locator(":scope > li")).toHaveCount(teamMembers.length);
  await expect(page.getByTestId("mobile-payments")).toContainText("bKash");
  // The testimonials are a scrollable row: all ten can be reached.
  const track = page.getByTestId("testimonial-track");
  expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expect(track.locator("[inert]")).toHaveCount(0);
  await context.close();
});

test("without JavaScript the testimonials are a row that scrolls and that Tab and the arrow keys reach", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto("/happy-clients");
  const track = page.getByTestId("testimonial-track");
  expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // No tabindex: the browser makes a scroller with nothing focusable inside a tab stop itself.
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await track.evaluate((el) => document.activeElement === el);
  }
  expect(reached, "Tab reaches the testimonial row").toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await context.close();
});
