// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import type { Delivery, DeliveryLead } from "../delivery.ts";
import { initialAgency } from "./agency.fixture.ts";
import { composeEmail } from "./compose-email.server.ts";
import { composeTelegram } from "./compose-telegram.server.ts";

// Composing is a pure function of a delivery: if any compose module loaded the mail transport,
// importing it here would fail.
vi.mock("nodemailer", () => {
  throw new Error("composing loaded nodemailer, the mail transport");
});

const lead: DeliveryLead = {
  id: 42,
  created_at: "2026-03-01T08:00:00.000Z",
  name: "Rahim\nBcc: x@example.com",
  email: "rahim@example.com",
  subject: "Website redesign",
  message: "Budget: 5 lakh.\nCall me.",
  language: "bn",
  ack_email_id: "<ack-42-1@jamdani-digital.example.com>",
};
const settings = { to: "team@agency.example", staffOrigin: "https://staff.example.com", agency: initialAgency };
const delivery = (over: Partial<Delivery>): Delivery => ({
  id: 1,
  kind: "notification",
  channel: "email",
  attempts: 1,
  token: "t",
  message: lead,
  reply: null,
  recipient: null,
  detail: null,
  ...over,
});
const reply = {
  id: 3,
  author: "sales@agency.example",
  body: "Thank you, we will call.",
  created_at: "2026-03-01T09:00:00.000Z",
  email_message_id: "<reply-42-1@jamdani-digital.example.com>",
  quote: false,
};

describe("composing each kind of message, without a transport or a database", () => {
  it("a notification: to the team, from the site's domain, the lead in full", () => {
    const mail = composeEmail(delivery({ kind: "notification" }), settings);
    expect(mail).toMatchObject({ to: "team@agency.example", subject: "[Website] Website redesign" });
    expect(mail.from).toBe("Website <no-reply@jamdani-digital.example.com>");
    expect(String(mail.text)).toContain("Budget: 5 lakh.");
  });

  it("an acknowledgement: to the sender, in their page's language, repeating nothing they typed", () => {
    const mail = composeEmail(delivery({ kind: "acknowledgement" }), settings);
    expect(mail).toMatchObject({ to: { address: "rahim@example.com" }, messageId: lead.ack_email_id });
    expect(mail.headers).toMatchObject({ "Content-Language": "bn" });
    for (const typed of ["Rahim", "Website redesign", "Budget"]) expect(String(mail.text)).not.toContain(typed);
  });

  it("a reply: to the sender, the team in copy, threaded under the earlier emails, quoting only when asked", () => {
    const references = `${lead.ack_email_id} <reply-42-0@jamdani-digital.example.com>`;
    const mail = composeEmail(delivery({ kind: "reply", reply, detail: references }), settings);
    expect(mail).toMatchObject({ cc: "team@agency.example", replyTo: reply.author, subject: "Re: Website redesign" });
    expect(mail.inReplyTo).toBe("<reply-42-0@jamdani-digital.example.com>");
    expect(mail.references).toEqual(references.split(" "));
    expect(String(mail.text)).not.toContain("Budget");
    const quoted = composeEmail(delivery({ kind: "reply", reply: { ...reply, quote: true } }), settings);
    expect(String(quoted.text)).toContain("> Budget: 5 lakh.");
  });

  it("a reminder: to the lead's owner, or the team when nobody owns it, with the lead's link", () => {
    const owned = composeEmail(delivery({ kind: "reminder", recipient: "owner@agency.example" }), settings);
    expect(owned.to).toBe("owner@agency.example");
    expect(owned.subject).toBe("[Website] Waiting for a reply: Website redesign");
    expect(String(owned.text)).toContain("https://staff.example.com/staff/messages/42");
    expect(composeEmail(delivery({ kind: "reminder" }), settings).to).toBe("team@agency.example");
  });

  it("an assignment and a staff notice: to the staff member named when it was queued", () => {
    const assigned = composeEmail(
      delivery({ kind: "assignment", recipient: "owner@agency.example", detail: "boss@agency.example" }),
      settings,
    );
    expect(assigned).toMatchObject({ to: "owner@agency.example" });
    expect(String(assigned.text)).toContain("boss@agency.example assigned this lead to you.");
    const notice = composeEmail(
      delivery({
        kind: "staff-notice",
        message: null,
        recipient: "owner@agency.example",
        detail: "A passkey was added",
      }),
      settings,
    );
    expect(notice).toMatchObject({
      to: "owner@agency.example",
      subject: "[Jamdani Digital staff] A passkey was added",
    });
  });

  it("a Telegram message: a name, a subject and a link, never the message or the address", () => {
    const text = composeTelegram(delivery({ kind: "reminder", channel: "telegram" }), settings.staffOrigin);
    expect(text.split("\n")).toEqual([
      "Still waiting for a reply:",
      "New message from Rahim Bcc: x@example.com",
      "Subject: Website redesign",
      "https://staff.example.com/staff/messages/42",
    ]);
  });

  it("fails, to be retried, when a part the kind needs is gone", () => {
    expect(() => composeEmail(delivery({ kind: "reply" }), settings)).toThrow(/the queued reply is missing/);
  });
});
