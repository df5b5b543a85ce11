/**
 * `node tools/screenshots/content-screenshots.ts`: screenshots of the content editor at 375 px and
 * 1440 px (the overview, a collection, a record in both languages, an article with its preview, a
 * version's changes, a refused Publish) into SCREENSHOT_DIR (default /tmp/content-shots; never the repository). It publishes one
 * change first, so that the history has something to show, and leaves a draft with a Bangla text
 * missing, so that Publish refuses. Needs a production build; starts its own server.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { openDatabase } from "../../server/db/open-database.ts";
import { createInvite } from "../../server/staff/staff-users.server.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { addVirtualAuthenticator } from "../../tests/support/virtual-authenticator.ts";

const port = Number(process.env.SCREENSHOT_PORT ?? 3463);
const origin = `http://localhost:${port}`;
const out = process.env.SCREENSHOT_DIR ?? "/tmp/content-shots";
const path = join(mkdtempSync(join(tmpdir(), "content-shots-")), "contact.sqlite");
mkdirSync(out, { recursive: true });

const server = await startSite({ port, env: { CONTACT_DB_PATH: path, STAFF_ORIGIN: origin, ANALYTICS: "off" } });
const db = await openDatabase({ kind: "sqlite", path }, { quiet: true });
const { token } = await createInvite(db, "nadia@example.com");
await db.close();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const field = (page: Page, name: string) => page.locator(`[id="f-${name}"]`);
try {
  const page = await (await browser.newContext()).newPage();
  await addVirtualAuthenticator(page);
  await page.goto(`${origin}/staff/enrol#${token}`);
  await page.getByText("For nadia@example.com").waitFor();
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${origin}/staff`);

  // A published change (the history's second version) and a draft Publish refuses.
  await page.goto(`${origin}/staff/content/projects/nirog-medical`);
  await field(page, "title.en").fill("Nirog Medical Supplies, Dhaka");
  await field(page, "title.bn").fill("নীরোগ মেডিক্যাল সাপ্লাইজ, ঢাকা");
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.goto(`${origin}/staff/content`);
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText(/Published as version/).waitFor();
  await page.goto(`${origin}/staff/content/testimonials`);
  const firstRecord = page.locator('a[href^="/staff/content/testimonials/"]').first();
  await firstRecord.click();
  await page.locator('[id$=".bn"]').first().fill("");
  await page.getByRole("button", { name: "Save draft" }).click();

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const [name, url] of [
      ["overview", "/staff/content"],
      ["collection", "/staff/content/projects"],
      ["record", "/staff/content/projects/nirog-medical"],
      ["category", "/staff/content/categories/cyber-security"],
      ["history", "/staff/content/history"],
      ["changes", "/staff/content/history/2"],
      ["images", "/staff/content/images"],
    ] as const) {
      await page.goto(`${origin}${url}`);
      await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: name !== "category" });
    }
    // An article with its body previewed in both languages, by the site's own Markdown pipeline.
    await page.goto(`${origin}/staff/content/articles/penetration-test-explained`);
    await page
      .getByRole("button", { name: /^Show preview/ })
      .first()
      .click();
    await page.waitForLoadState("load");
    await page.screenshot({ path: join(out, `article-preview-${width}.png`), fullPage: true });
    await page.goto(`${origin}/staff/content`);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByText(/Not published/).waitFor();
    await page.screenshot({ path: join(out, `publish-refused-${width}.png`), fullPage: true });
  }
  console.log(`${out}/*.png written`);
} finally {
  await browser.close();
  await server.stop();
}
