// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { initialAgency } from "~server/outbox/compose/agency.fixture.ts";
import { composeEmail } from "~server/outbox/compose/compose-email.server.ts";
import { createMessageStore } from "~server/leads/message-store.server.ts";
import { createOutbox } from "~server/outbox/outbox-store.server.ts";
import type { Database } from "~server/db/database.ts";
import {
  answerOf,
  openStaffStore,
  signedInCookie,
  staffOrigin,
  staffRouteContext,
} from "../../tests/support/staff-route.ts";
import { action } from "./message.tsx";

/*
 * The reply form as the browser posts it (no JavaScript: a plain form, where an unticked checkbox
 * sends nothing), through the lead page's action, to the email the outbox then sends.
 */
// A bot's text with an address of its choosing: quoted, the agency would mail it to that address.
const spam = "WIN A PRIZE of 50,000 taka today, call 01700000000 to claim";

let db: Database;
let cookie: string;
let id: number;

beforeEach(async () => {
  db = await openStaffStore();
  const store = await createMessageStore(db);
  const stored = await store.insert(
    {
      name: "Prize desk",
      email: "victim@example.net",
      subject: "Hello",
      message: spam,
      clientIp: "203.0.113.9",
      userAgent: "",
      language: "en",
    },
    { limit: { limit: 0, windowSeconds: 60 }, channels: [] },
  );
  if (!("stored" in stored) || stored.spam) throw new Error("not stored as a lead");
  id = stored.stored.id;
  cookie = await signedInCookie(db);
});
afterEach(async () => {
  await db.close();
});

/** Posts the reply form and returns the text of the email it queued. */
async function reply(fields: Record<string, string>) {
  const request = new Request(`${staffOrigin}/staff/messages/${id}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: staffOrigin },
    body: new URLSearchParams({ intent: "reply", ...fields }),
  });
  const context = staffRouteContext(db, ["email"]);
  const answer = await answerOf(action({ request, context, params: { id: String(id) } } as never));
  expect((answer as Response).status).toBe(303);
  const [delivery] = await createOutbox(db).claim({ now: new Date(), claimMs: 60_000, maxAttempts: 5, limit: 10 });
  expect(delivery?.kind).toBe("reply");
  return String(composeEmail(delivery!, { to: "team@agency.example", staffOrigin, agency: initialAgency }).text);
}

describe("a staff reply", () => {
  it("repeats nothing the sender typed when Quote the message is left unticked", async () => {
    expect(await reply({ reply: "Thank you, we will call you." })).toBe("Thank you, we will call you.");
  });

  it("quotes the sender's message under the reply when Quote the message is ticked", async () => {
    const text = await reply({ reply: "About your message:", quote: "yes" });
    expect(text).toMatch(/^About your message:\n\n\d{4}-\d{2}-\d{2}, Prize desk:\n> WIN A PRIZE/);
  });
});
