// @vitest-environment node
import { afterEach, beforeEach, expect, it } from "vitest";
import type { Database } from "~server/db/database.ts";
import { listAudit } from "~server/staff/audit-log.server.ts";
import { listStaff } from "~server/staff/staff-users.server.ts";
import {
  answerOf,
  openStaffStore,
  signedInCookie,
  staffOrigin,
  staffRouteContext,
} from "../../tests/support/staff-route.ts";
import { action, loader } from "./people.tsx";
import type { PeopleAnswer } from "./people-list.tsx";

/* The people page's forms as a browser without JavaScript posts them, on a real store. */
let db: Database;
let owner: string;

beforeEach(async () => {
  db = await openStaffStore();
  owner = await signedInCookie(db, "owner@example.com", ["admin"]);
});
afterEach(async () => {
  await db.close();
});

type Answer = { data: PeopleAnswer; init: { status: number } | null };

function post(fields: [string, string][], options: { cookie?: string; email?: boolean } = {}) {
  const request = new Request(`${staffOrigin}/staff/people`, {
    method: "POST",
    headers: { Cookie: options.cookie ?? owner, Origin: staffOrigin },
    body: new URLSearchParams(fields),
  });
  const context = staffRouteContext(db, options.email ? ["email"] : []);
  return answerOf(action({ request, context, params: {} } as never)) as Promise<Answer | Response>;
}
const outbox = () => db.query("SELECT kind, recipient, detail FROM outbox ORDER BY id");

it("invites with the roles ticked and shows the link once when the site sends no email", async () => {
  const answer = (await post([
    ["intent", "invite"],
    ["email", " Rahim@Example.com "],
    ["roles", "sales"],
    ["roles", "translator"],
  ])) as Answer;
  expect(answer.data.invited).toMatchObject({ email: "rahim@example.com", roles: ["sales", "translator"] });
  expect(answer.data.invited?.link).toMatch(/^https:\/\/staff\.example\.com\/staff\/enrol#[\w-]{43}$/);
  expect(await outbox()).toEqual([]);
  expect((await listAudit(db))[0]).toMatchObject({
    actor: "owner@example.com",
    action: "invite created",
    target: "rahim@example.com",
    detail: "roles: sales, translator",
  });
  // Shown once: the page itself never has it again.
  const page = await loader({
    request: new Request(`${staffOrigin}/staff/people`, { headers: { Cookie: owner } }),
    context: staffRouteContext(db),
    params: {},
  } as never);
  expect(JSON.stringify(page)).not.toContain(answer.data.invited!.link!);
  expect(page.invites).toMatchObject([{ email: "rahim@example.com", roles: ["sales", "translator"] }]);
});

it("emails the link through the outbox when the site sends email, and does not show it", async () => {
  const answer = (await post(
    [
      ["intent", "invite"],
      ["email", "rahim@example.com"],
      ["roles", "sales"],
    ],
    { email: true },
  )) as Answer;
  expect(answer.data.invited?.link).toBeNull();
  const [queued] = await outbox();
  expect(queued).toMatchObject({ kind: "staff-invite", recipient: "rahim@example.com" });
  expect(JSON.parse(String(queued?.detail))).toMatchObject({
    invitedBy: "owner@example.com",
    roles: ["sales"],
    link: expect.stringMatching(/\/staff\/enrol#[\w-]{43}$/),
  });
});

it("refuses an invite without a role, or for someone who has access, with the reason", async () => {
  const none = (await post([
    ["intent", "invite"],
    ["email", "rahim@example.com"],
  ])) as Answer;
  // Each reason beside its field, and what was typed comes back.
  expect([none.init?.status, none.data.errors?.fields.roles]).toEqual([
    400,
    expect.stringContaining("at least one role"),
  ]);
  expect(none.data.values).toMatchObject({ email: "rahim@example.com", roles: [] });
  const again = (await post([
    ["intent", "invite"],
    ["email", "owner@example.com"],
    ["roles", "sales"],
  ])) as Answer;
  expect([again.init?.status, again.data.errors?.fields.email]).toEqual([
    409,
    expect.stringContaining("already has access"),
  ]);
});

it("changes roles, emails the person, and never demotes the last admin", async () => {
  await signedInCookie(db, "rahim@example.com", ["sales"]);
  const changed = (await post(
    [
      ["intent", "roles"],
      ["email", "rahim@example.com"],
      ["roles", "editor"],
    ],
    { email: true },
  )) as Response;
  expect([changed.status, changed.headers.get("Location")]).toEqual([303, "/staff/people?changed=rahim%40example.com"]);
  expect((await listStaff(db)).find((p) => p.email === "rahim@example.com")?.roles).toEqual(["editor"]);
  expect(await outbox()).toMatchObject([{ kind: "staff-notice", recipient: "rahim@example.com" }]);

  const demote = (await post([
    ["intent", "roles"],
    ["email", "owner@example.com"],
    ["roles", "sales"],
  ])) as Answer;
  expect([demote.init?.status, demote.data.errors?.fields.roles]).toEqual([
    409,
    expect.stringContaining("last active admin"),
  ]);
});

it("revokes only with the box ticked, and never the last admin", async () => {
  const rahim = await signedInCookie(db, "rahim@example.com", ["sales"]);
  const unticked = (await post([
    ["intent", "revoke"],
    ["email", "rahim@example.com"],
  ])) as Answer;
  expect([unticked.init?.status, unticked.data.errors?.fields.confirm]).toEqual([
    400,
    expect.stringContaining("Tick the box"),
  ]);
  const revoked = (await post([
    ["intent", "revoke"],
    ["email", "rahim@example.com"],
    ["confirm", "yes"],
  ])) as Response;
  expect(revoked.status).toBe(303);
  // Their open tab is signed out at once.
  const theirs = (await post(
    [
      ["intent", "invite"],
      ["email", "x@example.com"],
      ["roles", "admin"],
    ],
    { cookie: rahim },
  )) as Response;
  expect(theirs.status).toBe(401);
  const last = (await post([
    ["intent", "revoke"],
    ["email", "owner@example.com"],
    ["confirm", "yes"],
  ])) as Answer;
  expect(last.init?.status).toBe(409);
});

it("needs a passkey check within 5 minutes for every change, and changes nothing without one", async () => {
  await signedInCookie(db, "rahim@example.com", ["sales"]);
  await db.query("UPDATE staff_sessions SET verified_at = $1", [new Date(Date.now() - 6 * 60_000).toISOString()]);
  for (const fields of [
    [
      ["intent", "invite"],
      ["email", "new@example.com"],
      ["roles", "sales"],
    ],
    [
      ["intent", "roles"],
      ["email", "rahim@example.com"],
      ["roles", "admin"],
    ],
    [
      ["intent", "revoke"],
      ["email", "rahim@example.com"],
      ["confirm", "yes"],
    ],
  ] as [string, string][][]) {
    const answer = (await post(fields)) as Answer;
    expect([answer.init?.status, answer.data.errors?.form]).toEqual([
      403,
      expect.stringContaining("Confirm it’s you first"),
    ]);
  }
  expect((await listStaff(db)).map((p) => [p.email, p.roles, p.revoked_at])).toEqual([
    ["owner@example.com", ["admin"], null],
    ["rahim@example.com", ["sales"], null],
  ]);
  expect(await db.query("SELECT email FROM staff_invites WHERE used_at IS NULL")).toEqual([]);
});
