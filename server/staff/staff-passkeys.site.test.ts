// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessageStore } from "../leads/message-store.server.ts";
import type { DatabaseConfig } from "../db/open-database.ts";
import { openDatabase } from "../db/open-database.ts";
import { listAudit } from "./audit-log.server.ts";
import { createInvite } from "./staff-users.server.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { freshPostgresUrl } from "../../tests/support/postgres-database.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";
import { addVirtualAuthenticator } from "../../tests/support/virtual-authenticator.ts";

/**
 * The whole passkey path on the real production server, on each store: an invite made in the
 * store, enrolment and a later sign-in in Chromium with a virtual authenticator (the challenges,
 * sessions and attempt counts all live in the store), then a lead read in the inbox.
 * The browser tests (tests/e2e/staff-*.spec.ts) cover the rest on SQLite.
 */
const stores: { name: string; config(): Promise<{ env: Record<string, string>; db: DatabaseConfig }> }[] = [
  {
    name: "SQLite",
    async config() {
      const path = join(mkdtempSync(join(tmpdir(), "staff-passkeys-")), "contact.sqlite");
      return { env: { CONTACT_DB_PATH: path }, db: { kind: "sqlite", path } };
    },
  },
  {
    name: "PostgreSQL",
    async config() {
      const url = await freshPostgresUrl();
      const pool = { poolSize: 2, connectTimeoutMs: 5_000, statementTimeoutMs: 10_000, idleTimeoutMs: 10_000 };
      return { env: { DATABASE_URL: url }, db: { kind: "postgres", url, ...pool } };
    },
  },
];

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
});
afterAll(async () => {
  await browser?.close();
});

describe.each(stores)("passkeys on $name", (store) => {
  let site: SiteProcess | undefined;
  let db: DatabaseConfig;
  let origin = "";
  let dir = "";

  beforeAll(async () => {
    const config = await store.config();
    db = config.db;
    if (db.kind === "sqlite") dir = join(db.path, "..");
    const port = await freePort();
    origin = `http://localhost:${port}`;
    site = await startSite({ port, env: { ...config.env, STAFF_ORIGIN: origin } });
  }, 30_000);
  afterAll(async () => {
    await site?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function inStore<T>(work: (open: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
    const open = await openDatabase(db);
    try {
      return await work(open);
    } finally {
      await open.close();
    }
  }

  it("enrols from an invite, signs in again later and reads a lead", { timeout: 60_000 }, async () => {
    const { token } = await inStore((open) => createInvite(open, "nadia@example.com"));
    await inStore(async (open) =>
      (await createMessageStore(open)).insert(
        {
          name: "রাশেদ",
          email: "rashed@example.com",
          subject: "ওয়েবসাইট দরকার",
          message: "আমাদের দোকানের জন্য একটি ওয়েবসাইট দরকার।",
          clientIp: "192.0.2.7",
          userAgent: "test",
          language: "bn",
        },
        { limit: { limit: 0, windowSeconds: 60 }, channels: [] },
      ),
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await addVirtualAuthenticator(page);
    try {
      await page.goto(`${origin}/staff/enrol#${token}`);
      await page.getByText("For nadia@example.com").waitFor();
      await page.getByRole("button", { name: "Create a passkey" }).click();
      await page.waitForURL(`${origin}/staff`);
      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${origin}/staff/sign-in`);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.waitForURL(`${origin}/staff`);
      expect(await page.getByTestId("inbox-list").textContent()).toContain("ওয়েবসাইট দরকার");
    } finally {
      await context.close();
    }
    const actions = await inStore(async (open) => (await listAudit(open)).map((entry) => entry.action));
    expect(actions.slice(0, 5)).toEqual(["sign-in", "sign-out", "sign-in", "passkey added", "invite used"]);
    expect(await inStore((open) => open.query("SELECT * FROM staff_challenges"))).toEqual([]);
  });

  it("refuses made-up sign-in answers without an audit row each, and counts them as attempts", async () => {
    const attempts = async () => (await inStore((open) => open.query("SELECT at FROM staff_sign_in_attempts"))).length;
    const auditRows = async () => (await inStore((open) => listAudit(open, { limit: 1_000 }))).length;
    const [attemptsBefore, auditBefore] = [await attempts(), await auditRows()];
    // What a script would post: no ceremony started, a challenge nobody issued, or no body at all.
    const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge: "made-up" })).toString(
      "base64url",
    );
    const answers = [
      {},
      { response: { id: "AAAA", rawId: "AAAA", type: "public-key", response: { clientDataJSON } } },
      { response: "not an object" },
    ];
    for (let i = 0; i < 9; i++) {
      const response = await fetch(`${origin}/staff/api/sign-in-verify`, {
        method: "POST",
        headers: { Origin: origin },
        body: JSON.stringify(answers[i % answers.length]),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: expect.stringContaining("could not sign you in") });
    }
    expect(await auditRows()).toBe(auditBefore);
    expect(await attempts()).toBe(attemptsBefore + 9);
  });

  it("limits sign-in attempts per client in the store, then answers 429 with Retry-After", async () => {
    const start = () =>
      fetch(`${origin}/staff/api/sign-in-options`, { method: "POST", headers: { Origin: origin }, body: "{}" });
    const allowed = 30 - (await inStore((open) => open.query("SELECT at FROM staff_sign_in_attempts"))).length;
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 31 && !refused; i++) {
      const response = await start();
      statuses.push(response.status);
      if (response.status === 429) refused = response;
    }
    // The earlier tests' ceremonies and answers (enrolment, a sign-in, nine made-up answers) counted too.
    expect(allowed).toBe(30 - 4 - 9);
    expect(statuses.filter((status) => status === 200)).toHaveLength(allowed);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({ error: expect.stringContaining("Too many attempts") });
    const counted = await inStore((open) => open.query("SELECT client_hash FROM staff_sign_in_attempts"));
    expect(counted).toHaveLength(30);
  });
});
