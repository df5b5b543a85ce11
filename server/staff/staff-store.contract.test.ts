// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { Database } from "../db/database.ts";
import { appendAudit, listAudit } from "./audit-log.server.ts";
import { addCredential, findCredential, listCredentials, markCredentialUsed } from "./staff-credentials.server.ts";
import { createHousekeeping } from "../jobs/housekeeping.server.ts";
import { createSession, deleteExpiredSessions, endSession, findSession } from "./staff-sessions.server.ts";
import { checkInvite, createInvite, listStaff, redeemInvite, revokeStaff } from "./staff-users.server.ts";
import { hashToken } from "./tokens.server.ts";

const t0 = new Date("2026-03-01T08:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const minute = 60 * 1000;
const hour = 60 * minute;
const passkey = {
  id: "cred-1",
  publicKey: new Uint8Array([1, 2, 3, 250]),
  counter: 0,
  transports: ["internal"],
  name: "Phone",
};

/** What the staff inbox relies on from the store, the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("the staff store on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  async function enrolled(email = "sales@example.com") {
    const { token } = await createInvite(db, email, t0, { roles: ["sales"] });
    const outcome = await redeemInvite(db, token, later(hour));
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.user;
  }

  it("keeps only a hash of an invite token, and the invite works once", async () => {
    const { token, expiresAt } = await createInvite(db, " Sales@Example.com ", t0);
    expect(expiresAt).toBe("2026-03-02T08:00:00.000Z");
    const rows = await db.query("SELECT token_hash, email FROM staff_invites");
    expect(rows).toEqual([{ token_hash: hashToken(token), email: "sales@example.com" }]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await checkInvite(db, token, t0)).toEqual({ ok: true, email: "sales@example.com" });
    const first = await redeemInvite(db, token, later(hour));
    expect(first).toMatchObject({ ok: true, user: { email: "sales@example.com", revoked_at: null } });
    expect(await redeemInvite(db, token, later(2 * hour))).toEqual({ ok: false, reason: "used" });
    expect(await checkInvite(db, token, later(2 * hour))).toEqual({ ok: false, reason: "used" });
  });

  it("voids the address's other unused invites when one of them is used, and leaves other addresses' alone", async () => {
    const older = await createInvite(db, "sales@example.com", t0);
    const newer = await createInvite(db, "sales@example.com", later(1));
    const someoneElse = await createInvite(db, "design@example.com", t0);
    expect(await redeemInvite(db, newer.token, later(hour))).toMatchObject({ ok: true });
    expect(await checkInvite(db, older.token, later(hour))).toEqual({ ok: false, reason: "used" });
    expect(await redeemInvite(db, older.token, later(hour))).toEqual({ ok: false, reason: "used" });
    expect(await checkInvite(db, someoneElse.token, later(hour))).toEqual({ ok: true, email: "design@example.com" });
  });

  it("refuses an expired or unknown invite", async () => {
    const { token } = await createInvite(db, "sales@example.com", t0);
    expect(await redeemInvite(db, token, later(24 * hour))).toEqual({ ok: false, reason: "expired" });
    expect(await redeemInvite(db, "not-a-token", t0)).toEqual({ ok: false, reason: "unknown" });
    expect(await listStaff(db)).toEqual([]);
  });

  it("lets two concurrent uses of one invite create one account only", async () => {
    const { token } = await createInvite(db, "sales@example.com", t0);
    const outcomes = await Promise.all([redeemInvite(db, token, later(1)), redeemInvite(db, token, later(2))]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await listStaff(db)).toHaveLength(1);
  });

  it("stores passkeys byte for byte and updates their counter", async () => {
    const user = await enrolled();
    await addCredential(db, user.id, passkey, later(hour));
    await markCredentialUsed(db, passkey.id, 7, later(2 * hour));
    const found = await findCredential(db, passkey.id);
    expect(found).toMatchObject({ userId: user.id, email: user.email, counter: 7, transports: ["internal"] });
    expect([...found!.publicKey]).toEqual([1, 2, 3, 250]);
    expect(await listCredentials(db, user.id)).toHaveLength(1);
  });

  it("keeps only a hash of a session id and gives a new id at every sign-in", async () => {
    const user = await enrolled();
    const first = await createSession(db, user.id, t0);
    const second = await createSession(db, user.id, t0);
    expect(first).not.toBe(second);
    const stored = JSON.stringify(await db.query("SELECT * FROM staff_sessions"));
    expect(stored).not.toContain(first);
    expect(stored).toContain(hashToken(first));
    expect(await findSession(db, first, later(20 * minute))).toMatchObject({ userId: user.id, email: user.email });
    expect(await findSession(db, "planted-by-someone-else", t0)).toBeNull();
  });

  it("ends a session after 30 idle minutes, after 12 hours in any case, and at sign-out", async () => {
    const user = await enrolled();
    const idle = await createSession(db, user.id, t0);
    expect(await findSession(db, idle, later(29 * minute))).not.toBeNull();
    expect(await findSession(db, idle, later(29 * minute + 30 * minute))).toBeNull();

    const busy = await createSession(db, user.id, t0);
    for (let m = 25; m < 12 * 60; m += 25) expect(await findSession(db, busy, later(m * minute))).not.toBeNull();
    expect(await findSession(db, busy, later(12 * hour))).toBeNull();

    const signedOut = await createSession(db, user.id, t0);
    await endSession(db, signedOut);
    expect(await findSession(db, signedOut, later(1))).toBeNull();
  });

  it("removes sessions nobody came back for", async () => {
    const user = await enrolled();
    await createSession(db, user.id, t0);
    const fresh = await createSession(db, user.id, later(hour));
    expect(await deleteExpiredSessions(db, later(hour + 10 * minute))).toBe(1);
    expect(await findSession(db, fresh, later(hour + 10 * minute))).not.toBeNull();
  });

  it("housekeeping removes expired sessions even when no message retention is set", async () => {
    const user = await enrolled();
    await createSession(db, user.id, new Date(Date.now() - 8 * 24 * hour));
    const current = await createSession(db, user.id);
    await createHousekeeping({ db }).run();
    expect(await db.query("SELECT id_hash FROM staff_sessions")).toHaveLength(1);
    expect(await findSession(db, current)).not.toBeNull();
  });

  it("revokes a person at once: sessions, passkeys and pending invites go, and it is audited", async () => {
    const user = await enrolled();
    await addCredential(db, user.id, passkey, t0);
    const session = await createSession(db, user.id, t0);
    await createInvite(db, user.email, t0);
    expect(await revokeStaff(db, "SALES@example.com", "operator", later(hour))).toBe("revoked");
    expect(await findSession(db, session, later(hour))).toBeNull();
    expect(await findCredential(db, passkey.id)).toBeNull();
    expect(await db.query("SELECT * FROM staff_invites WHERE used_at IS NULL")).toEqual([]);
    expect(await listStaff(db)).toMatchObject([
      { email: user.email, passkeys: 0, revoked_at: later(hour).toISOString() },
    ]);
    expect(await revokeStaff(db, "nobody@example.com", "operator", later(hour))).toBe("unknown");
    expect((await listAudit(db)).map((entry) => entry.action)).toEqual([
      "revocation",
      "invite created",
      "invite used",
      "invite created",
    ]);
  });

  it("brings a revoked person back with a new invite", async () => {
    const user = await enrolled();
    await revokeStaff(db, user.email, "operator", t0);
    const { token } = await createInvite(db, user.email, later(hour));
    expect(await redeemInvite(db, token, later(2 * hour))).toMatchObject({
      ok: true,
      user: { id: user.id, revoked_at: null },
    });
  });

  it("appends audit entries newest first, a page at a time", async () => {
    for (let i = 0; i < 3; i++) {
      await appendAudit(db, { actor: "a@example.com", action: "status change", target: `message ${i}` }, later(i));
    }
    const page = await listAudit(db, { limit: 2, offset: 0 });
    expect(page.map((entry) => entry.target)).toEqual(["message 2", "message 1"]);
    expect(page[0]).toMatchObject({ actor: "a@example.com", detail: "", at: later(2).toISOString() });
    expect((await listAudit(db, { limit: 2, offset: 2 })).map((entry) => entry.target)).toEqual(["message 0"]);
  });

  it("gives every message an inbox status of 'new' and no read time, apart from its delivery status", async () => {
    const store = await createMessageStore(db);
    const input = { name: "A", email: "a@example.com", subject: "S", message: "M" };
    await store.insert(
      { ...input, clientIp: "203.0.113.1", userAgent: "", language: "en" },
      {
        limit: { limit: 0, windowSeconds: 60 },
        channels: [],
      },
    );
    expect(await db.query("SELECT status, inbox_status, read_at FROM messages")).toEqual([
      { status: "new", inbox_status: "new", read_at: null },
    ]);
    await expect(db.query("UPDATE messages SET inbox_status = 'deleted'")).rejects.toThrow();
  });
});
