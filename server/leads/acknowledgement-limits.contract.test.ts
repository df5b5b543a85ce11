// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { createMessageStore, type InsertOutcome, type NewMessage } from "./message-store.server.ts";

const t0 = new Date("2026-03-01T08:00:00Z");
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const lead: NewMessage = {
  name: "Someone",
  email: "victim@example.com",
  subject: "Hello",
  message: "A message that is not spam.",
  clientIp: "203.0.113.9",
  userAgent: "",
  language: "en",
};

/** Where the form would send its acknowledgements: the queued ones' addresses, oldest first. */
async function acknowledged(db: Database): Promise<string[]> {
  const rows = await db.query(
    `SELECT m.email FROM outbox o JOIN messages m ON m.id = o.message_id
     WHERE o.kind = 'acknowledgement' ORDER BY o.id`,
  );
  return rows.map((row) => String(row.email));
}

const withheld = (outcome: InsertOutcome) => ("withheldAck" in outcome ? outcome.withheldAck : undefined);

/** The acknowledgement cannot be turned into a mail bomb: the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("acknowledgement limits on $name", (factory) => {
  let db: Database;
  const others: Database[] = [];
  let posts = 0;

  /** A message from `email`, acknowledged if the limits allow; its own body, so never a duplicate. */
  async function post(email: string, at = t0, options: { dailyLimit?: number; on?: Database } = {}) {
    posts += 1;
    const store = await createMessageStore(options.on ?? db);
    return store.insert(
      { ...lead, email, message: `${lead.message} (${posts})` },
      {
        limit: { limit: 0, windowSeconds: 600 },
        channels: ["email"],
        acknowledge: true,
        acknowledgementDailyLimit: options.dailyLimit ?? 100,
        now: at,
      },
    );
  }

  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await db.close();
  });

  it("acknowledges a mailbox once a day, whatever +tag or case its address is written with", async () => {
    await post("victim@example.com");
    for (const [i, email] of ["victim+1@example.com", "victim+2@example.com", "VICTIM+x@Example.COM"].entries()) {
      expect(withheld(await post(email, later(i + 1)))).toBe("recent");
    }
    await post("someone.else@example.com", later(5));
    await post("victim+3@example.com", later(24 * 60 + 1)); // a day later: that mailbox may hear from us again
    expect(await acknowledged(db)).toEqual(["victim@example.com", "someone.else@example.com", "victim+3@example.com"]);
  });

  it("treats Gmail's dot variants and googlemail.com as one mailbox", async () => {
    await post("v.i.c.t.i.m@gmail.com");
    for (const email of [
      "victim@gmail.com",
      "vic.tim+x@gmail.com",
      "victim@googlemail.com",
      "V.Ictim@GoogleMail.com",
    ]) {
      expect(withheld(await post(email, later(1)))).toBe("recent");
    }
    // Elsewhere a dot may name another mailbox: kept apart.
    await post("vic.tim@example.com", later(2));
    await post("victim@example.com", later(3));
    expect(await acknowledged(db)).toEqual(["v.i.c.t.i.m@gmail.com", "vic.tim@example.com", "victim@example.com"]);
  });

  it("sends at most the daily limit in any 24 hours, to any number of addresses, on every instance", async () => {
    const other = await factory.openAnother();
    others.push(other);
    const outcomes: InsertOutcome[] = [];
    for (let i = 0; i < 6; i += 1) {
      outcomes.push(await post(`person${i}@example.com`, later(i), { dailyLimit: 3, on: i % 2 ? other : db }));
    }
    expect(outcomes.map(withheld)).toEqual([
      undefined,
      undefined,
      undefined,
      "daily-limit",
      "daily-limit",
      "daily-limit",
    ]);
    // Every message is stored (and notified) all the same: only the acknowledgement is held back.
    expect(outcomes.every((outcome) => "stored" in outcome)).toBe(true);
    expect(await acknowledged(db)).toEqual(["person0@example.com", "person1@example.com", "person2@example.com"]);
    // 24 hours after the first one, one more may go.
    expect(withheld(await post("person9@example.com", later(24 * 60 + 0.5), { dailyLimit: 3 }))).toBeUndefined();
    expect(withheld(await post("person10@example.com", later(24 * 60 + 0.6), { dailyLimit: 3 }))).toBe("daily-limit");
  });

  it("keeps to the daily limit when many posts from two instances arrive at once", async () => {
    const other = await factory.openAnother();
    others.push(other);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(`rush${i}@example.com`, t0, { dailyLimit: 4, on: i % 2 ? other : db })),
    );
    expect(outcomes.filter((outcome) => withheld(outcome) === undefined)).toHaveLength(4);
    expect(await acknowledged(db)).toHaveLength(4);
  });
});
