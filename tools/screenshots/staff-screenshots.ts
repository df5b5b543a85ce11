/**
 * `node tools/screenshots/staff-screenshots.ts`: screenshots of the staff area (sign-in, inbox, a
 * conversation, the spam view, the audit log, people, passkeys, analytics) at 375 px and 1440 px
 * into screenshots/ (not committed), with sample leads in English and Bangla, replies sent to a
 * local SMTP sink, and a passkey from Chromium's virtual authenticator. Needs a production build.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { createMessageStore } from "../../server/leads/message-store.server.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { countRejectedPost } from "../../server/leads/rejected-posts.server.ts";
import { setInboxStatus } from "../../server/staff/inbox-store.server.ts";
import { addNote } from "../../server/staff/lead-notes.server.ts";
import { assignLead } from "../../server/staff/lead-owner.server.ts";
import { createInvite } from "../../server/staff/staff-users.server.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { addVirtualAuthenticator } from "../../tests/support/virtual-authenticator.ts";

const port = Number(process.env.SCREENSHOT_PORT ?? 3461);
const origin = `http://localhost:${port}`;
const path = join(mkdtempSync(join(tmpdir(), "staff-shots-")), "contact.sqlite");
mkdirSync("screenshots", { recursive: true });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
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
  [
    "Nusrat Jahan",
    "nusrat@school.example",
    "Data entry for our admission forms",
    "We have about 3,000 paper admission forms to digitise before January. Can your team do it?",
    "en",
  ],
] as const;
const ages = [26 * 60, 95, 50, 12];
const spam = [
  [
    "Best SEO",
    "seo@offers.example",
    "Rank #1 on Google",
    "http://a.example http://b.example http://c.example",
    "links",
  ],
  [
    "Иван",
    "ivan@mail.example",
    "Предложение",
    "Здравствуйте, предлагаем услуги по продвижению сайта.",
    "foreign-script",
  ],
] as const;

const db = await openDatabase({ kind: "sqlite", path });
const store = await createMessageStore(db);
for (const [i, [name, email, subject, message, language]] of leads.entries()) {
  await store.insert(
    { name, email, subject, message, language, clientIp: "192.0.2.1", userAgent: "screenshots" },
    { limit: { limit: 0, windowSeconds: 60 }, channels: [], now: minutesAgo(ages[i] ?? 0) },
  );
}
for (const [name, email, subject, message, reason] of spam) {
  await store.insert(
    { name, email, subject, message, language: "en", clientIp: "198.51.100.7", userAgent: "screenshots" },
    { limit: { limit: 0, windowSeconds: 60 }, channels: [], spamReason: reason, now: minutesAgo(300) },
  );
}
for (const [reason, count] of [
  ["invalid", 4],
  ["rate-limited", 2],
  ["cross-site", 1],
] as const) {
  for (let i = 0; i < count; i++) await countRejectedPost(db, reason, minutesAgo(i * 24 * 60));
}
await setInboxStatus(db, 3, "replied", "screenshots", minutesAgo(20));
await addNote(
  db,
  2,
  "nadia@example.com",
  "ফোনে কথা হয়েছে: বিকাশ আর নগদ দুটোই চান, ঈদের আগে চালু করতে চান।\nQuote goes out today.",
);
const { token } = await createInvite(db, "nadia@example.com");
await db.close();

// Replies go to a local SMTP sink, so the conversation shows them as sent.
const sink = await startSmtpSink({ port: port + 1, user: "shots", pass: "shots" });
const server = await startSite({
  port,
  env: {
    CONTACT_DB_PATH: path,
    STAFF_ORIGIN: origin,
    SMTP_URL: `smtp://shots:shots@127.0.0.1:${port + 1}`,
    SMTP_INSECURE: "1",
    CONTACT_TO: "team@jamdani-digital.example.com",
  },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await addVirtualAuthenticator(page);
  await page.goto(`${origin}/staff/enrol#${token}`);
  await page.getByText("For nadia@example.com").waitFor();
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${origin}/staff`);
  // A conversation: two replies to the Bangla lead, which its owner took.
  const live = await openDatabase({ kind: "sqlite", path });
  const [nadia] = await live.query("SELECT id FROM staff_users WHERE email = 'nadia@example.com'");
  await assignLead(live, { messageId: 2, assigneeId: Number(nadia?.id), actor: "nadia@example.com", channels: [] });
  await live.close();
  for (const body of [
    "আসসালামু আলাইকুম রাশেদ ভাই,\nবিকাশ ও নগদসহ দোকানের সাইট আমরা তিন সপ্তাহে চালু করতে পারি। আনুমানিক খরচ ৮০,০০০ টাকা; বিস্তারিত কোটেশন আজ পাঠাচ্ছি।\n\nনাদিয়া, Jamdani Digital",
    "কোটেশন সংযুক্ত করলাম। কোনো প্রশ্ন থাকলে এই ইমেইলের উত্তর দিন বা অফিসে ফোন করুন।",
  ]) {
    await page.goto(`${origin}/staff/messages/2`);
    await page.getByLabel(/^Reply to/).fill(body);
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.waitForURL(/replied=1/);
  }
  await page.waitForTimeout(1_500); // the outbox sends them to the sink
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    for (const [name, url] of [
      ["inbox", "/staff"],
      ["message", "/staff/messages/2"],
      ["message-new", "/staff/messages/4"],
      ["spam", "/staff?status=spam"],
      ["spam-message", "/staff/messages/5"],
      ["message-delete", "/staff/messages/1?confirm=delete"],
      ["audit", "/staff/audit"],
      ["people", "/staff/people"],
      ["passkeys", "/staff/passkeys"],
      ["analytics", "/staff/analytics?period=30d"],
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
  await sink.close();
}
