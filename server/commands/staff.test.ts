// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open-database.ts";
import { addCredential } from "../staff/staff-credentials.server.ts";
import { createSession, findSession } from "../staff/staff-sessions.server.ts";
import { redeemInvite } from "../staff/staff-users.server.ts";
import { hashToken } from "../staff/tokens.server.ts";
import { freshPostgresUrl } from "../../tests/support/postgres-database.ts";
import { runCommand } from "../../tests/support/run-command.ts";
import { staffCommand } from "./staff.ts";

const dir = mkdtempSync(join(tmpdir(), "staff-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stores = [
  { name: "SQLite", env: async () => ({ CONTACT_DB_PATH: join(mkdtempSync(join(dir, "db-")), "contact.sqlite") }) },
  { name: "PostgreSQL", env: async () => ({ DATABASE_URL: await freshPostgresUrl() }) },
];

// Each case starts the command several times, a second or more each on a busy two-core machine.
describe.each(stores)("npm run staff on $name", { timeout: 60_000 }, (store) => {
  let env: Record<string, string>;
  beforeEach(async () => {
    env = await store.env();
  });

  /** `npm run staff -- …` against this store (and `extra`), in this process. */
  const staff = (args: string[], extra: Record<string, string> = {}) =>
    runCommand(staffCommand, args, {
      DATABASE_URL: undefined,
      CONTACT_DB_PATH: undefined,
      STAFF_ORIGIN: "",
      ...env,
      ...extra,
    });
  const open = () =>
    openDatabase(
      env.DATABASE_URL
        ? {
            kind: "postgres",
            url: env.DATABASE_URL,
            poolSize: 2,
            connectTimeoutMs: 5_000,
            statementTimeoutMs: 10_000,
            idleTimeoutMs: 10_000,
          }
        : { kind: "sqlite", path: env.CONTACT_DB_PATH! },
      { quiet: true },
    );

  it("invite prints a one-time link with the token in the fragment, and stores only its hash", async () => {
    const { status, stdout } = await staff(["invite", "Nadia@Example.com", "--role", "admin"], {
      STAFF_ORIGIN: "http://localhost:4173",
    });
    expect(status).toBe(0);
    expect(stdout).toMatch(/^One-time enrolment link for nadia@example\.com as admin \(expires .+ \(Dhaka\)\):$/m);
    const token = /^http:\/\/localhost:4173\/staff\/enrol#([\w-]{43})$/m.exec(stdout)?.[1];
    expect(token).toBeDefined();
    const db = await open();
    try {
      expect(await db.query("SELECT token_hash, email FROM staff_invites")).toEqual([
        { token_hash: hashToken(token!), email: "nadia@example.com" },
      ]);
      expect(await redeemInvite(db, token!)).toMatchObject({ ok: true, user: { email: "nadia@example.com" } });
      expect(await redeemInvite(db, token!)).toEqual({ ok: false, reason: "used" });
    } finally {
      await db.close();
    }
  });

  it("links to the site's production URL unless STAFF_ORIGIN says otherwise", async () => {
    expect((await staff(["invite", "a@example.com", "--role", "editor"])).stdout).toContain(
      "https://www.jamdani-digital.example.com/staff/enrol#",
    );
  });

  it("lists people, then revoke ends a signed-in person's session at once", async () => {
    expect((await staff(["list"])).stdout).toContain("Nobody has access yet");
    const token = /#([\w-]+)$/m.exec((await staff(["invite", "rahim@example.com", "--role", "sales"])).stdout)?.[1];
    const db = await open();
    try {
      const redeemed = await redeemInvite(db, token!);
      if (!redeemed.ok) throw new Error(redeemed.reason);
      const session = await createSession(db, redeemed.user.id);
      expect((await staff(["list"])).stdout).toMatch(
        /^rahim@example\.com {2}active\n {2}roles: sales {2}passkeys: 0 {2}last sign-in: .+\(Dhaka\)$/m,
      );

      const revoked = await staff(["revoke", "rahim@example.com"]);
      expect(revoked).toMatchObject({ status: 0, stdout: expect.stringContaining("Revoked rahim@example.com") });
      expect(await findSession(db, session)).toBeNull();
      expect((await staff(["list"])).stdout).toMatch(/^rahim@example\.com {2}revoked /m);
      const audit = await db.query("SELECT actor, action, target FROM audit_log WHERE action = 'revocation'");
      expect(audit).toEqual([{ actor: "operator", action: "revocation", target: "rahim@example.com" }]);
    } finally {
      await db.close();
    }
  });

  it("refuses a second invite for someone with access unless --replace, which ends their passkeys and sessions", async () => {
    const token = /#([\w-]+)$/m.exec(
      (await staff(["invite", "rahim@example.com", "--role", "sales,translator"])).stdout,
    )?.[1];
    const db = await open();
    try {
      const redeemed = await redeemInvite(db, token!);
      if (!redeemed.ok) throw new Error(redeemed.reason);
      await addCredential(db, redeemed.user.id, {
        id: "lost-phone",
        name: "Lost phone",
        publicKey: new Uint8Array([1, 2, 3]),
        counter: 0,
        transports: [],
      });
      const session = await createSession(db, redeemed.user.id);
      const unusedInvites = async () =>
        (await db.query("SELECT 1 AS open FROM staff_invites WHERE email = 'rahim@example.com' AND used_at IS NULL"))
          .length;

      // Whoever held a second link could add their own passkey to a working account.
      expect(await staff(["invite", "Rahim@Example.com", "--role", "sales"])).toMatchObject({
        status: 1,
        stderr: expect.stringContaining("rahim@example.com already has access (1 passkey(s))"),
      });
      expect(await unusedInvites()).toBe(0);
      expect(await findSession(db, session)).not.toBeNull();

      const replaced = await staff(["invite", "rahim@example.com", "--replace"]);
      expect(replaced).toMatchObject({ status: 0, stdout: expect.stringContaining("removed 1 passkey(s)") });
      expect(replaced.stdout).toMatch(/\/staff\/enrol#[\w-]{43}$/m);
      // The replacing link gives back the roles they had.
      expect(replaced.stdout).toContain("for rahim@example.com as sales, translator");
      expect(await findSession(db, session)).toBeNull();
      expect(await db.query("SELECT id FROM staff_credentials")).toEqual([]);
      expect(await unusedInvites()).toBe(1);
      const audit = await db.query("SELECT action, target FROM audit_log WHERE action = 'access replaced'");
      expect(audit).toEqual([{ action: "access replaced", target: "rahim@example.com" }]);
      expect(await staff(["revoke", "rahim@example.com", "--replace"])).toMatchObject({
        status: 2,
        stderr: expect.stringContaining("--replace goes with invite only"),
      });
    } finally {
      await db.close();
    }
  });

  it("invite gives the roles --role names, several at once, and list shows them", async () => {
    const token = /#([\w-]+)$/m.exec(
      (await staff(["invite", "mita@example.com", "--role", "translator,sales"])).stdout,
    )?.[1];
    const db = await open();
    try {
      expect(await redeemInvite(db, token!)).toMatchObject({ ok: true, user: { roles: ["sales", "translator"] } });
      expect((await staff(["list"])).stdout).toMatch(/^ {2}roles: sales, translator {2}passkeys: 0/m);
    } finally {
      await db.close();
    }
  });

  it("refuses an invite without --role or with a role that does not exist, creating nothing", async () => {
    expect(await staff(["invite", "a@example.com"])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("invite needs --role"),
    });
    expect(await staff(["invite", "a@example.com", "--role", "sales,owner"])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining('Unknown role "owner"'),
    });
    expect(await staff(["list", "--role", "sales"])).toMatchObject({ status: 2 });
    const db = await open();
    try {
      expect(await db.query("SELECT * FROM staff_invites")).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("never revokes the last active admin", async () => {
    const token = /#([\w-]+)$/m.exec((await staff(["invite", "owner@example.com", "--role", "admin"])).stdout)?.[1];
    const db = await open();
    try {
      expect(await redeemInvite(db, token!)).toMatchObject({ ok: true });
      expect(await staff(["revoke", "owner@example.com"])).toMatchObject({
        status: 1,
        stderr: expect.stringContaining("owner@example.com is the last active admin"),
      });
      expect((await staff(["list"])).stdout).toMatch(/^owner@example\.com {2}active$/m);
    } finally {
      await db.close();
    }
  });

  it("says so when there is nobody to revoke", async () => {
    expect(await staff(["revoke", "nobody@example.com"])).toMatchObject({
      status: 1,
      stderr: expect.stringContaining("Nobody with the address nobody@example.com"),
    });
  });

  it("refuses a bad address, a missing command and a plain-http origin, creating nothing", async () => {
    expect(await staff(["invite", "not-an-email", "--role", "sales"])).toMatchObject({
      status: 2,
      stderr: expect.stringContaining("is not an email"),
    });
    expect(await staff([])).toMatchObject({ status: 2, stderr: expect.stringContaining("Missing command") });
    expect(await staff(["invite"])).toMatchObject({ status: 2, stderr: expect.stringContaining("exactly one email") });
    const http = await staff(["invite", "a@example.com", "--role", "sales"], {
      STAFF_ORIGIN: "http://staff.example.com",
    });
    expect(http).toMatchObject({ status: 1, stderr: expect.stringContaining("must use https") });
    expect((await staff(["list"])).stdout).toContain("Nobody has access yet");
    const db = await open();
    try {
      expect(await db.query("SELECT * FROM staff_invites")).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
