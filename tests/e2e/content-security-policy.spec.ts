import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated, isTemplateRoute, routes } from "./helpers.ts";

type Violation = { directive: string; blocked: string; source: string };

/**
 * Records CSP violations two ways: the page's `securitypolicyviolation` events (listening from
 * before any page script runs; Playwright's init scripts are not subject to the page's CSP) and
 * the console errors Chromium prints for them.
 */
function watchCsp(page: Page) {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return {
    consoleErrors,
    async install() {
      await page.addInitScript(() => {
        const seen: Violation[] = [];
        (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
        document.addEventListener("securitypolicyviolation", (event) => {
          seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: event.sourceFile });
        });
      });
    },
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: Violation[] }).cspViolations),
  };
}

// The video host stays offline: the frame gets an empty page from here. The CSP check that
// matters (frame-src) happens in the browser before any request is made.
test.beforeEach(async ({ page }) => {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><p>video stand-in</p>" }),
  );
});

// One Insights article and topic: the others load the same template and scripts.
for (const path of [...routes.filter(isTemplateRoute).map((route) => route.path), "/no-such-page"]) {
  test(`${path} loads and hydrates without a Content-Security-Policy violation`, async ({ page }) => {
    const csp = watchCsp(page);
    await csp.install();
    await gotoHydrated(page, path);
    // Islands load their chunks after hydration starts; let them settle.
    await page.waitForLoadState("networkidle");
    expect(await csp.violations()).toEqual([]);
    expect(csp.consoleErrors).toEqual([]);
  });
}

test("the policy admits the video host's frame, for the day an office video is configured", async ({ page }) => {
  const csp = watchCsp(page);
  await csp.install();
  await gotoHydrated(page, "/about-us");
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.src = "https://www.youtube-nocookie.com/embed/abcdefghijk";
    frame.title = "video";
    document.body.append(frame);
  });
  await expect(page.frameLocator('iframe[src^="https://www.youtube-nocookie.com/embed/"]').locator("p")).toHaveText(
    "video stand-in",
  );
  expect(await csp.violations()).toEqual([]);
  expect(csp.consoleErrors).toEqual([]);
});

test("the violation watch itself sees a violation (so the tests above cannot pass vacuously)", async ({ page }) => {
  const csp = watchCsp(page);
  await csp.install();
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.src = "https://evil.example/";
    document.body.append(frame);
  });
  await expect.poll(() => csp.violations()).toEqual([expect.objectContaining({ directive: "frame-src" })]);
  await expect.poll(() => csp.consoleErrors.length).toBeGreaterThan(0);
});
