/**
 * `node scripts/staff-screenshots.ts`: screenshots of the staff area (sign-in, inbox, a message,
 * the audit log) at 375 px and 1440 px into screenshots/ (not committed), with sample leads in
 * English and Bangla and a passkey from Chromium's virtual authenticator. Needs a production build.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { createMessageStore } from "../app/server/contact/message-store.server.ts";
import { openDatabase } from "../app/server/db/open-database.ts";
import { setInboxStatus } from "../app/server/staff/inbox-store.server.ts";
import { addNote } from "../app/server/staff/lead-notes.server.ts";
import { createInvite } from "../app/server/staff/staff-users.server.ts";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { startSite } from "../tests/support/site-process.ts";
import { addVirtualAuthenticator } from "../tests/support/virtual-authenticator.ts";

const port = Number(process.env.SCREENSHOT_PORT ?? 3461);
const origin = `http://localhost:${port}`;
const path = join(mkdtempSync(join(tmpdir(), "staff-shots-")), "contact.sqlite");
mkdirSync("screenshots", { recursive: true });

const leads = [
  [
    "Ayesha Rahman",
    "ayesha@clinic.example",
    "A new website for our clinic",
    "We need a bilingual website with appointment booking and a doctors' page.\n\nCould you send a quote?",
    "en",
  ],
  [
    "রাশেদ করিম",
    "rashed@shop.example",
    "অনলাইন দোকানের ওয়েবসাইট",
    "আমাদের দোকানের জন্য বিকাশ পেমেন্টসহ একটি ওয়েবসাইট দরকার। খরচ কত হবে?",
    "bn",
  ],
  [
    "Tanvir Hasan",
    "tanvir@garments.example",
    "Facebook ads for our garments brand",
    "We want to run Facebook and Instagram ads before Eid. Budget around 50,000 BDT a month.",
    "en",
  ],
] as const;

const db = await openDatabase({ kind: "sqlite", path });
const store = await createMessageStore(db);
for (const [name, email, subject, message, language] of leads) {
  await store.insert(
    { name, email, subject, message, language, clientIp: "192.0.2.1", userAgent: "screenshots" },
    { limit: { limit: 0, windowSeconds: 60 }, channels: [] },
  );
}
await setInboxStatus(db, 3, "replied", "screenshots");
await addNote(
  db,
  2,
  "nadia@example.com",
  "ফোনে কথা হয়েছে: বিকাশ আর নগদ দুটোই চান, ঈদের আগে চালু করতে চান।\nQuote goes out today.",
);
const { token } = await createInvite(db, "nadia@example.com");
await db.close();

const server = await startSite({ port, env: { CONTACT_DB_PATH: path, STAFF_ORIGIN: origin } });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addVirtualAuthenticator(page);
  await page.goto(`${origin}/staff/enrol#${token}`);
  await page.getByText("For nadia@example.com").waitFor();
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${origin}/staff`);
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const [name, url] of [
      ["inbox", "/staff"],
      ["message", "/staff/messages/2"],
      ["message-delete", "/staff/messages/1?confirm=delete"],
      ["audit", "/staff/audit"],
    ] as const) {
      await page.goto(`${origin}${url}`);
      await page.screenshot({ path: `screenshots/staff-${name}-${width}.png`, fullPage: true });
    }
  }
  const signedOut = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signedOut.goto(`${origin}/staff/sign-in`);
  await signedOut.screenshot({ path: "screenshots/staff-sign-in-375.png" });
  console.log("screenshots/staff-*.png written");
} finally {
  await browser.close();
  await server.stop();
}
