// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMessageStore } from "./message-store.server.ts";
import { openDatabase } from "../db/open-database.ts";
import { readMessages } from "../../tests/support/contact-db.ts";
import { freePorts } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";
import { readMail, startSmtpSink } from "../../tests/support/smtp-sink.ts";

const [port, smtpPort] = await freePorts(2);
const auth = { user: "website", pass: "s3cret pass" };
const agency = "leads@agency.example";

let dir: string;
let dbPath: string;
let site: SiteProcess | undefined;
const cleanups: (() => Promise<void>)[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "contact-email-"));
  dbPath = join(dir, "contact.sqlite");
});
afterEach(async () => {
  await site?.stop();
  site = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

const smtpEnv = () => ({
  CONTACT_DB_PATH: dbPath,
  SMTP_URL: `smtp://${auth.user}:${encodeURIComponent(auth.pass)}@127.0.0.1:${smtpPort}`,
  // The sink on loopback speaks plain SMTP (no certificate to trust).
  SMTP_INSECURE: "1",
  CONTACT_TO: agency,
});

async function sink() {
  const server = await startSmtpSink({ port: smtpPort, ...auth });
  cleanups.push(server.close);
  return server;
}

/** Polls (every 50 ms, at most `ms`, a loaded machine's time) until `check` holds: email goes out after the answer. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Condition not met within ${ms} ms:\n${site?.logs().slice(-2000)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

async function post(fields: Record<string, string>) {
  const response = await fetch(`${site!.url}/contact-us`, { method: "POST", body: new URLSearchParams(fields) });
  await response.arrayBuffer();
  return response.status;
}

describe("email notification of contact messages", () => {
  it("emails the agency each message, with the visitor's values in the text and escaped in the HTML", async () => {
    const smtp = await sink();
    site = await startSite({ port, env: smtpEnv() });
    const fields = {
      name: "Rahim <b>Uddin</b>",
      email: "rahim@example.com",
      subject: "Quote <i>please</i>",
      message: "আমরা একটি ওয়েবসাইট চাই।\n<script>alert(1)</script>",
    };
    expect(await post(fields)).toBe(200);
    await eventually(() => smtp.received.length === 1);

    const mail = smtp.received[0]!;
    expect(mail.to).toEqual([agency]);
    expect(mail.from).toBe("no-reply@jamdani-digital.example.com");
    const { headers, text, html } = readMail(mail.raw);
    expect(headers).toMatch(/^Subject: \[Website\] Quote <i>please<\/i>$/m);
    expect(headers).toMatch(/^Reply-To: .*<rahim@example\.com>$/m);
    for (const value of Object.values(fields)) expect(text).toContain(value);
    expect(html).toContain("Rahim &lt;b&gt;Uddin&lt;/b&gt;");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("আমরা একটি ওয়েবসাইট চাই।");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Uddin");
    await eventually(async () => (await readMessages(dbPath))[0]?.status === "notified");
  });

  it("never emails a message filed as spam (a filled-in honeypot), and keeps it with its reason", async () => {
    const smtp = await sink();
    site = await startSite({ port, env: smtpEnv() });
    const bot = { name: "Bot", email: "bot@example.com", subject: "Bot post", message: "Cheap followers for you." };
    expect(await post({ ...bot, website: "http://spam.example" })).toBe(200);
    const real = { name: "Rahim", email: "rahim@example.com", subject: "Real lead", message: "Please call me back." };
    expect(await post(real)).toBe(200);
    await eventually(async () => (await readMessages(dbPath))[1]?.status === "notified");
    // The spam was stored first, so had it been queued, it would have gone out before the real
    // lead: the one email there is, once the real lead's is recorded sent, is the real lead's.
    expect(smtp.received).toHaveLength(1);
    expect(readMail(smtp.received[0]!.raw).headers).toMatch(/^Subject: \[Website\] Real lead$/m);
    expect((await readMessages(dbPath)).map((row) => [row.subject, row.spam_reason, row.status])).toEqual([
      ["Bot post", "honeypot", "new"],
      ["Real lead", null, "notified"],
    ]);
  });

  it("still confirms and stores the message when the mail server is down, and records the failure", async () => {
    site = await startSite({ port, env: smtpEnv() }); // nothing listens on the SMTP port
    expect(
      await post({
        name: "Rahim",
        email: "rahim@example.com",
        subject: "Mail is down",
        message: "Please call me back.",
      }),
    ).toBe(200);
    expect(await readMessages(dbPath)).toMatchObject([{ subject: "Mail is down" }]);
    await eventually(async () => (await readMessages(dbPath))[0]?.status === "notify_failed");
    expect((await readMessages(dbPath))[0]?.notify_attempts).toBe(1);
    await site.waitForLog("notification email failed");
    expect(site.logs()).not.toContain("Please call me back.");
    expect((await fetch(`${site.url}/contact-us`)).status).toBe(200);
  });

  it("emails at start-up a message a crash left unsent", async () => {
    // A row that was committed but never emailed: what a crash between the two leaves behind.
    const db = await openDatabase({ kind: "sqlite", path: dbPath });
    const store = await createMessageStore(db);
    await store.insert(
      {
        name: "Rahim",
        email: "rahim@example.com",
        subject: "Left by a crash",
        message: "Stored before the crash.",
        clientIp: "203.0.113.5",
        userAgent: "",
        language: "en",
      },
      { limit: { limit: 0, windowSeconds: 60 }, channels: ["email" as const] },
    );
    await db.close();
    const smtp = await sink();
    site = await startSite({ port, env: smtpEnv() });
    await eventually(() => smtp.received.length === 1);
    expect(readMail(smtp.received[0]!.raw).text).toContain("Stored before the crash.");
    await eventually(async () => (await readMessages(dbPath))[0]?.status === "notified");
  });

  it("says at start-up that messages are only stored when SMTP is not configured", async () => {
    site = await startSite({ port, env: { CONTACT_DB_PATH: dbPath } });
    await site.waitForLog("SMTP not configured: messages are stored only");
  });
});
