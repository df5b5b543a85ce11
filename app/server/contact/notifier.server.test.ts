// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readMail, startSmtpSink } from "../../../tests/support/smtp-sink.ts";
import { createMailer } from "./mailer.server.ts";
import { createNotifier, maxNotifyAttempts, retryDelayMs } from "./notifier.server.ts";
import { openContactStore, type ContactStore } from "./store.server.ts";

// Loopback ports reserved for this file (the project's tests use 3300-3399).
const upPort = 3350;
const downPort = 3351;
const auth = { user: "site", pass: "secret" };
const message = {
  name: "Rahim",
  email: "rahim@example.com",
  subject: "Website",
  message: "Please call me back.",
  ipHash: "h",
  userAgent: "",
};

let dir: string;
let store: ContactStore;
const cleanups: (() => unknown)[] = [];

beforeEach(() => {
  // The notifier logs each attempt; the assertions below read the database instead.
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  dir = mkdtempSync(join(tmpdir(), "contact-notifier-"));
  store = openContactStore({ path: join(dir, "contact.sqlite") });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  store.close();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

function notifierFor(port: number) {
  const mailer = createMailer({
    url: `smtp://${auth.user}:${auth.pass}@127.0.0.1:${port}`,
    to: "leads@agency.example",
  });
  cleanups.push(() => mailer.close());
  return createNotifier({ store, mailer });
}

describe("createNotifier", () => {
  it("waits 1, 2, 4 and 8 minutes between attempts", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it("emails each stored message once and marks it notified", async () => {
    const sink = await startSmtpSink({ port: upPort, ...auth });
    cleanups.push(sink.close);
    const row = store.insert(message);
    const notifier = notifierFor(upPort);
    expect(await notifier.drain()).toBe(1);
    expect(await notifier.drain()).toBe(0);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(["leads@agency.example"]);
    expect(readMail(sink.received[0]?.raw ?? "").text).toContain("Please call me back.");
    expect(store.list()[0]).toMatchObject({ id: row.id, status: "notified", notify_attempts: 1 });
  });

  it("keeps a message whose email failed, and sends it when it is due and the server is back", async () => {
    store.insert(message);
    const notifier = notifierFor(downPort);
    const start = Date.now();
    expect(await notifier.drain()).toBe(1);
    const failed = store.list()[0];
    expect(failed).toMatchObject({ status: "notify_failed", notify_attempts: 1 });
    const retryAt = Date.parse(failed?.next_attempt_at ?? "");
    expect(retryAt - start).toBeGreaterThanOrEqual(retryDelayMs(1));
    expect(await notifier.drain(new Date())).toBe(0); // not due yet

    const sink = await startSmtpSink({ port: downPort, ...auth });
    cleanups.push(sink.close);
    expect(await notifier.drain(new Date(retryAt))).toBe(1);
    expect(sink.received).toHaveLength(1);
    expect(store.list()[0]).toMatchObject({ status: "notified", notify_attempts: 2 });
  });

  it(`gives up after ${maxNotifyAttempts} failed attempts, leaving the message stored`, async () => {
    store.insert(message);
    const notifier = notifierFor(downPort);
    let later = Date.now();
    for (let attempt = 1; attempt <= maxNotifyAttempts + 2; attempt += 1) {
      later += 3_600_000;
      await notifier.drain(new Date(later));
    }
    expect(store.list()[0]).toMatchObject({
      status: "notify_failed",
      notify_attempts: maxNotifyAttempts,
      next_attempt_at: null,
    });
  });
});
