// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { initialAgency } from "../outbox/compose/agency.fixture.ts";
import { composeEmail } from "../outbox/compose/compose-email.server.ts";
import { createMessageStore, type NewMessage } from "../leads/message-store.server.ts";
import type { Delivery } from "../outbox/delivery.ts";
import { createOutbox } from "../outbox/outbox-store.server.ts";
import type { Database } from "../db/database.ts";
import { listAudit } from "./audit-log.server.ts";
import { queueReminders, responseTimes } from "./follow-up.server.ts";
import { deleteMessage, findMessage, markNotSpam, setInboxStatus } from "./inbox-store.server.ts";
import { assignLead, leadOwner } from "./lead-owner.server.ts";
import { listReplies, sendReply } from "./lead-replies.server.ts";

const t0 = new Date("2026-03-01T08:00:00Z");
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const settings = {
  to: "team@agency.example",
  from: "Website <no-reply@agency.example>",
  staffOrigin: "https://x.test",
  agency: initialAgency,
};
const lead: NewMessage = {
  name: "Rahim",
  email: "Rahim@Example.com",
  subject: "A shop website",
  message: "We sell saris.\nCan you build the shop?",
  clientIp: "203.0.113.9",
  userAgent: "",
  language: "bn",
};

/** Replies, acknowledgements, owners and reminders: the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("lead follow-through on $name", (factory) => {
  let db: Database;
  let nadia = 0;
  let karim = 0;

  async function store(message: Partial<NewMessage> = {}, options: { acknowledge?: boolean; at?: Date } = {}) {
    const outcome = await (
      await createMessageStore(db)
    ).insert(
      { ...lead, ...message },
      {
        limit: { limit: 0, windowSeconds: 60 },
        channels: ["email"],
        acknowledge: options.acknowledge,
        now: options.at ?? t0,
      },
    );
    if (!("stored" in outcome)) throw new Error("not stored");
    return outcome.stored;
  }
  const claimAll = (at: Date) =>
    createOutbox(db).claim({
      now: new Date(Date.now() + 365 * 86_400_000),
      claimedAt: at,
      claimMs: 60_000,
      maxAttempts: 5,
      limit: 100,
    });
  const ofKind = (deliveries: Delivery[], kind: Delivery["kind"]) => deliveries.filter((d) => d.kind === kind);

  beforeEach(async () => {
    db = await factory.open();
    const add = async (email: string) => {
      const [row] = await db.query("INSERT INTO staff_users (email, created_at) VALUES ($1, $2) RETURNING id", [
        email,
        t0.toISOString(),
      ]);
      return Number(row?.id);
    };
    nadia = await add("nadia@agency.example");
    karim = await add("karim@agency.example");
  });
  afterEach(async () => {
    await db.close();
  });

  it("acknowledges a sender once per address per 24 hours, in their language, repeating nothing they typed", async () => {
    const first = await store({ name: "Evil <b>", subject: "Buy pills at spam.example" }, { acknowledge: true });
    await store({ email: "rahim@example.com" }, { acknowledge: true, at: later(60) });
    await store({}, { acknowledge: true, at: later(24 * 60 + 1) });
    const acks = ofKind(await claimAll(later(0)), "acknowledgement");
    expect(acks.map((d) => d.message?.id)).toEqual([first.id, first.id + 2]);
    const mail = composeEmail(acks[0]!, settings);
    expect(mail.to).toEqual({ name: "", address: "Rahim@Example.com" });
    expect(mail.messageId).toBe(first.ack_email_id);
    expect(String(mail.subject)).toMatch(/আপনার বার্তা আমরা পেয়েছি/);
    const text = String(mail.text);
    expect(text).toContain("পৌঁছেছে ১ মার্চ, ২০২৬, ১৪:০০ (ঢাকা সময়)");
    for (const typed of ["Evil", "<b>", "pills", "spam.example", "saris", "Rahim"]) expect(text).not.toContain(typed);
  });

  it("never acknowledges spam: the form must not mail whatever a bot sends", async () => {
    const outcome = await (
      await createMessageStore(db)
    ).insert(lead, {
      limit: { limit: 0, windowSeconds: 60 },
      channels: ["email"],
      acknowledge: true,
      spamReason: "links",
      now: t0,
    });
    expect(outcome).toMatchObject({ spam: "links", stored: { ack_email_id: null } });
    expect(await claimAll(later(1))).toEqual([]);
    // The same address writing for real is still acknowledged.
    await store({}, { acknowledge: true, at: later(5) });
    expect(ofKind(await claimAll(later(6)), "acknowledgement")).toHaveLength(1);
  });

  it("sends a reply threaded under the acknowledgement, Reply-To its author, the team in copy, once", async () => {
    const message = await store({}, { acknowledge: true });
    const first = await sendReply(
      db,
      { messageId: message.id, author: "nadia@agency.example", body: "Yes: ৳80,000.", quote: true },
      later(30),
    );
    const second = await sendReply(
      db,
      { messageId: message.id, author: "karim@agency.example", body: "Sample attached.", quote: false },
      later(90),
    );
    expect(first.ok && second.ok).toBe(true);
    const replies = ofKind(await claimAll(later(91)), "reply");
    expect(replies).toHaveLength(2);
    const [a, b] = replies.map((delivery) => composeEmail(delivery, settings));
    expect(a).toMatchObject({
      to: { name: "Rahim", address: "Rahim@Example.com" },
      cc: "team@agency.example",
      replyTo: "nadia@agency.example",
      subject: "Re: A shop website",
      inReplyTo: message.ack_email_id,
      references: [message.ack_email_id],
    });
    // Quoted only where its author ticked "Quote the message": the sender chose the address.
    expect(String(a?.text)).toMatch(/^Yes: ৳80,000\.\n\n2026-03-01, Rahim:\n> We sell saris\.\n> Can you build/);
    expect(b?.text).toBe("Sample attached.");
    expect(b?.inReplyTo).toBe(a?.messageId);
    expect(b?.references).toEqual([message.ack_email_id, a?.messageId]);

    const stored = await findMessage(db, message.id);
    expect(stored).toMatchObject({ inbox_status: "replied", first_reply_at: later(30).toISOString() });
    expect((await listReplies(db, message.id)).map((reply) => [reply.author, reply.delivery.state])).toEqual([
      ["nadia@agency.example", "queued"],
      ["karim@agency.example", "queued"],
    ]);
    const audit = (await listAudit(db)).filter((entry) => entry.action === "reply sent");
    expect(audit.map((entry) => entry.target)).toEqual([`message ${message.id}`, `message ${message.id}`]);
    expect(JSON.stringify(audit)).not.toMatch(/80,000|Sample/);
  });

  it("shows each reply's delivery: sent, retrying with the error, or given up", async () => {
    const message = await store();
    for (const body of ["one", "two", "three"]) {
      await sendReply(db, { messageId: message.id, author: "nadia@agency.example", body, quote: false }, later(1));
    }
    const outbox = createOutbox(db);
    const [one, two, three] = ofKind(await claimAll(later(2)), "reply");
    expect(await outbox.markSent(one!, later(3))).toBe(true);
    await outbox.markFailed(two!, later(10), "421 try later");
    await outbox.markFailed(three!, null, "550 no such user");
    expect((await listReplies(db, message.id)).map((reply) => reply.delivery)).toEqual([
      { state: "sent", at: later(3).toISOString() },
      { state: "retrying", attempts: 1, error: "421 try later", nextAttemptAt: later(10).toISOString() },
      { state: "failed", attempts: 1, error: "550 no such user" },
    ]);
  });

  it("refuses a reply to spam or to a deleted lead, and erases replies and their emails with the lead", async () => {
    const message = await store();
    await setInboxStatus(db, message.id, "spam", "nadia@agency.example");
    expect(
      await sendReply(db, { messageId: message.id, author: "n@a.example", body: "hi", quote: false }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
    await setInboxStatus(db, message.id, "new", "nadia@agency.example");
    await sendReply(db, { messageId: message.id, author: "n@a.example", body: "hi", quote: false });
    await deleteMessage(db, message.id, "nadia@agency.example");
    expect(await db.query("SELECT id FROM lead_replies")).toEqual([]);
    expect(await db.query("SELECT id FROM outbox")).toEqual([]);
    expect(
      await sendReply(db, { messageId: message.id, author: "n@a.example", body: "hi", quote: false }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("assigns to active staff only, audits it, and tells the new owner unless they took it themselves", async () => {
    const message = await store();
    const channels = ["email", "telegram"] as const;
    const assign = (assigneeId: number | null, actor: string) =>
      assignLead(db, { messageId: message.id, assigneeId, actor, channels });
    expect(await assign(nadia, "nadia@agency.example")).toEqual({ ok: true, changed: true });
    expect(await assign(nadia, "nadia@agency.example")).toEqual({ ok: true, changed: false });
    expect(await assign(karim, "nadia@agency.example")).toEqual({ ok: true, changed: true });
    expect(await leadOwner(db, message.id)).toEqual({ id: karim, email: "karim@agency.example" });
    await db.query("UPDATE staff_users SET revoked_at = $1 WHERE id = $2", [t0.toISOString(), nadia]);
    expect(await assign(nadia, "karim@agency.example")).toMatchObject({ ok: false, status: 400 });
    expect(await assign(null, "karim@agency.example")).toEqual({ ok: true, changed: true });

    const notices = ofKind(await claimAll(later(1)), "assignment");
    expect(notices.map((d) => [d.channel, d.recipient])).toEqual([
      ["telegram", "nadia@agency.example"],
      ["email", "karim@agency.example"],
      ["telegram", "karim@agency.example"],
    ]);
    const email = composeEmail(notices[1]!, settings);
    expect(email).toMatchObject({ to: "karim@agency.example", subject: "[Website] Assigned to you: A shop website" });
    expect(String(email.text)).toContain(`https://x.test/staff/messages/${message.id}`);
    const audit = (await listAudit(db)).filter((entry) => entry.action === "assignment").reverse();
    expect(audit.map((entry) => entry.detail)).toEqual([
      "to nadia@agency.example",
      "to karim@agency.example",
      "unassigned",
    ]);
  });

  it("reminds once about a lead still unanswered after the interval: its owner, or the team", async () => {
    const owned = await store({ subject: "owned" });
    const unowned = await store({ subject: "unowned" });
    const answered = await store({ subject: "answered" });
    const spam = await store({ subject: "spam" });
    const tooOld = await store({ subject: "old" }, { at: later(-5 * 24 * 60) });
    await assignLead(db, { messageId: owned.id, assigneeId: karim, actor: "nadia@agency.example", channels: [] });
    await sendReply(
      db,
      { messageId: answered.id, author: "nadia@agency.example", body: "Hello", quote: false },
      later(10),
    );
    await setInboxStatus(db, spam.id, "spam", "nadia@agency.example");
    const remind = (at: Date) => queueReminders(db, { reminderMs: 60 * 60_000, channels: ["email"], now: at });
    expect(await remind(later(59))).toEqual([]);
    expect(await remind(later(61))).toEqual([owned.id, unowned.id]);
    expect(await remind(later(120))).toEqual([]);
    expect(tooOld.id).toBeGreaterThan(0);

    const reminders = ofKind(await claimAll(later(62)), "reminder");
    const [toOwner, toTeam] = reminders.map((delivery) => composeEmail(delivery, settings));
    expect(toOwner).toMatchObject({ to: "karim@agency.example", subject: "[Website] Waiting for a reply: owned" });
    expect(toTeam).toMatchObject({ to: "team@agency.example", subject: "[Website] Waiting for a reply: unowned" });
    expect(String(toTeam?.text)).toContain("Nobody has taken it yet");
  });

  it("measures time to first reply: a sent reply or a lead marked replied, spam left out", async () => {
    const waits = [10, 20, 30, 40, 240];
    for (const [i, minutes] of waits.entries()) {
      const message = await store({ subject: `lead ${i}` });
      if (i % 2 === 0)
        await sendReply(db, { messageId: message.id, author: "n@a.example", body: "hi", quote: false }, later(minutes));
      else await setInboxStatus(db, message.id, "replied", "n@a.example", later(minutes));
    }
    await store({ subject: "waiting" });
    const spam = await store({ subject: "spam" });
    await setInboxStatus(db, spam.id, "spam", "n@a.example");
    expect(await responseTimes(db, { from: t0, to: later(24 * 60) })).toEqual({
      leads: 6,
      answered: 5,
      medianMs: 30 * 60_000,
      p90Ms: 240 * 60_000,
    });
    expect(await responseTimes(db, { from: later(1), to: later(2) })).toEqual({
      leads: 0,
      answered: 0,
      medianMs: null,
      p90Ms: null,
    });
  });

  it("wakes the outbox's sender by itself for every change that queues: a lead, a reply, an owner, a reminder, Not spam", async () => {
    const woken: string[] = [];
    let step = "";
    createOutbox(db).listen(() => woken.push(step));
    step = "lead";
    const message = await store();
    step = "reply";
    await sendReply(db, { messageId: message.id, author: "nadia@agency.example", body: "Hi", quote: false }, later(1));
    step = "owner";
    await assignLead(db, {
      messageId: message.id,
      assigneeId: karim,
      actor: "nadia@agency.example",
      channels: ["email"],
    });
    step = "second lead";
    const unanswered = await store({ subject: "unanswered" });
    step = "reminder";
    await queueReminders(db, { reminderMs: 60_000, channels: ["email"], now: later(2) });
    step = "not spam";
    await setInboxStatus(db, unanswered.id, "spam", "nadia@agency.example");
    await markNotSpam(db, unanswered.id, "nadia@agency.example", ["telegram"]);
    step = "nothing queued";
    await setInboxStatus(db, message.id, "archived", "nadia@agency.example");
    expect(woken).toEqual(["lead", "reply", "owner", "second lead", "reminder", "not spam"]);
  });
});
