// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { migrations } from "../db/schema.ts";
import { createMessageStore, type MessageStore, type NewMessage } from "./message-store.server.ts";
import { createOutbox } from "../outbox/outbox-store.server.ts";

const message: NewMessage = {
  name: "রাশেদ হাসান",
  email: "rashed@example.com",
  subject: "কোটেশন 😀",
  message: "আমাদের ওয়েবসাইটের জন্য একটি কোটেশন চাই. '; DROP TABLE messages; --",
  clientIp: "203.0.113.7",
  userAgent: "Mozilla/5.0",
  language: "bn",
};
const unlimited = { limit: { limit: 0, windowSeconds: 600 }, channels: [] };
const limited = (limit: number) => ({ limit: { limit, windowSeconds: 600 }, channels: [] });

/** The same contract for both stores: what the site relies on, whichever one it runs on. */
describe.each(storeFactories)("the message store on $name", (factory) => {
  let db: Database;
  let store: MessageStore;
  const others: Database[] = [];

  beforeEach(async () => {
    db = await factory.open();
    store = await createMessageStore(db);
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await db.close();
  });

  async function anotherInstance() {
    const other = await factory.openAnother();
    others.push(other);
    return other;
  }

  it("stores every field byte for byte, with its language, an ISO UTC time and the status 'new'", async () => {
    const outcome = await store.insert(message, { ...unlimited, now: new Date("2026-01-31T10:00:00Z") });
    expect(outcome).toMatchObject({
      stored: {
        id: 1,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
        language: "bn",
        created_at: "2026-01-31T10:00:00.000Z",
        status: "new",
        notify_attempts: 0,
      },
    });
    expect(await store.list()).toEqual(["stored" in outcome ? outcome.stored : undefined]);
  });

  it("never stores the raw IP, and hashes it the same way in another instance", async () => {
    await store.insert(message, unlimited);
    const [row] = await store.list();
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(message.clientIp);
    const other = await createMessageStore(await anotherInstance());
    expect(other.hashIp(message.clientIp)).toBe(row?.ip_hash);
  });

  it("counts every address of one IPv6 /64 as one client for the rate limit, and another /64 apart", async () => {
    const from = (clientIp: string) => store.insert({ ...message, clientIp }, limited(3));
    for (const clientIp of ["2001:db8:5:6::1", "2001:db8:5:6:a:b:c:d", "2001:0DB8:0005:0006:ffff::9"]) {
      expect(await from(clientIp)).toHaveProperty("stored");
    }
    expect(await from("2001:db8:5:6:1234:5678:9abc:def0")).toHaveProperty("retryAfterSeconds");
    expect(await from("2001:db8:5:7::1")).toHaveProperty("stored");
    // IPv4 stays one address each, also on a dual-stack socket (::ffff:).
    for (let i = 0; i < 3; i += 1) expect(await from("::ffff:198.51.100.4")).toHaveProperty("stored");
    expect(await from("198.51.100.4")).toHaveProperty("retryAfterSeconds");
    expect(await from("198.51.100.5")).toHaveProperty("stored");
  });

  it("cuts the user agent at 512 characters", async () => {
    await store.insert({ ...message, userAgent: "x".repeat(2_000) }, unlimited);
    expect((await store.list())[0]?.user_agent).toHaveLength(512);
  });

  it("lists oldest first, from a date on, and the latest N", async () => {
    for (const day of ["2026-01-01", "2026-02-01", "2026-03-01"]) {
      await store.insert({ ...message, subject: day }, { ...unlimited, now: new Date(`${day}T12:00:00Z`) });
    }
    expect((await store.list()).map((row) => row.subject)).toEqual(["2026-01-01", "2026-02-01", "2026-03-01"]);
    expect((await store.list({ since: "2026-02-01T00:00:00.000Z" })).map((row) => row.subject)).toEqual([
      "2026-02-01",
      "2026-03-01",
    ]);
    expect((await store.list({ limit: 1 })).map((row) => row.subject)).toEqual(["2026-03-01"]);
  });

  it("limits each client to N messages per window and says when to try again", async () => {
    const now = new Date("2026-05-01T10:00:00Z");
    for (let i = 0; i < 3; i++) {
      expect(await store.insert(message, { ...limited(3), now })).toHaveProperty("stored");
    }
    const refused = await store.insert(message, { ...limited(3), now: new Date(now.getTime() + 60_000) });
    expect(refused).toEqual({ retryAfterSeconds: 540 });
    expect(await store.insert({ ...message, clientIp: "198.51.100.1" }, { ...limited(3), now })).toHaveProperty(
      "stored",
    );
    const later = new Date(now.getTime() + 601_000);
    expect(await store.insert(message, { ...limited(3), now: later })).toHaveProperty("stored");
  });

  it("enforces one limit exactly when several instances take posts from one client at once", async () => {
    const instances = [
      store,
      await createMessageStore(await anotherInstance()),
      await createMessageStore(await anotherInstance()),
    ];
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => instances[i % 3]!.insert(message, limited(5))),
    );
    expect(outcomes.filter((outcome) => "stored" in outcome)).toHaveLength(5);
    expect(await store.list()).toHaveLength(5);
  });

  it("reports itself healthy when it can write", async () => {
    expect(await store.health()).toEqual({ ok: true });
  });

  it("migrating again, or from several instances at once, changes nothing", async () => {
    await store.insert(message, unlimited);
    const again = await Promise.all([migrate(db, migrations), migrate(await anotherInstance(), migrations)]);
    for (const result of again) expect(result).toEqual({ from: migrations.length, to: migrations.length });
    expect(await store.list()).toHaveLength(1);
  });

  it("refuses a database made by newer code instead of guessing", async () => {
    await expect(migrate(db, migrations.slice(0, 1))).rejects.toThrow(/newer than this code/);
  });
});

