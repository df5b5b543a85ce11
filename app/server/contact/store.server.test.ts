// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrations } from "./migrations.server.ts";
import { openContactStore, type ContactStore } from "./store.server.ts";

const message = { name: "রহিম", email: "rahim@example.com", subject: "Hi 😀", message: "'; DROP TABLE messages; --" };

let dir: string;
const stores: ContactStore[] = [];
const open = (options: Partial<Parameters<typeof openContactStore>[0]> = {}) => {
  const store = openContactStore({ path: join(dir, "nested/dir/contact.sqlite"), ...options });
  stores.push(store);
  return store;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "contact-store-"));
});
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("openContactStore", () => {
  it("creates the directory and the schema, in WAL mode, and migrating again changes nothing", () => {
    open().insert({ ...message, ipHash: "h", userAgent: "ua" });
    stores.pop()?.close();
    const again = open();
    expect(again.list()).toHaveLength(1);
    const db = new DatabaseSync(again.path, { readOnly: true });
    expect(db.prepare("PRAGMA user_version").get()).toEqual({ user_version: migrations.length });
    expect(db.prepare("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    db.close();
  });

  it("stores every field verbatim, with an ISO UTC time and the status 'new'", () => {
    const store = open();
    const row = store.insert(
      { ...message, ipHash: store.hashIp("203.0.113.7"), userAgent: "Mozilla/5.0" },
      new Date("2026-01-31T10:00:00Z"),
    );
    expect(row).toMatchObject({
      ...message,
      id: 1,
      created_at: "2026-01-31T10:00:00.000Z",
      status: "new",
      notify_attempts: 0,
    });
    expect(store.list()).toEqual([row]);
  });

  it("upgrades a database of the first schema in place: old rows kept, marked English", () => {
    const path = join(dir, "old.sqlite");
    const old = new DatabaseSync(path);
    old.exec(migrations[0] ?? "");
    old.exec("PRAGMA user_version = 1");
    old
      .prepare("INSERT INTO messages (created_at, name, email, subject, message, ip_hash) VALUES (?, ?, ?, ?, ?, ?)")
      .run("2026-01-01T00:00:00.000Z", "Old", "old@example.com", "Before", "Sent before the Bangla edition", "h");
    old.close();
    const store = open({ path });
    expect(store.list()).toMatchObject([{ name: "Old", language: "en" }]);
    const bangla = {
      name: "রাশেদ হাসান",
      email: "rashed@example.com",
      subject: "কোটেশন",
      message: "আমাদের ওয়েবসাইটের জন্য একটি কোটেশন চাই",
    };
    const row = store.insert({ ...bangla, ipHash: "h", userAgent: "", language: "bn" });
    expect(row).toMatchObject({ ...bangla, language: "bn" });
  });

  it("never stores the raw IP, and hashes it the same way after a restart", () => {
    const store = open();
    const hash = store.hashIp("203.0.113.7");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("203.0.113.7");
    expect(store.hashIp("203.0.113.8")).not.toBe(hash);
    stores.pop()?.close();
    expect(open().hashIp("203.0.113.7")).toBe(hash);
    // A configured salt replaces the generated one.
    expect(open({ ipHashSalt: "a-salt-from-the-environment" }).hashIp("203.0.113.7")).not.toBe(hash);
  });

  it("cuts the user agent at 512 characters", () => {
    const row = open().insert({ ...message, ipHash: "h", userAgent: "u".repeat(5000) });
    expect(row.user_agent).toHaveLength(512);
  });

  it("lists oldest first, from a date on, and the latest N", () => {
    const store = open();
    for (const day of ["2026-01-01", "2026-01-02", "2026-01-03"]) {
      store.insert({ ...message, subject: day, ipHash: "h", userAgent: "" }, new Date(`${day}T12:00:00Z`));
    }
    expect(store.list().map((row) => row.subject)).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"]);
    expect(store.list({ since: "2026-01-02T00:00:00.000Z" }).map((row) => row.subject)).toEqual([
      "2026-01-02",
      "2026-01-03",
    ]);
    expect(store.list({ limit: 1 }).map((row) => row.subject)).toEqual(["2026-01-03"]);
  });

  it("tracks notification state: pending until notified, retried when due, given up after the last attempt", () => {
    const store = open();
    const first = store.insert({ ...message, ipHash: "h", userAgent: "" });
    const second = store.insert({ ...message, ipHash: "h", userAgent: "" });
    const now = new Date();
    const pending = (at = now) =>
      store.pendingNotifications({ now: at, maxAttempts: 2, limit: 10 }).map((row) => row.id);
    expect(pending()).toEqual([first.id, second.id]);
    store.markNotified(first.id);
    store.markFailed(second.id, new Date(now.getTime() + 60_000));
    expect(pending()).toEqual([]);
    expect(pending(new Date(now.getTime() + 60_000))).toEqual([second.id]);
    store.markFailed(second.id, null);
    expect(pending(new Date(now.getTime() + 3_600_000))).toEqual([]);
    expect(store.list().map((row) => [row.status, row.notify_attempts])).toEqual([
      ["notified", 1],
      ["notify_failed", 2],
    ]);
  });

  it("reports itself healthy when it can write", () => {
    expect(open().health()).toEqual({ ok: true });
  });

  it("refuses to open where no directory can be made, and read-only where there is no database", () => {
    writeFileSync(join(dir, "a-file"), "");
    expect(() => openContactStore({ path: join(dir, "a-file/contact.sqlite") })).toThrow();
    expect(() => openContactStore({ path: join(dir, "missing.sqlite"), readOnly: true })).toThrow();
  });

  it("refuses a database made by newer code instead of guessing", () => {
    const store = open();
    const path = store.path;
    stores.pop()?.close();
    const db = new DatabaseSync(path);
    db.exec(`PRAGMA user_version = ${migrations.length + 1}`);
    db.close();
    expect(() => openContactStore({ path })).toThrow(/newer than this code/);
  });
});
