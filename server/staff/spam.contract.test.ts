// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { createMessageStore, type MessageStore, type NewMessage } from "../leads/message-store.server.ts";
import { countRejectedPost, listRejectedPosts } from "../leads/rejected-posts.server.ts";
import type { Database } from "../db/database.ts";
import { listAudit } from "./audit-log.server.ts";
import { findMessage, listInbox, markNotSpam, setInboxStatus } from "./inbox-store.server.ts";

const lead: NewMessage = {
  name: "Rahim",
  email: "rahim@example.com",
  subject: "Website",
  message: "We need a website for our shop.",
  clientIp: "203.0.113.9",
  userAgent: "",
  language: "en",
};
const both = ["email", "telegram"] as const;
const options = (extra: object = {}) => ({ limit: { limit: 0, windowSeconds: 60 }, channels: both, ...extra });
const page = { limit: 10, offset: 0 };

/** Spam kept and shown, never announced; refused posts counted. The same on SQLite and PostgreSQL. */
describe.each(storeFactories)("spam and refused posts on $name", (factory) => {
  let db: Database;
  let store: MessageStore;
  beforeEach(async () => {
    db = await factory.open();
    store = await createMessageStore(db);
  });
  afterEach(async () => {
    await db.close();
  });

  const queued = async (id: number) =>
    (await db.query("SELECT kind, channel FROM outbox WHERE message_id = $1 ORDER BY channel", [id])).map(
      (row) => `${String(row.kind)} ${String(row.channel)}`,
    );

  it("stores a message the rules flag with status spam and its reason, and queues nothing for it", async () => {
    const outcome = await store.insert({ ...lead, subject: "Cheap SEO" }, options({ spamReason: "links" }));
    expect(outcome).toMatchObject({ spam: "links", stored: { subject: "Cheap SEO", spam_reason: "links" } });
    const id = "stored" in outcome ? outcome.stored.id : 0;
    expect(await findMessage(db, id)).toMatchObject({ inbox_status: "spam", spam_reason: "links" });
    expect(await queued(id)).toEqual([]);

    const real = await store.insert({ ...lead, message: "Another, real lead." }, options({ spamReason: null }));
    expect(real).toMatchObject({ spam: null, stored: { spam_reason: null } });
    expect(await queued("stored" in real ? real.stored.id : 0)).toEqual([
      "notification email",
      "notification telegram",
    ]);
  });

  it("files a body already stored in the window as a duplicate, across instances, and not once it is older", async () => {
    const day = (n: number) => ({ now: new Date(Date.UTC(2026, 2, n, 8)), duplicateDays: 30 });
    expect(await store.insert(lead, options(day(1)))).toMatchObject({ spam: null });
    const other = await createMessageStore(await factory.openAnother());
    try {
      const again = { ...lead, clientIp: "198.51.100.4", message: "WE NEED a website\n for our   shop." };
      expect(await other.insert(again, options(day(2)))).toMatchObject({ spam: "duplicate" });
    } finally {
      await other.db.close();
    }
    // 30 days after the last copy (a spam copy counts: a campaign stays spam), it is new again.
    expect(await store.insert(lead, options(day(31)))).toMatchObject({ spam: "duplicate" });
    expect(await store.insert(lead, options({ ...day(31), duplicateDays: 0 }))).toMatchObject({ spam: null });
    expect(await store.insert(lead, options({ now: new Date(Date.UTC(2026, 4, 1)), duplicateDays: 30 }))).toMatchObject(
      { spam: null },
    );
  });

  it("keeps spam out of All and shows it, with its reason, under Spam", async () => {
    await store.insert({ ...lead, subject: "Real" }, options());
    await store.insert({ ...lead, subject: "Junk" }, options({ spamReason: "foreign-script" }));
    expect((await listInbox(db, {}, page)).messages.map((m) => m.subject)).toEqual(["Real"]);
    expect((await listInbox(db, { query: "Junk" }, page)).total).toBe(0);
    const spam = await listInbox(db, { status: "spam" }, page);
    expect(spam.messages.map((m) => [m.subject, m.spam_reason])).toEqual([["Junk", "foreign-script"]]);
  });

  it("'Not spam' restores the lead as new, clears the reason, queues its notification on every channel and audits it", async () => {
    const outcome = await store.insert(lead, options({ spamReason: "honeypot" }));
    const id = "stored" in outcome ? outcome.stored.id : 0;
    expect(await markNotSpam(db, id, "nadia@staff.example", both)).toBe("restored");
    expect(await findMessage(db, id)).toMatchObject({ inbox_status: "new", spam_reason: null });
    expect(await queued(id)).toEqual(["notification email", "notification telegram"]);
    expect((await listInbox(db, {}, page)).total).toBe(1);
    // A second press (or a colleague's) queues nothing more and is not audited again.
    expect(await markNotSpam(db, id, "nadia@staff.example", both)).toBe("unchanged");
    expect(await queued(id)).toEqual(["notification email", "notification telegram"]);
    expect(await markNotSpam(db, 999, "nadia@staff.example", both)).toBe("missing");
    const audit = (await listAudit(db)).map(({ actor, action, target, detail }) => [actor, action, target, detail]);
    expect(audit).toEqual([["nadia@staff.example", "not spam", `message ${id}`, "was honeypot"]]);
  });

  it("queues nothing on 'Not spam' when no channel is configured, and a status change out of spam drops the reason", async () => {
    const first = await store.insert(lead, options({ spamReason: "links" }));
    const second = await store.insert({ ...lead, message: "Other" }, options({ spamReason: "url-only" }));
    const [a, b] = [first, second].map((outcome) => ("stored" in outcome ? outcome.stored.id : 0));
    expect(await markNotSpam(db, a!, "staff", [])).toBe("restored");
    expect(await queued(a!)).toEqual([]);
    await setInboxStatus(db, b!, "archived", "staff");
    expect(await findMessage(db, b!)).toMatchObject({ inbox_status: "archived", spam_reason: null });
    expect(await queued(b!)).toEqual([]);
  });

  it("counts refused posts per UTC day and reason, lists the last 14 days newest first, and keeps no content", async () => {
    const at = (iso: string) => new Date(iso);
    await countRejectedPost(db, "invalid", at("2026-03-14T23:59:00Z"));
    await countRejectedPost(db, "invalid", at("2026-03-14T00:00:00Z"));
    await countRejectedPost(db, "rate-limited", at("2026-03-14T12:00:00Z"));
    await countRejectedPost(db, "too-large", at("2026-03-15T00:00:01Z"));
    await countRejectedPost(db, "cross-site", at("2026-03-01T12:00:00Z")); // 15 days back: not shown
    await Promise.all(
      Array.from({ length: 10 }, () => countRejectedPost(db, "bad-request", at("2026-03-02T01:00:00Z"))),
    );
    expect(await listRejectedPosts(db, { days: 14, now: at("2026-03-15T10:00:00Z") })).toEqual([
      { day: "2026-03-15", reason: "too-large", count: 1 },
      { day: "2026-03-14", reason: "invalid", count: 2 },
      { day: "2026-03-14", reason: "rate-limited", count: 1 },
      { day: "2026-03-02", reason: "bad-request", count: 10 },
    ]);
    const [row] = await db.query("SELECT * FROM rejected_posts LIMIT 1");
    expect(Object.keys(row ?? {}).sort()).toEqual(["count", "day", "reason"]);
  });
});
