// @vitest-environment node
import type { SendMailOptions } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freePorts } from "../../tests/support/free-port.ts";
import { readMail, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { createMailer } from "./transports/mailer.server.ts";
import { createMessageStore, type MessageStore } from "../leads/message-store.server.ts";
import { createNotifier, maxNotifyAttempts, retryDelayMs } from "./notifier.server.ts";
import { createOutbox } from "./outbox-store.server.ts";

// A mail server's port, and one where none listens until a test starts it.
const [upPort, downPort] = await freePorts(2);
const auth = { user: "site", pass: "secret" };
const message = {
  name: "Rahim",
  email: "rahim@example.com",
  subject: "Website",
  message: "Please call me back.",
  clientIp: "203.0.113.9",
  userAgent: "",
  language: "en" as const,
};
const noLimit = { limit: { limit: 0, windowSeconds: 60 }, channels: ["email" as const] };

describe.each(storeFactories)("the notifier on $name", (factory) => {
  let db: Database;
  let store: MessageStore;
  const cleanups: (() => unknown)[] = [];

  beforeEach(async () => {
    // The notifier logs each attempt; the assertions below read the database instead.
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    db = await factory.open();
    store = await createMessageStore(db);
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await db.close();
    vi.restoreAllMocks();
  });

  function notifierFor(port: number) {
    const mailer = createMailer({
      url: `smtp://${auth.user}:${auth.pass}@127.0.0.1:${port}`,
      to: "leads@agency.example",
      insecure: true, // the sink speaks plain SMTP
    });
    cleanups.push(() => mailer.close());
    return createNotifier({ outbox: createOutbox(db), mailer });
  }

  it("waits 1, 2, 4 and 8 minutes between attempts", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it("emails each stored message once and marks it notified", async () => {
    const sink = await startSmtpSink({ port: upPort, ...auth });
    cleanups.push(sink.close);
    await store.insert(message, noLimit);
    const notifier = notifierFor(upPort);
    expect(await notifier.drain()).toBe(1);
    expect(await notifier.drain()).toBe(0);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(["leads@agency.example"]);
    expect(readMail(sink.received[0]?.raw ?? "").text).toContain("Please call me back.");
    expect((await store.list())[0]).toMatchObject({ status: "notified", notify_attempts: 1 });
  });

  it("keeps a message whose email failed, and sends it when it is due and the server is back", async () => {
    await store.insert(message, noLimit);
    const notifier = notifierFor(downPort);
    const start = new Date();
    expect(await notifier.drain(start)).toBe(1);
    const failed = (await store.list())[0];
    expect(failed).toMatchObject({ status: "notify_failed", notify_attempts: 1 });
    const retryAt = Date.parse(failed?.next_attempt_at ?? "");
    expect(retryAt - start.getTime()).toBe(retryDelayMs(1));
    expect(await notifier.drain(new Date(retryAt - 1))).toBe(0); // not due yet

    const sink = await startSmtpSink({ port: downPort, ...auth });
    cleanups.push(sink.close);
    expect(await notifier.drain(new Date(retryAt))).toBe(1);
    expect(sink.received).toHaveLength(1);
    expect((await store.list())[0]).toMatchObject({ status: "notified", notify_attempts: 2 });
  });

  it("dates each claim from when it is taken, so a drain that started long ago holds live claims", async () => {
    const started = new Date(Date.now() - 10 * 60_000); // a drain through a backlog, 10 minutes in
    await store.insert(message, { ...noLimit, now: started });
    const claimedUntil: number[] = [];
    const mailer = {
      settings: { url: "smtp://localhost", to: "leads@agency.example" },
      async send() {
        const [row] = await db.query<{ claimed_until: string | Date }>("SELECT claimed_until FROM outbox");
        claimedUntil.push(new Date(row!.claimed_until).getTime());
      },
      close() {},
    };
    const claimMs = 60_000;
    const before = Date.now();
    expect(await createNotifier({ outbox: createOutbox(db), mailer, claimMs }).drain(started)).toBe(1);
    expect(claimedUntil).toHaveLength(1);
    // Another instance sees the claim as live (not expired) while the email is being sent.
    expect(claimedUntil[0]).toBeGreaterThanOrEqual(before + claimMs);
  });

  it(`gives up after ${maxNotifyAttempts} failed attempts, leaving the message stored`, async () => {
    await store.insert(message, noLimit);
    const notifier = notifierFor(downPort);
    let later = Date.now();
    for (let attempt = 1; attempt <= maxNotifyAttempts + 2; attempt += 1) {
      later += 3_600_000;
      await notifier.drain(new Date(later));
    }
    expect((await store.list())[0]).toMatchObject({
      status: "notify_failed",
      notify_attempts: maxNotifyAttempts,
      next_attempt_at: null,
    });
    expect(await createOutbox(db).pendingCount()).toBe(0);
  });

  /**
   * A mailer whose every email takes `ms` of the clock, and records the subjects it sent. The clock
   * (Date alone: timers and the database stay real) is the test's, so a send takes `ms` however
   * fast or slow the machine is, and nothing else moves it.
   */
  function slowMailer(ms: number, sent: string[]) {
    vi.useFakeTimers({ toFake: ["Date"] });
    return {
      settings: { url: "smtp://localhost", to: "leads@agency.example" },
      async send(mail: SendMailOptions) {
        vi.setSystemTime(Date.now() + ms);
        sent.push(String(mail.subject));
      },
      close() {},
    };
  }

  it("never starts a send its claim may not cover: the rest of the batch is claimed afresh, without a lost attempt", async () => {
    for (const subject of ["a", "b", "c"]) await store.insert({ ...message, subject }, noLimit);
    const sent: string[] = [];
    // A 2 s claim leaves 1 s to start each send; at 700 ms a send, the third would start too late.
    const notifier = createNotifier({ outbox: createOutbox(db), mailer: slowMailer(700, sent), claimMs: 2_000 });
    expect(await notifier.drain()).toBe(3);
    expect(sent).toEqual(["[Website] a", "[Website] b", "[Website] c"]);
    // Each was attempted once: the third's first claim was given back, not spent.
    expect((await store.list()).map((row) => row.notify_attempts)).toEqual([1, 1, 1]);
  });

  it("a stopping sender gives back what it has not tried, and another sends it at once", async () => {
    for (const subject of ["a", "b", "c"]) await store.insert({ ...message, subject }, noLimit);
    const sent: string[] = [];
    const mailer = slowMailer(100, sent);
    // The instance is told to stop while it sends its first email (a deploy, a scale-down).
    const stopping = createNotifier({
      outbox: createOutbox(db),
      mailer: { ...mailer, send: (mail) => (void stopping.stop(), mailer.send(mail)) },
    });
    expect(await stopping.drain()).toBe(1);
    expect(sent).toEqual(["[Website] a"]);
    const other = createNotifier({ outbox: createOutbox(db), mailer: slowMailer(0, sent) });
    expect(await other.drain()).toBe(2);
    expect(sent).toEqual(["[Website] a", "[Website] b", "[Website] c"]);
    expect((await store.list()).map((row) => row.notify_attempts)).toEqual([1, 1, 1]);
  });

  it("a sender whose claim ran out and was taken over cannot mark the row", async () => {
    await store.insert(message, noLimit);
    const outbox = createOutbox(db);
    const now = new Date(Date.now() + 1_000);
    const [first] = await outbox.claim({ now, claimMs: 1_000, maxAttempts: 5, limit: 10 });
    const [second] = await outbox.claim({
      now: new Date(now.getTime() + 1_000),
      claimMs: 60_000,
      maxAttempts: 5,
      limit: 10,
    });
    expect(second?.id).toBe(first?.id);
    expect(await outbox.markFailed(first!, null, "late")).toBe(false);
    expect(await outbox.markSent(second!)).toBe(true);
    expect((await store.list())[0]).toMatchObject({ status: "notified", notify_attempts: 2 });
  });

  it("once started, sends what is queued afterwards without being woken by anyone: the queue wakes it", async () => {
    const outbox = createOutbox(db);
    let checks = 0;
    const counted = {
      ...outbox,
      claim: async (options: Parameters<typeof outbox.claim>[0]) => {
        const batch = await outbox.claim(options);
        checks += 1;
        return batch;
      },
    };
    const sent: string[] = [];
    const mailer = {
      settings: { url: "smtp://localhost", to: "leads@agency.example" },
      async send(mail: SendMailOptions) {
        sent.push(String(mail.subject));
      },
      close() {},
    };
    // An hour between its own checks: within the test, only the queue can have it send.
    const notifier = createNotifier({ outbox: counted, mailer, intervalMs: 3_600_000 });
    cleanups.push(() => notifier.stop());
    notifier.start();
    await vi.waitFor(() => expect(checks).toBeGreaterThan(0), { timeout: 10_000 }); // its first check: nothing owed
    await store.insert({ ...message, subject: "after the start" }, noLimit);
    await vi.waitFor(() => expect(sent).toEqual(["[Website] after the start"]), { timeout: 10_000 });
  });
});
