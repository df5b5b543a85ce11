import { type Browser, expect, type Page } from "@playwright/test";
import { staffOrigin } from "./staff-helpers.ts";

/**
 * Steps the content editor's browser tests share (tests/e2e/staff-content.spec.ts): publishing,
 * restoring the version before, and reading the public site as visitors with and without
 * JavaScript.
 */

/**
 * The product's promise: a publish is served within 5 s (docs/content-editing.md). On this kind of
 * machine `npm run bench:publish` measured 631 ms median, 2.8 s worst, from Publish to another
 * instance; the time depends on the machine (they differ twofold) and on what shares its cores,
 * so a slow, loaded one comes near the bound. It stays at the promise: missing it is the bug.
 */
export const publishPromiseMs = 5_000;

/** Unique per run, in Bangla digits only: no Latin letter for bangla.spec.ts's check of /bn pages to trip on. */
export const banglaMarker = () =>
  new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(Math.floor(100_000 + Math.random() * 900_000));

/** Clicks Publish on the overview; resolves to the moment of the click (`performance.now()`) once it says published. */
export async function publish(page: Page): Promise<number> {
  await page.goto(`${staffOrigin}/staff/content`);
  const clickedAt = performance.now();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Published as version \d+/)).toBeVisible();
  return clickedAt;
}

/** Publishes the version before the newest again (History › the second version › Restore). */
export async function restorePreviousVersion(page: Page) {
  await page.goto(`${staffOrigin}/staff/content/history`);
  await page
    .getByRole("link", { name: /version \d+/i })
    .nth(1)
    .click();
  await page.getByRole("button", { name: /Restore version/ }).click();
}

/** The body of `path` as the server sends it now (what a visitor without JavaScript gets). */
export async function servedText(page: Page, path: string) {
  const response = await page.request.get(`${staffOrigin}${path}`);
  return { status: response.status(), text: await response.text() };
}

/**
 * Polls until every `[path, text]` is served (or, `present` false, no longer served), for at most
 * `ms` from `since` (a bounded poll: it fails at the bound, it never sleeps through it).
 */
export async function servedWithin(
  page: Page,
  checks: readonly (readonly [path: string, text: string])[],
  options: { since: number; ms: number; present?: boolean },
) {
  const present = options.present ?? true;
  const pending = async () => {
    const left: string[] = [];
    for (const [path, text] of checks) {
      if ((await servedText(page, path)).text.includes(text) !== present) left.push(`${path}: ${text}`);
    }
    return left;
  };
  const ms = Math.max(1, options.ms - (performance.now() - options.since));
  // Every 100 ms: Playwright's default intervals grow to a second, which a measured bound would pay.
  await expect
    .poll(pending, { timeout: ms, intervals: [100], message: `served within ${options.ms} ms of Publish` })
    .toEqual([]);
  return Math.round(performance.now() - options.since);
}

/** Runs `visit` once in a visitor's browser with JavaScript and once in one without, each a fresh context. */
export async function asVisitors(browser: Browser, visit: (page: Page, javaScript: boolean) => Promise<void>) {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      await visit(await context.newPage(), javaScriptEnabled);
    } finally {
      await context.close();
    }
  }
}
