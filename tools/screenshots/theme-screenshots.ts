/**
 * `node tools/screenshots/theme-screenshots.ts`: the committed screenshots of the colour themes
 * (decision 026), docs/screenshots/theme-{light,dark}-<page>.png: five public pages and the staff
 * inbox, each in both themes, at 1440 px, as a visitor sees them once scrolled to the part that
 * shows the most colours (art, bands, cards, the chart-free inbox list). The theme is chosen the
 * way a visitor chooses it: stored by the toggle's script in localStorage for the public pages,
 * the system's setting (prefers-color-scheme) for the staff area (decision 026).
 * Needs a production build; starts its own server with a throwaway store and sample leads.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { openDatabase } from "../../server/db/open-database.ts";
import { createMessageStore } from "../../server/leads/message-store.server.ts";
import { createInvite } from "../../server/staff/staff-users.server.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { addVirtualAuthenticator } from "../../tests/support/virtual-authenticator.ts";

/** Each page, and how far down to scroll it (px) for the screen that shows its colours best. */
const pages = [
  ["home", "/", 0],
  ["services", "/digital-marketing", 500],
  ["about", "/about-us", 900],
  ["contact", "/contact-us", 0],
  ["article-bn", "/bn/insights/bkash-nagad-payment-gateway", 0],
] as const;
const themes = ["light", "dark"] as const;
const out = "docs/screenshots";
const viewport = { width: 1440, height: 900 };
const port = Number(process.env.SCREENSHOT_PORT ?? 3462);
const origin = `http://localhost:${port}`;
mkdirSync(out, { recursive: true });

const path = join(mkdtempSync(join(tmpdir(), "theme-shots-")), "contact.sqlite");
const db = await openDatabase({ kind: "sqlite", path });
const store = await createMessageStore(db);
for (const [name, subject, language] of [
  ["Ayesha Rahman", "A new website for our clinic", "en"],
  ["রাশেদ করিম", "অনলাইন দোকানের ওয়েবসাইট", "bn"],
  ["Tanvir Hasan", "Facebook ads for our garments brand", "en"],
] as const) {
  await store.insert(
    { name, email: "lead@example.com", subject, message: subject, language, clientIp: "192.0.2.1", userAgent: "shots" },
    { limit: { limit: 0, windowSeconds: 60 }, channels: [] },
  );
}
const { token } = await createInvite(db, "nadia@example.com");
await db.close();

const server = await startSite({ port, env: { CONTACT_DB_PATH: path, STAFF_ORIGIN: origin } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

async function shoot(page: Page, url: string, scroll: number, file: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await page.evaluate((top) => window.scrollTo(0, top), scroll);
  // Lets sections under content-visibility render and the scroll settle before the capture.
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(out, file) });
}

try {
  for (const theme of themes) {
    const context = await browser.newContext({ viewport, colorScheme: theme });
    await context.addInitScript((choice) => localStorage.setItem("theme", choice), theme);
    const page = await context.newPage();
    for (const [name, url, scroll] of pages) await shoot(page, `${origin}${url}`, scroll, `theme-${theme}-${name}.png`);
    await context.close();
  }
  for (const theme of themes) {
    const context = await browser.newContext({ viewport, colorScheme: theme });
    const page = await context.newPage();
    await addVirtualAuthenticator(page);
    if (theme === "light") {
      await page.goto(`${origin}/staff/enrol#${token}`);
      await page.getByRole("button", { name: "Create a passkey" }).click();
      await page.waitForURL(`${origin}/staff`);
      await context.storageState({ path: join(tmpdir(), "theme-shots-staff.json") });
    }
    await context.close();
  }
  const signedIn = { storageState: join(tmpdir(), "theme-shots-staff.json"), viewport };
  for (const theme of themes) {
    const context = await browser.newContext({ ...signedIn, colorScheme: theme });
    await shoot(await context.newPage(), `${origin}/staff`, 0, `theme-${theme}-staff-inbox.png`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Theme screenshots in ${out}/`);
