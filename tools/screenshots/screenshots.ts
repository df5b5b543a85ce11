/**
 * `node tools/screenshots/screenshots.ts [path ...]`: viewport-sized screenshots of pages as a
 * visitor scrolls them, at 375 px and 1440 px, into screenshots/ (not committed). Full-page
 * captures miss sections with `content-visibility: auto`, so the page is scrolled and shot screen
 * by screen.
 * Needs a production build; starts its own server.
 */
import { mkdirSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { startSite } from "../../tests/support/site-process.ts";

const paths =
  process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/bn", "/bn/digital-marketing", "/bn/contact-us"];
const widths = (process.env.WIDTHS ?? "375,1440").split(",").map(Number);
const maxShots = Number(process.env.MAX_SHOTS ?? 12);
const out = "screenshots";
mkdirSync(out, { recursive: true });

const server = await startSite({
  port: Number(process.env.SCREENSHOT_PORT ?? 3460),
  env: { CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "shots-")), "contact.sqlite") },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const width of widths) {
    const height = width < 768 ? 812 : 900;
    const page = await browser.newPage({ viewport: { width, height } });
    for (const path of paths) {
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const total = await page.evaluate(() => document.documentElement.scrollHeight);
      const name = path.replace(/\//g, "_") || "_";
      for (let shot = 0, y = 0; y < total && shot < maxShots; shot++, y += height) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(150);
        await page.screenshot({ path: join(out, `${name}-${width}-${String(shot).padStart(2, "0")}.png`) });
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Screenshots in ${out}/`);
