// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { initialAgency } from "~server/outbox/compose/agency.fixture.ts";
import { composeEmail } from "~server/outbox/compose/compose-email.server.ts";
import { createMessageStore } from "~server/leads/message-store.server.ts";
import { createOutbox } from "~server/outbox/outbox-store.server.ts";
import type { Database } from "~server/db/database.ts";
import { listNotes } from "~server/staff/lead-notes.server.ts";
import {
  answerOf,
  openStaffStore,
  signedInCookie,
  staffOrigin,
  staffRouteContext,
} from "../../tests/support/staff-route.ts";
import type { FormRefusal } from "./forms/parse-form.ts";
import { action } from "./message.tsx";

/*
 * The lead page's forms as the browser posts them (no JavaScript: plain forms, where an unticked
 * checkbox sends nothing), through its action: the reply to the email the outbox then sends, and
 * each refusal beside its field with what was typed.
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

type Answer = { data: FormRefusal; init: { status: number } | null };

function post(fields: Record<string, string>, channels: "email"[] = []) {
  const request = new Request(`${staffOrigin}/staff/messages/${id}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: staffOrigin },
    body: new URLSearchParams(fields),
  });
  const context = staffRouteContext(db, channels);
  return answerOf(action({ request, context, params: { id: String(id) } } as never)) as Promise<Answer | Response>;
}

describe("a refused form", () => {
  it("refuses an empty note beside the note box, with what was typed, and saves nothing", async () => {
    const answer = (await post({ intent: "note", note: "   " })) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      errors: { fields: { note: "Write the note first." } },
      values: { intent: "note", note: "   " },
    });
    expect(await listNotes(db, id)).toEqual([]);
  });

  it("keeps a refused reply and its Quote choice, and says why when no mail server is set up", async () => {
    const empty = (await post({ intent: "reply", reply: "", quote: "yes" }, ["email"])) as Answer;
    expect([empty.init?.status, empty.data.errors.fields.reply]).toEqual([400, "Write the reply first."]);
    expect(empty.data.values.quote).toBe("yes");
    const unsent = (await post({ intent: "reply", reply: "We can start on Sunday." })) as Answer;
    expect([unsent.init?.status, unsent.data.errors.form]).toEqual([503, expect.stringContaining("No mail server")]);
    expect(unsent.data.values.reply).toBe("We can start on Sunday.");
  });

  it("refuses an owner or a status that is not one of the choices beside its control", async () => {
    const owner = (await post({ intent: "assign", assignee: "someone" })) as Answer;
    expect([owner.init?.status, owner.data.errors.fields]).toEqual([
      400,
      { assignee: "Choose someone from the list." },
    ]);
    const gone = (await post({ intent: "assign", assignee: "999" })) as Answer;
    expect([gone.init?.status, gone.data.errors.fields]).toEqual([
      400,
      { assignee: "That person no longer has staff access." },
    ]);
    const status = (await post({ intent: "status", status: "deleted" })) as Answer;
    expect([status.init?.status, status.data.errors.fields]).toEqual([400, { status: "Choose one of the statuses." }]);
  });

  it("refuses a form the page does not have as a whole, in plain words", async () => {
    const answer = (await post({ intent: "merge" })) as Answer;
    expect([answer.init?.status, answer.data.errors]).toEqual([
      400,
      { form: "This form is out of date. Reload the page and try again.", fields: {} },
    ]);
  });
});

it("still answers the changes it makes with a redirect back to their section", async () => {
  const noted = (await post({ intent: "note", note: "Called back." })) as Response;
  expect([noted.status, noted.headers.get("Location")]).toEqual([303, `/staff/messages/${id}?noted=1#notes`]);
  const asked = (await post({ intent: "delete" })) as Response;
  expect(asked.headers.get("Location")).toBe(`/staff/messages/${id}?confirm=delete`);
});
