import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import type { StoredView } from "../../server/analytics/analytics-rows.ts";
import { insertViews } from "../../server/analytics/analytics-store.server.ts";
import { axeViolations, viewports } from "./helpers.ts";
import { addVirtualAuthenticator, enrol, marker, staffOrigin, storeLead, withDb } from "./staff-helpers.ts";

/**
 * Page views go straight into the e2e server's database through the store (the counting itself is
 * tested in server/analytics/page-view-counting.site.test.ts), as today's raw views: what the dashboard must show
 * before any rollup. Each test's values carry its own marker and enough views to rank first.
 */
async function seedViews(tag: string, count = 40) {
  const now = Date.now();
  const views: StoredView[] = Array.from({ length: count }, (_, i) => ({
    at: new Date(now - i * 1_000),
    visitor: `${tag}:${String(i).padStart(4, "0")}`,
    path: `/e2e-${tag}`,
    language: "en",
    status: 200,
    referrer: `<img src=x onerror="window.__pwned=1">${tag}.example`,
    utmSource: `=HYPERLINK("http://evil.example")${tag}`,
    utmMedium: "social",
    utmCampaign: `<script>window.__pwned=1</script>eid-offer-${tag}`,
    device: "phone",
    browser: "Chrome",
    country: "BD",
  }));
  await withDb((db) => insertViews(db, views));
  return views[0]!;
}

const dashboard = (query = "period=today") => `${staffOrigin}/staff/analytics?${query}`;

async function signedIn(page: Page, label: string) {
  await addVirtualAuthenticator(page);
  await enrol(page, `${marker(label)}@staff.example.com`);
}

test.describe("the analytics dashboard without a session", () => {
  test("shows the sign-in page, and the CSV export answers 401", async ({ page, request }) => {
    await page.goto(dashboard());
    await expect(page).toHaveURL(
      `${staffOrigin}/staff/sign-in?next=${encodeURIComponent("/staff/analytics?period=today")}`,
    );
    await expect(page.getByRole("heading", { name: "Sign in to the staff inbox" })).toBeVisible();
    const csv = await request.get(`${staffOrigin}/staff/analytics/export?table=pages&period=today`);
    expect(csv.status()).toBe(401);
  });
});

