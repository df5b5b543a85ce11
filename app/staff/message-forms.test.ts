// @vitest-environment node
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~server/db/database.ts";
import { createMessageStore } from "~server/leads/message-store.server.ts";
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

/* The lead page's forms as a browser without JavaScript posts them, refused: each reason by its field. */
let db: Database;
let cookie: string;
let id: number;

beforeEach(async () => {
  db = await openStaffStore();
  const stored = await (
    await createMessageStore(db)
  ).insert(
    {
      name: "Ayesha",
      email: "ayesha@example.net",
      subject: "A website",
      message: "We need a website.",
      clientIp: "203.0.113.9",
      userAgent: "",
      language: "en",
    },
    { limit: { limit: 0, windowSeconds: 60 }, channels: [] },
  );
  if (!("stored" in stored)) throw new Error("not stored");
  id = stored.stored.id;
  cookie = await signedInCookie(db);
});
afterEach(async () => {
  await db.close();
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
  expect([owner.init?.status, owner.data.errors.fields]).toEqual([400, { assignee: "Choose someone from the list." }]);
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

it("still answers the changes it makes with a redirect back to their section", async () => {
  const noted = (await post({ intent: "note", note: "Called back." })) as Response;
  expect([noted.status, noted.headers.get("Location")]).toEqual([303, `/staff/messages/${id}?noted=1#notes`]);
  const asked = (await post({ intent: "delete" })) as Response;
  expect(asked.headers.get("Location")).toBe(`/staff/messages/${id}?confirm=delete`);
});
