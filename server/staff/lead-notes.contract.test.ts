// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { Database } from "../db/database.ts";
import { listAudit } from "./audit-log.server.ts";
import { deleteMessage } from "./inbox-store.server.ts";
import { addNote, listNotes, noteSchema } from "./lead-notes.server.ts";
import { deleteMessagesOlderThan } from "../jobs/message-retention.server.ts";

const t0 = new Date("2026-03-01T08:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);

/** A lead received at t0; its id. */
async function storeLead(db: Database, message: string): Promise<number> {
  const store = await createMessageStore(db);
  const outcome = await store.insert(
    {
      name: "Rahim",
      email: "rahim@example.com",
      subject: "Website",
      message,
      clientIp: "203.0.113.9",
      userAgent: "",
      language: "en",
    },
    { limit: { limit: 0, windowSeconds: 60 }, channels: [], now: t0 },
  );
  if (!("stored" in outcome)) throw new Error("not stored");
  return outcome.stored.id;
}

/** Staff notes on a lead, the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("lead notes on $name", (factory) => {
  let db: Database;
  let lead = 0;
  beforeEach(async () => {
    db = await factory.open();
    lead = await storeLead(db, "Hello");
  });
  afterEach(async () => {
    await db.close();
  });

  it("keeps notes oldest first with author and time, and audits who noted which lead but not what", async () => {
    expect(await addNote(db, lead, "nadia@example.com", "Called back: wants a quote by Sunday.", later(1000))).toBe(
      true,
    );
    expect(await addNote(db, lead, "sales@example.com", "<b>Quote</b> sent\nবাজেট ২ লাখ", later(2000))).toBe(true);
    expect(await listNotes(db, lead)).toMatchObject([
      {
        author: "nadia@example.com",
        body: "Called back: wants a quote by Sunday.",
        created_at: later(1000).toISOString(),
      },
      { author: "sales@example.com", body: "<b>Quote</b> sent\nবাজেট ২ লাখ", created_at: later(2000).toISOString() },
    ]);
    const audit = await listAudit(db);
    expect(audit.map(({ actor, action, target }) => [actor, action, target])).toEqual([
      ["sales@example.com", "note added", `message ${lead}`],
      ["nadia@example.com", "note added", `message ${lead}`],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Sunday|Quote|বাজেট/);
    expect(await addNote(db, lead + 100, "nadia@example.com", "Nobody's lead")).toBe(false);
  });

  it("deletes a lead's notes with the lead, by staff or by retention", async () => {
    await addNote(db, lead, "nadia@example.com", "First note", later(1000));
    expect(await deleteMessage(db, lead, "nadia@example.com")).toBe(true);
    expect(await db.query("SELECT id FROM lead_notes")).toEqual([]);

    await addNote(db, await storeLead(db, "Old one"), "nadia@example.com", "An old note", later(1000));
    expect(await deleteMessagesOlderThan(db, 30, new Date("2026-05-01T00:00:00Z"))).toBe(1);
    expect(await db.query("SELECT id FROM lead_notes")).toEqual([]);
  });
});

describe("a note", () => {
  it("is some text, at most 4,000 characters, trimmed", () => {
    expect(noteSchema.safeParse("  Budget confirmed.  ")).toEqual({ success: true, data: "Budget confirmed." });
    expect(noteSchema.safeParse("   ").error?.issues[0]?.message).toBe("Write the note first.");
    expect(noteSchema.safeParse("x".repeat(4_001)).error?.issues[0]?.message).toBe(
      "A note can be at most 4,000 characters.",
    );
  });
});
