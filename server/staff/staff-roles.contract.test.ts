// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { listAudit } from "./audit-log.server.ts";
import { setRoles } from "./staff-roles.server.ts";
import type { StaffRole } from "./staff-roles.ts";
import { createSession, endSession, findSession } from "./staff-sessions.server.ts";
import { createInvite, listPendingInvites, listStaff, redeemInvite, revokeStaff } from "./staff-users.server.ts";

const t0 = new Date("2026-03-01T08:00:00Z");
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

/** Roles in the store (issue 28), the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("staff roles on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  async function person(email: string, roles: StaffRole[]) {
    const { token } = await createInvite(db, email, t0, { roles, actor: "owner@example.com" });
    const outcome = await redeemInvite(db, token, later(1));
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.user;
  }
  const outbox = () => db.query("SELECT kind, recipient, detail FROM outbox ORDER BY id");

  it("gives an account the roles of the invite it used, and reads them with every session", async () => {
    const user = await person("mita@example.com", ["translator", "sales"]);
    expect(user.roles).toEqual(["sales", "translator"]);
    const session = await createSession(db, user.id, later(2));
    expect(await findSession(db, session, later(3))).toMatchObject({ roles: ["sales", "translator"] });
    await person("owner@example.com", ["admin"]);
    await setRoles(db, { email: user.email, roles: ["editor"], actor: "owner@example.com", notify: false }, later(4));
    expect(await findSession(db, session, later(5))).toMatchObject({ roles: ["editor"] });
  });

  it("audits an invite with its roles and its inviter", async () => {
    await createInvite(db, "new@example.com", t0, { roles: ["sales"], actor: "owner@example.com" });
    expect((await listAudit(db))[0]).toMatchObject({
      actor: "owner@example.com",
      action: "invite created",
      target: "new@example.com",
      detail: "roles: sales",
    });
    expect(await listPendingInvites(db, later(1))).toEqual([
      { email: "new@example.com", roles: ["sales"], created_at: t0.toISOString(), expires_at: expect.any(String) },
    ]);
    expect(await listPendingInvites(db, later(24 * 60))).toEqual([]);
  });

  it("changes roles audited, with the email to the person queued in the same change", async () => {
    await person("owner@example.com", ["admin"]);
    await person("rahim@example.com", ["sales"]);
    const change = {
      email: "Rahim@example.com",
      roles: ["sales", "editor"] as StaffRole[],
      actor: "owner@example.com",
    };
    expect(await setRoles(db, { ...change, notify: true }, later(5))).toEqual({
      ok: true,
      before: ["sales"],
      after: ["editor", "sales"],
    });
    expect((await listAudit(db))[0]).toMatchObject({
      actor: "owner@example.com",
      action: "roles changed",
      target: "rahim@example.com",
      detail: "sales → editor, sales",
    });
    expect(await outbox()).toEqual([
      {
        kind: "staff-notice",
        recipient: "rahim@example.com",
        detail: "owner@example.com changed your staff roles to editor, sales",
      },
    ]);
    expect(await setRoles(db, { ...change, notify: true }, later(6))).toEqual({ ok: false, reason: "unchanged" });
    const nobody = { ...change, email: "nobody@example.com", notify: false };
    expect(await setRoles(db, nobody)).toEqual({ ok: false, reason: "unknown" });
  });

  it("never demotes or revokes the last active admin, and lets one of two go", async () => {
    await person("owner@example.com", ["admin"]);
    const demote = { email: "owner@example.com", roles: ["editor"] as StaffRole[], actor: "owner@example.com" };
    expect(await setRoles(db, { ...demote, notify: true })).toEqual({ ok: false, reason: "last admin" });
    expect(await revokeStaff(db, "owner@example.com", "owner@example.com")).toBe("last admin");
    expect(await outbox()).toEqual([]);
    expect((await listStaff(db))[0]).toMatchObject({ roles: ["admin"], revoked_at: null });

    await person("second@example.com", ["admin", "sales"]);
    expect(await setRoles(db, { ...demote, notify: false })).toMatchObject({ ok: true });
    expect(await revokeStaff(db, "second@example.com", "owner@example.com")).toBe("last admin");
  });

  it("lets only one of two admins removing each other at the same moment succeed", async () => {
    await person("a@example.com", ["admin"]);
    await person("b@example.com", ["admin"]);
    const outcomes = await Promise.all([
      revokeStaff(db, "a@example.com", "b@example.com"),
      setRoles(db, { email: "b@example.com", roles: ["sales"], actor: "a@example.com", notify: false }),
    ]);
    const done = [outcomes[0] === "revoked", outcomes[1].ok].filter(Boolean);
    expect(done).toHaveLength(1);
    const admins = (await listStaff(db)).filter((p) => !p.revoked_at && p.roles.includes("admin"));
    expect(admins).toHaveLength(1);
  });

  it("queues the revoked person's email with the revocation, and keeps their last sign-in after sessions end", async () => {
    await person("owner@example.com", ["admin"]);
    const user = await person("rahim@example.com", ["sales"]);
    const session = await createSession(db, user.id, later(10));
    await endSession(db, session);
    expect((await listStaff(db)).find((p) => p.email === user.email)?.last_sign_in).toBe(later(10).toISOString());
    const notice = { kind: "staff-notice" as const, channel: "email" as const, recipient: user.email, detail: "ended" };
    expect(await revokeStaff(db, user.email, "owner@example.com", later(11), notice)).toBe("revoked");
    expect(await outbox()).toEqual([{ kind: "staff-notice", recipient: user.email, detail: "ended" }]);
  });

  it("gives a revoked person coming back the new invite's roles, not their old ones", async () => {
    await person("owner@example.com", ["admin"]);
    await person("rahim@example.com", ["sales"]);
    await revokeStaff(db, "rahim@example.com", "owner@example.com", later(2));
    expect((await person("rahim@example.com", ["translator"])).roles).toEqual(["translator"]);
  });
});
