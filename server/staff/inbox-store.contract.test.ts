// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { inboxStatuses } from "./inbox-statuses.ts";
import { createMessageStore, type NewMessage } from "../leads/message-store.server.ts";
import type { Database } from "../db/database.ts";
import { listAudit } from "./audit-log.server.ts";
import { deleteMessage, exportInbox, listInbox, openMessage, setInboxStatus } from "./inbox-store.server.ts";

const base: NewMessage = {
  name: "Rahim",
  email: "rahim@example.com",
  subject: "Website",
  message: "Hello",
  clientIp: "203.0.113.9",
  userAgent: "",
  language: "en",
};
const page = { limit: 10, offset: 0 };

/** The inbox's queries, the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("the inbox on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
    const store = await createMessageStore(db);
    const messages: Partial<NewMessage>[] = [
      { subject: "Old one" },
      { name: "রাশেদ হাসান", subject: "ওয়েবসাইটের কোটেশন", message: "আমাদের একটি অনলাইন দোকান দরকার", language: "bn" },
      { name: "Nadia", email: "NADIA@Shop.example", subject: "100% discount?", message: "<script>alert(1)</script>" },
      { subject: '=HYPERLINK("http://evil")', message: "Budget: 50_000 taka" },
    ];
    for (const [i, message] of messages.entries()) {
      await store.insert(
        { ...base, ...message },
        {
          limit: { limit: 0, windowSeconds: 60 },
          channels: ["email" as const],
          now: new Date(Date.UTC(2026, 0, 1 + i, 6)),
        },
      );
    }
  });
  afterEach(async () => {
    await db.close();
  });

  const subjects = async (filter: Parameters<typeof listInbox>[1], p = page) =>
    (await listInbox(db, filter, p)).messages.map((message) => message.subject);

  it("lists newest first, all unread and new, a page at a time with the total", async () => {
    const first = await listInbox(db, {}, { limit: 3, offset: 0 });
    expect(first.total).toBe(4);
    expect(first.messages.map((m) => [m.id, m.inbox_status, m.read_at])).toEqual([
      [4, "new", null],
      [3, "new", null],
      [2, "new", null],
    ]);
    expect(await subjects({}, { limit: 3, offset: 3 })).toEqual(["Old one"]);
  });

  it("finds Bangla and English text in name, email, subject and message, ignoring Latin case", async () => {
    expect(await subjects({ query: "অনলাইন দোকান" })).toEqual(["ওয়েবসাইটের কোটেশন"]);
    expect(await subjects({ query: "রাশেদ" })).toEqual(["ওয়েবসাইটের কোটেশন"]);
    expect(await subjects({ query: "nadia@shop" })).toEqual(["100% discount?"]);
    expect(await subjects({ query: "OLD ONE" })).toEqual(["Old one"]);
    expect(await subjects({ query: "<SCRIPT>" })).toEqual(["100% discount?"]);
  });

  it("matches % and _ literally", async () => {
    expect(await subjects({ query: "100%" })).toEqual(["100% discount?"]);
    expect(await subjects({ query: "50_000" })).toEqual(['=HYPERLINK("http://evil")']);
    expect(await subjects({ query: "%" })).toEqual(["100% discount?"]);
  });

  it("marks a message read when first opened, and keeps that first time", async () => {
    const opened = await openMessage(db, 2, new Date("2026-02-01T00:00:00Z"));
    expect(opened).toMatchObject({ id: 2, language: "bn", read_at: "2026-02-01T00:00:00.000Z" });
    expect((await openMessage(db, 2, new Date("2026-03-01T00:00:00Z")))?.read_at).toBe("2026-02-01T00:00:00.000Z");
    expect(await openMessage(db, 99)).toBeNull();
  });

  it("keeps a status change, filters by it, and audits who changed what", async () => {
    expect(await setInboxStatus(db, 3, "spam", "sales@example.com")).toBe(true);
    expect(await setInboxStatus(db, 1, "replied", "sales@example.com")).toBe(true);
    expect(await setInboxStatus(db, 99, "spam", "sales@example.com")).toBe(false);
    // The status it already has: nothing changes, nothing is audited.
    expect(await setInboxStatus(db, 3, "spam", "sales@example.com")).toBe(true);
    expect(await subjects({ status: "spam" })).toEqual(["100% discount?"]);
    expect(await subjects({ status: "new" })).toHaveLength(2);
    expect(await subjects({ status: "replied", query: "old" })).toEqual(["Old one"]);
    expect((await listAudit(db)).map(({ actor, action, target, detail }) => [actor, action, target, detail])).toEqual([
      ["sales@example.com", "status change", "message 1", "new → replied"],
      ["sales@example.com", "status change", "message 3", "new → spam"],
    ]);
  });

  it("stores every status of the shared list, and the database's own check refuses any other", async () => {
    for (const status of inboxStatuses) {
      expect(await setInboxStatus(db, 1, status, "sales@example.com")).toBe(true);
      expect((await openMessage(db, 1))?.inbox_status).toBe(status);
    }
    await expect(db.query("UPDATE messages SET inbox_status = $1 WHERE id = 1", ["later"])).rejects.toThrow(/check/i);
  });

  it("deletes a message with its queued notifications, and the audit keeps no content", async () => {
    expect(await deleteMessage(db, 2, "sales@example.com")).toBe(true);
    expect(await deleteMessage(db, 2, "sales@example.com")).toBe(false);
    expect(await db.query("SELECT id FROM messages WHERE id = 2")).toEqual([]);
    expect(await db.query("SELECT id FROM outbox WHERE message_id = 2")).toEqual([]);
    // Its id is remembered (nothing else), so copying an old SQLite file never brings it back.
    expect((await db.query("SELECT id FROM deleted_messages")).map((row) => Number(row.id))).toEqual([2]);
    const audit = await listAudit(db);
    expect(audit).toMatchObject([{ actor: "sales@example.com", action: "deletion", target: "message 2" }]);
    expect(JSON.stringify(audit)).not.toMatch(/রাশেদ|দোকান|rahim/);
  });

  it("exports the current filter as formula-safe CSV or JSON, and audits the export without content or search text", async () => {
    const csv = await exportInbox(db, { query: "evil" }, "csv", "sales@example.com");
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const json = JSON.parse(await exportInbox(db, { status: "new" }, "json", "sales@example.com")) as unknown[];
    expect(json).toHaveLength(4);
    expect(json[2]).toMatchObject({ message: "<script>alert(1)</script>" });
    expect((await listAudit(db)).map((entry) => entry.detail)).toEqual([
      "json, 4 messages, status new",
      "csv, 1 messages, filtered by a search",
    ]);
  });
});
