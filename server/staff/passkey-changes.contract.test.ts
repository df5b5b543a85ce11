// @vitest-environment node
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import { initialAgency } from "../outbox/compose/agency.fixture.ts";
import { composeEmail } from "../outbox/compose/compose-email.server.ts";
import { createOutbox } from "../outbox/outbox-store.server.ts";
import type { Database } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { openPostgresDatabase } from "../db/postgres-database.ts";
import { migrations } from "../db/schema.ts";
import { openSqliteDatabase } from "../db/sqlite-database.ts";
import { appendAudit, failureGroupMs, listAudit, recordFailedSignIn } from "./audit-log.server.ts";
import {
  addCredential,
  addPasskey,
  findCredential,
  listCredentials,
  passkeyNameSchema,
  removePasskey,
  suggestedPasskeyName,
} from "./staff-credentials.server.ts";
import { createSession, findSession, markSessionChecked, recentlyChecked } from "./staff-sessions.server.ts";
import { createInvite, redeemInvite } from "./staff-users.server.ts";

const t0 = new Date("2026-03-01T08:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const minute = 60 * 1000;
const key = (id: string) => ({
  id,
  publicKey: new Uint8Array([1, 2, id.length]),
  counter: 0,
  transports: ["internal"],
});

/** Naming, adding and removing passkeys, the 5-minute passkey check, grouped failed sign-ins. */
describe.each(storeFactories)("passkey changes on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  async function person(email: string) {
    const { token } = await createInvite(db, email, t0);
    const outcome = await redeemInvite(db, token, t0);
    if (!outcome.ok) throw new Error(outcome.reason);
    await addCredential(db, outcome.user.id, { ...key(`${email}-first`), name: "Passkey 1" }, t0);
    return { userId: outcome.user.id, email };
  }
  const outboxRows = () => db.query("SELECT kind, channel, recipient, detail, message_id FROM outbox ORDER BY id");

  it("names passkeys: trimmed, 1 to 60 characters on one line, and suggests the next free 'Passkey N'", async () => {
    expect(passkeyNameSchema.parse("  Work laptop ")).toBe("Work laptop");
    expect(passkeyNameSchema.parse("অফিসের ফোন")).toBe("অফিসের ফোন");
    expect(passkeyNameSchema.safeParse("   ").success).toBe(false);
    expect(passkeyNameSchema.safeParse("x".repeat(61)).success).toBe(false);
    expect(passkeyNameSchema.safeParse("x".repeat(60)).success).toBe(true);
    expect(passkeyNameSchema.safeParse("Phone\nBcc: evil@example.com").success).toBe(false);
    expect(suggestedPasskeyName(["Passkey 1"])).toBe("Passkey 2");
    expect(suggestedPasskeyName(["Phone", "Passkey 3"])).toBe("Passkey 4");
    expect(suggestedPasskeyName([])).toBe("Passkey 1");
  });

  it("adds a named passkey, audits it by name and queues the owner's email only when email is sent", async () => {
    const nadia = await person("nadia@example.com");
    await addPasskey(db, nadia, { ...key("laptop"), name: "Work laptop" }, { notify: true }, later(minute));
    await addPasskey(db, nadia, { ...key("tablet"), name: "Tablet" }, { notify: false }, later(2 * minute));
    expect((await listCredentials(db, nadia.userId)).map(({ name }) => name)).toEqual([
      "Passkey 1",
      "Work laptop",
      "Tablet",
    ]);
    expect((await findCredential(db, "laptop"))?.name).toBe("Work laptop");
    expect((await listAudit(db)).slice(0, 2).map(({ actor, action, detail }) => [actor, action, detail])).toEqual([
      ["nadia@example.com", "passkey added", "Tablet"],
      ["nadia@example.com", "passkey added", "Work laptop"],
    ]);
    expect(await outboxRows()).toEqual([
      {
        kind: "staff-notice",
        channel: "email",
        recipient: "nadia@example.com",
        detail: "A passkey named “Work laptop” was added to your staff account",
        message_id: null,
      },
    ]);
    // What the sender makes of it: to the owner, saying what changed and what to do if it was not them.
    const [delivery] = await createOutbox(db).claim({
      now: later(3 * minute),
      claimMs: minute,
      maxAttempts: 5,
      limit: 5,
    });
    const email = composeEmail(delivery!, {
      to: "team@example.com",
      staffOrigin: "https://staff.example.com",
      agency: initialAgency,
    });
    expect(email.to).toBe("nadia@example.com");
    expect(email.subject).toContain("A passkey named “Work laptop” was added to your staff account");
    expect(email.text).toMatch(/If it was not you.*\n.*\nhttps:\/\/staff\.example\.com\/staff\/passkeys/);
  });

  it("removes a passkey by name, audited and emailed, but never another person's or the last one", async () => {
    const nadia = await person("nadia@example.com");
    const rashed = await person("rashed@example.com");
    await addPasskey(db, nadia, { ...key("laptop"), name: "Work laptop" }, { notify: false }, later(minute));
    expect(await removePasskey(db, rashed, "laptop", { notify: true }, later(2 * minute))).toEqual({
      ok: false,
      reason: "unknown",
    });
    expect(await removePasskey(db, rashed, "rashed@example.com-first", { notify: true }, later(2 * minute))).toEqual({
      ok: false,
      reason: "last",
    });
    expect(await removePasskey(db, nadia, "laptop", { notify: true }, later(3 * minute))).toEqual({
      ok: true,
      name: "Work laptop",
    });
    expect(await findCredential(db, "laptop")).toBeNull();
    expect(await removePasskey(db, nadia, "nadia@example.com-first", { notify: true }, later(4 * minute))).toEqual({
      ok: false,
      reason: "last",
    });
    expect((await listCredentials(db, nadia.userId)).map(({ id }) => id)).toEqual(["nadia@example.com-first"]);
    expect((await listCredentials(db, rashed.userId)).map(({ id }) => id)).toEqual(["rashed@example.com-first"]);
    const audit = await listAudit(db);
    expect(audit.filter(({ action }) => action === "passkey removed")).toMatchObject([
      { actor: "nadia@example.com", detail: "Work laptop" },
    ]);
    expect(await outboxRows()).toMatchObject([
      {
        kind: "staff-notice",
        recipient: "nadia@example.com",
        detail: "A passkey named “Work laptop” was removed from your staff account",
      },
    ]);
  });

  it("never leaves a person without a passkey when two removals race on two instances", async () => {
    const nadia = await person("nadia@example.com");
    await addPasskey(db, nadia, { ...key("laptop"), name: "Work laptop" }, { notify: false }, t0);
    const another = await factory.openAnother();
    try {
      const outcomes = await Promise.all([
        removePasskey(db, nadia, "laptop", { notify: false }),
        removePasskey(another, nadia, "nadia@example.com-first", { notify: false }),
      ]);
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(await listCredentials(db, nadia.userId)).toHaveLength(1);
    } finally {
      await another.close();
    }
  });

  it("remembers the session's last passkey check: recent for 5 minutes, refreshed without a new session", async () => {
    const nadia = await person("nadia@example.com");
    const id = await createSession(db, nadia.userId, t0);
    const atFour = await findSession(db, id, later(4 * minute));
    expect(atFour).toMatchObject({ verifiedAt: t0.toISOString() });
    expect(recentlyChecked(atFour!, later(4 * minute))).toBe(true);
    const atSix = await findSession(db, id, later(6 * minute));
    expect(recentlyChecked(atSix!, later(5 * minute + 1))).toBe(false);
    await markSessionChecked(db, atSix!.idHash, later(6 * minute));
    const afterCheck = await findSession(db, id, later(10 * minute));
    expect(afterCheck).toMatchObject({ createdAt: t0.toISOString(), verifiedAt: later(6 * minute).toISOString() });
    expect(recentlyChecked(afterCheck!, later(10 * minute))).toBe(true);
    expect(recentlyChecked(afterCheck!, later(11 * minute + 1))).toBe(false);
    expect(await db.query("SELECT id_hash FROM staff_sessions")).toHaveLength(1);
  });

  it("groups repeated failed sign-ins per actor and client for 15 minutes, so a flood leaves real events in view", async () => {
    await appendAudit(db, { actor: "nadia@example.com", action: "sign-in" }, t0);
    for (let i = 0; i < 100; i++) await recordFailedSignIn(db, "unknown", "client-a", later(minute + i * 1000));
    await recordFailedSignIn(db, "nadia@example.com", "client-a", later(2 * minute));
    await recordFailedSignIn(db, "unknown", "client-b", later(2 * minute));
    // Two instances at once start one group, not two.
    const another = await factory.openAnother();
    try {
      await Promise.all([
        recordFailedSignIn(db, "rashed@example.com", "client-a", later(3 * minute)),
        recordFailedSignIn(another, "rashed@example.com", "client-a", later(3 * minute)),
      ]);
    } finally {
      await another.close();
    }
    // 15 minutes after a group's first failure, a new group starts.
    await recordFailedSignIn(db, "unknown", "client-a", later(minute + failureGroupMs + 1));

    const audit = await listAudit(db, { limit: 50 });
    expect(audit.map(({ actor, action, failures }) => [actor, action, failures])).toEqual([
      ["unknown", "failed sign-in", 1],
      ["rashed@example.com", "failed sign-in", 2],
      ["unknown", "failed sign-in", 1],
      ["nadia@example.com", "failed sign-in", 1],
      ["unknown", "failed sign-in", 100],
      ["nadia@example.com", "sign-in", 1],
    ]);
    expect(audit[4]).toMatchObject({ at: later(minute).toISOString(), lastAt: later(minute + 99_000).toISOString() });
    expect(audit[5]).toMatchObject({ lastAt: null });
  });
});

