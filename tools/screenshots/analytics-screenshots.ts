/**
 * `node tools/screenshots/analytics-screenshots.ts`: screenshots of the staff analytics dashboard
 * and of a lead's attribution at 375 px and 1440 px, on a month of seeded traffic
 * (tools/seed/seed-analytics.ts), into SCREENSHOT_DIR (default /tmp/dashboard-shots; never the
 * repository). Needs a production build.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { openDatabase } from "../../server/db/open-database.ts";
import { createInvite } from "../../server/staff/staff-users.server.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { addVirtualAuthenticator } from "../../tests/support/virtual-authenticator.ts";

const port = Number(process.env.SCREENSHOT_PORT ?? 3462);
const origin = `http://localhost:${port}`;
const out = process.env.SCREENSHOT_DIR ?? "/tmp/dashboard-shots";
const path = join(mkdtempSync(join(tmpdir(), "analytics-shots-")), "contact.sqlite");
mkdirSync(out, { recursive: true });

execFileSync(process.execPath, ["tools/seed/seed-analytics.ts", "--days", process.env.SEED_DAYS ?? "30"], {
  env: { ...process.env, CONTACT_DB_PATH: path },
  stdio: "inherit",
});
const db = await openDatabase({ kind: "sqlite", path }, { quiet: true });
const { token } = await createInvite(db, "nadia@example.com");
const [lead] = await db.query("SELECT id FROM messages WHERE entry_page IS NOT NULL ORDER BY id DESC LIMIT 1");
await db.close();

const server = await startSite({ port, env: { CONTACT_DB_PATH: path, STAFF_ORIGIN: origin, ANALYTICS: "off" } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await (await browser.newContext()).newPage();
  await addVirtualAuthenticator(page);
  await page.goto(`${origin}/staff/enrol#${token}`);
  await page.getByText("For nadia@example.com").waitFor();
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${origin}/staff`);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const [name, url] of [
      ["dashboard-30d", "/staff/analytics?period=30d"],
      ["dashboard-today", "/staff/analytics?period=today"],
      ["dashboard-12m", "/staff/analytics?period=12m"],
      ["dashboard-bad-period", "/staff/analytics?from=2026-02-30&to=soon"],
      ["lead", `/staff/messages/${String(lead?.id ?? 1)}`],
    ] as const) {
      await page.goto(`${origin}${url}`);
      await page.screenshot({ path: join(out, `${name}-${width}.png`), fullPage: true });
    }
    await page.goto(`${origin}/staff/analytics?period=30d`);
    await page.screenshot({ path: join(out, `dashboard-30d-${width}-viewport.png`) });
  }
  console.log(`${out}/*.png written`);
} finally {
  await browser.close();
  await server.stop();
}
