// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withFailingStatements } from "../../tests/support/failing-statements.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import { parseSettings } from "../settings/settings.ts";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { Database } from "../db/database.ts";
import { listAudit } from "../staff/audit-log.server.ts";
import { createHousekeeping } from "./housekeeping.server.ts";
import { deleteMessagesOlderThan } from "./message-retention.server.ts";

const base = { name: "A", email: "a@example.com", message: "secret plans", clientIp: "203.0.113.2", userAgent: "" };

describe.each(storeFactories)("retention on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
    const store = await createMessageStore(db);
    for (const day of ["2026-01-01", "2026-03-01", "2026-03-25"]) {
      await store.insert(
        { ...base, subject: day, language: "en" },
        {
          limit: { limit: 0, windowSeconds: 60 },
          channels: ["email" as const],
          now: new Date(`${day}T12:00:00Z`),
        },
      );
    }
  });
  afterEach(async () => {
    await db.close();
  });

  it("deletes messages older than N days with their notifications, and audits only the count", async () => {
    const now = new Date("2026-04-01T00:00:00Z");
    expect(await deleteMessagesOlderThan(db, 30, now)).toBe(2);
    expect(await db.query("SELECT subject FROM messages")).toEqual([{ subject: "2026-03-25" }]);
    expect(Number((await db.query("SELECT count(*) AS n FROM outbox"))[0]?.n)).toBe(1);
    expect((await db.query("SELECT id FROM deleted_messages")).length).toBe(2);
    const audit = await listAudit(db);
    expect(audit).toMatchObject([{ actor: "retention", action: "retention", detail: "2 messages older than 30 days" }]);
    expect(JSON.stringify(audit)).not.toContain("secret plans");
    expect(await deleteMessagesOlderThan(db, 30, now)).toBe(0);
    expect(await listAudit(db)).toHaveLength(1);
  });

  it("deletes old messages even when the session clean-up before it fails, and logs the failed step", async () => {
    const broken = withFailingStatements(db, (sql) => sql.startsWith("DELETE FROM staff_sessions"));
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await createHousekeeping({ db: broken, days: 30 }).run(new Date("2026-04-01T00:00:00Z"));
    } finally {
      vi.restoreAllMocks();
    }
    expect(await db.query("SELECT subject FROM messages")).toEqual([{ subject: "2026-03-25" }]);
    expect(errors.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ message: "housekeeping step failed", step: "expired staff sessions deletion" }),
    ]);
  });

  it("runs at start and again on its interval", async () => {
    const count = async () => Number((await db.query("SELECT count(*) AS n FROM messages"))[0]?.n);
    // Polls until the count is `n`, for up to 15 s: the interval's runs come when the machine gets to them.
    const until = async (n: number) => {
      const deadline = Date.now() + 15_000;
      while ((await count()) !== n && Date.now() < deadline) await new Promise((done) => setTimeout(done, 25));
      return count();
    };
    // The seeded messages are from early 2026; the clock here is later, so a 1-day limit removes them.
    const retention = createHousekeeping({ db, days: 1, intervalMs: 100 });
    retention.start();
    try {
      expect(await until(0)).toBe(0);
      const store = await createMessageStore(db);
      await store.insert(
        { ...base, subject: "late", language: "en" },
        {
          limit: { limit: 0, windowSeconds: 60 },
          channels: [],
          now: new Date("2026-01-01T00:00:00Z"),
        },
      );
      expect(await count()).toBe(1);
      expect(await until(0)).toBe(0);
    } finally {
      retention.stop();
    }
  });
});

describe("CONTACT_RETENTION_DAYS", () => {
  it("is optional, a whole number of days, and a bad value names the variable", () => {
    expect(parseSettings({}).leads.retentionDays).toBeUndefined();
    expect(parseSettings({ CONTACT_RETENTION_DAYS: "" }).leads.retentionDays).toBeUndefined();
    expect(parseSettings({ CONTACT_RETENTION_DAYS: "365" }).leads.retentionDays).toBe(365);
    expect(() => parseSettings({ CONTACT_RETENTION_DAYS: "0" })).toThrow(/CONTACT_RETENTION_DAYS/);
    expect(() => parseSettings({ CONTACT_RETENTION_DAYS: "a year" })).toThrow(/CONTACT_RETENTION_DAYS/);
  });
});