/** A store at the schema just before this feature's step (found by name: later steps may follow it). */
const step = migrations.findIndex((migration) => migration.name === "passkey names and recent sign-in");
const emptyStores: { name: string; open(): Promise<Database> }[] = [
  {
    name: "SQLite",
    open: async () => openSqliteDatabase({ path: join(mkdtempSync(join(tmpdir(), "step-")), "contact.sqlite") }),
  },
  {
    name: "PostgreSQL",
    async open() {
      const admin = inject("postgresUrl");
      if (!admin) throw new Error(inject("postgresError") || "no PostgreSQL test cluster");
      const name = `step_${randomBytes(6).toString("hex")}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`).finally(() => client.end());
      const url = admin.replace(/\/[^/]*$/, `/${name}`);
      return openPostgresDatabase({
        url,
        poolSize: 2,
        connectTimeoutMs: 5_000,
        statementTimeoutMs: 10_000,
        idleTimeoutMs: 1_000,
      });
    },
  },
];

describe.each(emptyStores)("the 'passkey names and recent sign-in' step on $name", (store) => {
  it("numbers existing passkeys per person as the page showed them, and counts open sessions as checked at sign-in", async () => {
    expect(step).toBeGreaterThan(0);
    const db = await store.open();
    try {
      await migrate(db, migrations.slice(0, step));
      const user = async (email: string) =>
        Number(
          (
            await db.query("INSERT INTO staff_users (email, created_at) VALUES ($1, $2) RETURNING id", [
              email,
              t0.toISOString(),
            ])
          )[0]?.id,
        );
      const [nadia, rashed] = [await user("nadia@example.com"), await user("rashed@example.com")];
      const insert = (id: string, userId: number, at: Date) =>
        db.query("INSERT INTO staff_credentials (id, user_id, public_key, created_at) VALUES ($1, $2, 'k', $3)", [
          id,
          userId,
          at.toISOString(),
        ]);
      await insert("b", nadia, later(minute));
      await insert("a", nadia, t0);
      await insert("c", rashed, later(2 * minute));
      await db.query(
        "INSERT INTO staff_sessions (id_hash, user_id, created_at, last_seen_at, expires_at) VALUES ('s', $1, $2, $3, $4)",
        [nadia, t0.toISOString(), later(10 * minute).toISOString(), later(12 * 60 * minute).toISOString()],
      );
      await migrate(db, migrations.slice(0, step + 1));
      const names = await db.query<{ id: string; name: string }>("SELECT id, name FROM staff_credentials ORDER BY id");
      expect(names.map(({ id, name }) => [id, name])).toEqual([
        ["a", "Passkey 1"],
        ["b", "Passkey 2"],
        ["c", "Passkey 1"],
      ]);
      const [session] = await db.query("SELECT verified_at FROM staff_sessions");
      expect(
        new Date(
          String(session?.verified_at instanceof Date ? session.verified_at.toISOString() : session?.verified_at),
        ).toISOString(),
      ).toBe(t0.toISOString());
    } finally {
      await db.close();
    }
  });
});