describe.each(storeFactories)("the outbox on $name", (factory) => {
  let db: Database;
  let store: MessageStore;
  const others: Database[] = [];
  const email = { limit: { limit: 0, windowSeconds: 600 }, channels: ["email" as const] };
  const claim = (database: Database, now: Date, claimMs = 60_000) =>
    createOutbox(database).claim({ now, claimMs, maxAttempts: 5, limit: 50 });

  beforeEach(async () => {
    db = await factory.open();
    store = await createMessageStore(db);
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await db.close();
  });

  it("queues a notification per configured channel, and none when none is configured", async () => {
    await store.insert(message, unlimited);
    await store.insert(message, email);
    expect(await createOutbox(db).pendingCount()).toBe(1);
  });

  it("gives each due notification to one claimer only, even across instances", async () => {
    for (let i = 0; i < 20; i++) await store.insert({ ...message, subject: `m${i}` }, email);
    const second = await factory.openAnother();
    others.push(second);
    const now = new Date(Date.now() + 1_000);
    const [a, b] = await Promise.all([claim(db, now), claim(second, now)]);
    const ids = [...(a ?? []), ...(b ?? [])].map((delivery) => delivery.message?.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
    expect(await claim(db, now)).toEqual([]);
  });

  it("hands a claim whose sender died to another sender once it expires", async () => {
    await store.insert(message, email);
    const now = new Date(Date.now() + 1_000);
    const [first] = await claim(db, now, 60_000);
    expect(first?.attempts).toBe(1);
    expect(await claim(db, new Date(now.getTime() + 59_000))).toEqual([]);
    const [retried] = await claim(db, new Date(now.getTime() + 60_000));
    expect(retried).toMatchObject({ id: first?.id, attempts: 2 });
  });

  it("forgets a sent notification and keeps a failed one for its retry time", async () => {
    await store.insert(message, email);
    await store.insert({ ...message, subject: "second" }, email);
    const outbox = createOutbox(db);
    const now = new Date(Date.now() + 1_000);
    const [sent, failed] = await claim(db, now);
    await outbox.markSent(sent!);
    const retryAt = new Date(now.getTime() + 120_000);
    await outbox.markFailed(failed!, retryAt, "connection refused");
    expect(await claim(db, new Date(retryAt.getTime() - 1))).toEqual([]);
    expect((await claim(db, retryAt)).map((delivery) => delivery.message?.subject)).toEqual(["second"]);
    const rows = await store.list();
    expect(rows.map((row) => row.status)).toEqual(["notified", "notify_failed"]);
  });
});