test.describe("the analytics dashboard", () => {
  test("is linked in the staff navigation and shows today's views, with visitor text as text", async ({ page }) => {
    const tag = marker("dash");
    const seeded = await seedViews(tag);
    await signedIn(page, "analytics");
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Analytics" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    const today = page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "Today", exact: true });
    await today.click();
    await expect(today).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("table-pages")).toContainText(`/e2e-${tag}`);
    await expect(page.getByTestId("table-referrers")).toContainText(seeded.referrer!);
    await expect(page.getByTestId("table-campaigns")).toContainText(seeded.utmCampaign!);
    await expect(page.getByTestId("table-campaigns")).toContainText(seeded.utmSource!);
    await expect(page.locator("main img, main script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const visitors = page.getByTestId("analytics-summary").locator("div").filter({ hasText: "Visitors" }).first();
    expect(Number((await visitors.locator("dd").first().textContent())?.replaceAll(",", ""))).toBeGreaterThanOrEqual(
      40,
    );
  });

  test("counts a real browser's visits, with JavaScript and without, and not Headless Chrome's", async ({
    browser,
    page,
  }) => {
    const tag = marker("visits");
    // The e2e server counts like production: Headless Chrome is a bot and the other tests' visits
    // are not counted. These two visitors' browsers say they are ordinary Chromes (two versions:
    // two visitors, each visit its visitor's first of the day).
    const chrome = (version: number) =>
      `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
    const visits = [
      { javaScriptEnabled: true, userAgent: chrome(142), campaign: `${tag}-js` },
      { javaScriptEnabled: false, userAgent: chrome(141), campaign: `${tag}-nojs` },
      { javaScriptEnabled: true, userAgent: undefined, campaign: `${tag}-headless` },
    ];
    for (const { javaScriptEnabled, userAgent, campaign } of visits) {
      const context = await browser.newContext({ javaScriptEnabled, userAgent });
      const visitor = await context.newPage();
      await visitor.goto(`${staffOrigin}/latest-projects?utm_source=e2e&utm_campaign=${campaign}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      await context.close();
    }
    await signedIn(page, "visits");
    // Views reach the store within the flush interval: ask the dashboard's CSV (every row) until they do.
    const campaigns = async () =>
      (await page.request.get(`${staffOrigin}/staff/analytics/export?table=campaigns&period=today`)).text();
    await expect.poll(campaigns, { timeout: 20_000 }).toContain(`"Campaign","${tag}-nojs","1","1"`);
    const csv = await campaigns();
    expect(csv).toContain(`"Campaign","${tag}-js","1","1"`);
    expect(csv).not.toContain(`${tag}-headless`);
  });

  test("downloads a table as CSV with formula-looking cells neutralised", async ({ page }) => {
    const tag = marker("csv");
    await seedViews(tag);
    await signedIn(page, "csv");
    await page.goto(dashboard());
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV of Campaigns" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-campaigns-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, "utf8");
    expect(csv.startsWith('\uFEFF"Parameter","Value","Visits","Views"\r\n')).toBe(true);
    expect(csv).toContain(`"Source","'=HYPERLINK(""http://evil.example"")${tag}","40","40"`);
    expect(csv).toContain(`"Campaign","<script>window.__pwned=1</script>eid-offer-${tag}","40","40"`);
  });

  test("explains a bad custom period with a 400 page instead of failing", async ({ page }) => {
    await signedIn(page, "period");
    const response = await page.goto(dashboard("period=custom&from=2026-02-30&to=soon"));
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("That period cannot be shown");
    await expect(page.getByText("The start date does not exist: choose another.")).toBeVisible();
    await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
    const csv = await page.request.get(`${staffOrigin}/staff/analytics/export?table=nope&period=today`);
    expect(csv.status()).toBe(400);
    // The form: a custom period through the GET form gives its own URL.
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    await page.getByLabel("To", { exact: true }).fill("2026-01-31");
    await page.getByRole("button", { name: "Show period" }).click();
    await expect(page).toHaveURL(/period=custom&from=2026-01-01&to=2026-01-31/);
    await expect(page.getByText("1 Jan 2026 to 31 Jan 2026").first()).toBeVisible();
  });

  test("a lead's page shows its stored attribution as text, or that none was recorded", async ({ page }) => {
    const tag = marker("lead");
    const campaign = `<b>eid</b>-${tag}`;
    const attributed = await storeLead({
      subject: `Attributed ${tag}`,
      message: "We saw your Eid offer.",
      attribution: {
        entryPage: "/bn/digital-marketing",
        referrerHost: "m.facebook.com",
        utmSource: "facebook",
        utmMedium: "paid-social",
        utmCampaign: campaign,
        pagesSeen: ["/bn/digital-marketing", "/bn/contact-us"],
      },
    });
    const plain = await storeLead({ subject: `Plain ${tag}`, message: "Hello." });
    await signedIn(page, "lead");
    await page.goto(`${staffOrigin}/staff/messages/${attributed}`);
    const details = page.getByTestId("attribution");
    await expect(details).toContainText("/bn/digital-marketing");
    await expect(details).toContainText("m.facebook.com");
    await expect(details).toContainText(campaign);
    await expect(details.getByRole("listitem")).toHaveText(["/bn/digital-marketing", "/bn/contact-us"]);
    await expect(page.locator("main b")).toHaveCount(0);
    await page.goto(`${staffOrigin}/staff/messages/${plain}`);
    await expect(page.getByTestId("attribution")).toContainText("Not recorded.");
  });
});

for (const [name, viewport] of [
  ["phone", viewports.phone],
  ["desktop", viewports.desktop],
] as const) {
  test.describe(`the analytics pages at ${name} width`, () => {
    test.use({ viewport });
    test.setTimeout(60_000);
    test(`have no WCAG 2.2 A/AA violations and nothing wider than ${viewport.width} px`, async ({ page }) => {
      const tag = marker("axe");
      await seedViews(tag, 30);
      await signedIn(page, "axe");
      await page.goto(dashboard());
      await page.getByText("Show the numbers as a table").click();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.goto(dashboard("period=custom&from=2026-02-30&to=soon"));
      expect(await axeViolations(page)).toEqual([]);
      const id = await storeLead({
        subject: `Axe ${tag}`,
        message: "Hello",
        attribution: {
          entryPage: "/",
          referrerHost: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          pagesSeen: ["/", "/contact-us"],
        },
      });
      await page.goto(`${staffOrigin}/staff/messages/${id}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
