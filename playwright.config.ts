import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./tests/support/chromium.ts";
import { freePorts } from "./tests/support/free-port.ts";

// The site's and the mail sink's ports: free ones unless E2E_PORT / E2E_SMTP_PORT name them, so
// that two checkouts can run their browser tests at once. Set in the runner's environment, which
// the workers inherit, so they all see the same ports (as E2E_CONTACT_DB below).
if (!process.env.E2E_PORT || !process.env.E2E_SMTP_PORT) {
  const [site, sink] = await freePorts(2);
  process.env.E2E_PORT ||= String(site);
  process.env.E2E_SMTP_PORT ||= String(sink);
}
const port = Number(process.env.E2E_PORT);
const smtpPort = Number(process.env.E2E_SMTP_PORT);
// Messages posted by the browser tests go to a throwaway database, never to ./data. Workers load
// this file again and inherit the runner's environment, so they all see the same path (the staff
// tests create invites and leads in it).
process.env.E2E_CONTACT_DB ??= join(mkdtempSync(join(tmpdir(), "e2e-contact-")), "contact.sqlite");
const contactDb = process.env.E2E_CONTACT_DB;
// Every email the server sends goes to a local SMTP sink, which writes it here (tests/e2e/mail.ts).
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), "e2e-mail-"));

const publishedEditionSpec = /published-edition\.spec\.ts$/;

/**
 * Browser tests run against the real production server and build, in Debian's Chromium headless
 * shell (no browser downloads work on these machines), with the flags of tests/support/chromium.ts.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: headlessShellPath, args: chromiumFlags },
  },
  // Publishing what other specs read (a figure, a testimonial, a new article) runs after them
  // all, so that none of them reads a page half-way through it.
  projects: [
    { name: "site", testIgnore: publishedEditionSpec },
    { name: "published edition", testMatch: publishedEditionSpec, dependencies: ["site"] },
  ],
  webServer: {
    command: "node tests/support/e2e-server.ts",
    url: `http://127.0.0.1:${port}/robots.txt`,
    // The rate limits are covered by the server tests; here they would only make tests order-dependent.
    // Passkeys need a host name as relying party (Chromium refuses an IP address): the staff
    // tests use http://localhost, which browsers treat as a secure context.
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      CONTACT_DB_PATH: contactDb,
      CONTACT_RATE_LIMIT: "0",
      SEARCH_RATE_LIMIT: "0",
      STAFF_SIGN_IN_ATTEMPTS: "1000",
      STAFF_ORIGIN: `http://localhost:${port}`,
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
      E2E_SMTP_PORT: String(smtpPort),
      SMTP_URL: `smtp://e2e:e2e-secret@127.0.0.1:${smtpPort}`,
      // The sink on loopback speaks plain SMTP (no certificate to trust).
      SMTP_INSECURE: "1",
      CONTACT_TO: "team@agency.example",
      CONTACT_FROM: "Website <no-reply@agency.example>",
      CONTACT_ACK: "1",
      // Like the rate limit: the daily limit of acknowledgements is covered by the unit and
      // contract tests; here every test's senders are acknowledged, whatever ran before.
      CONTACT_ACK_DAILY_LIMIT: "100000",
      // Refused posts reach the Spam view's table within a poll's wait, not the default 10 s.
      CONTACT_REFUSED_FLUSH_MS: "200",
      // Sent at once, checked often: the tests wait for emails, not for the outbox's minute.
      CONTACT_OUTBOX_INTERVAL_MS: "500",
      // A lead unanswered for 3 s gets its reminder (tests/e2e/staff-replies.spec.ts).
      LEAD_REMINDER_MINUTES: "0.05",
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
