// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMessageStore } from "../leads/message-store.server.ts";
import { deleteMessage } from "../staff/inbox-store.server.ts";
import { openDatabase } from "../db/open-database.ts";
import { freshPostgresUrl } from "../../tests/support/postgres-database.ts";
import { runCommand } from "../../tests/support/run-command.ts";
import { messagesCommand } from "./messages.ts";

let dir: string;
let dbPath: string;

/** `npm run messages -- …` against the test's database (and `env`), in this process. */
const messages = (args: string[], env: Record<string, string> = {}) =>
  runCommand(messagesCommand, args, { DATABASE_URL: undefined, CONTACT_DB_PATH: dbPath, ...env });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "contact-cli-"));
  dbPath = join(dir, "contact.sqlite");
  const db = await openDatabase({ kind: "sqlite", path: dbPath });
  const store = await createMessageStore(db);
  const base = { email: "rahim@example.com", clientIp: "203.0.113.5", userAgent: "", language: "en" as const };
  const at = (iso: string) => ({ limit: { limit: 0, windowSeconds: 60 }, channels: [], now: new Date(iso) });
  await store.insert(
    { ...base, name: "Early Bird", subject: "January", message: "Old message" },
    at("2026-01-10T09:00:00Z"),
  );
  await store.insert(
    {
      ...base,
      name: '=HYPERLINK("x")',
      subject: 'রহিম, "quoted"',
      message: "Line 1\nLine 2\u001b[31m",
      language: "bn",
    },
    at("2026-02-01T09:00:00Z"),
  );
  await db.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run messages", { timeout: 20_000 }, () => {
  it("lists messages oldest first, with terminal control characters removed", async () => {
    const { status, stdout } = await messages(["list"]);
    expect(status).toBe(0);
    expect(stdout.indexOf("January")).toBeLessThan(stdout.indexOf("রহিম"));
    expect(stdout).toContain("From:    Early Bird <rahim@example.com>");
    expect(stdout).not.toContain("\u001b");
    expect(stdout).toContain("2 messages.");
    expect(stdout).toMatch(/\[new\] {2}Bangla\n {2}From: {4}=HYPERLINK/);
  });

  it("exports CSV with a header, quoted cells and defused formulas", async () => {
    const { status, stdout } = await messages(["export", "--format", "csv"]);
    expect(status).toBe(0);
    const lines = stdout.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,status,language,name,email,subject,message,notify_attempts,user_agent,ip_hash",
    );
    expect(lines[2]).toMatch(/^"2","2026-02-01T09:00:00.000Z","new","bn",/);
    expect(stdout).toContain('"\'=HYPERLINK(""x"")"');
    expect(stdout).toContain('"রহিম, ""quoted"""');
    expect(stdout).toContain('"Line 1\nLine 2\u001b[31m"');
  });

  it("exports JSON from a date on, to a file when asked", async () => {
    const output = join(dir, "export.json");
    const { status, stderr } = await messages([
      "export",
      "--format",
      "json",
      "--since",
      "2026-01-15",
      "--output",
      output,
    ]);
    expect(status).toBe(0);
    expect(stderr).toContain("Wrote 1 message");
    const rows = JSON.parse(readFileSync(output, "utf8")) as { name: string; message: string }[];
    expect(rows.map((row) => row.name)).toEqual(['=HYPERLINK("x")']);
    expect(rows[0]?.message).toBe("Line 1\nLine 2\u001b[31m");
  });

  it("explains bad arguments and exits with code 2", async () => {
    for (const args of [
      [],
      ["delete"],
      ["export"],
      ["export", "--format", "xml"],
      ["list", "--since", "31/01/2026"],
      ["list", "--since", "2026-02-30"],
      ["list", "--limit", "0"],
      ["list", "--bogus"],
    ]) {
      const { status, stderr } = await messages(args);
      expect(status, args.join(" ")).toBe(2);
      expect(stderr).toContain("Usage:");
    }
  });

  it("says where it looked when there is no database, and exits with code 1", async () => {
    const { status, stderr } = await messages(["list"], { CONTACT_DB_PATH: join(dir, "missing.sqlite") });
    expect(status).toBe(1);
    expect(stderr).toContain("No messages database at");
  });
});

describe("npm run messages against PostgreSQL", { timeout: 20_000 }, () => {
  it("moves the SQLite messages into PostgreSQL, once, and then lists and exports them from there", async () => {
    const url = await freshPostgresUrl();
    const copy = await messages(["copy-to-postgres", "--from", dbPath], { DATABASE_URL: url });
    expect(copy.stderr).toBe("");
    expect(copy.status).toBe(0);
    expect(copy.stdout).toMatch(
      /^Copied 2 of 2 messages into 127\.0\.0\.1:\d+\/test_\w+ \(0 were already there, 0 had been deleted there/,
    );
    // Copying into a database that holds messages is refused: that is how deleted leads come back.
    const again = await messages(["copy-to-postgres", "--from", dbPath], { DATABASE_URL: url });
    expect(again).toMatchObject({ status: 1, stderr: expect.stringContaining("already holds 2 messages") });
    expect(again.stderr).toContain("--merge");
    const merged = await messages(["copy-to-postgres", "--from", dbPath, "--merge"], { DATABASE_URL: url });
    expect(merged.stdout).toMatch(/^Copied 0 of 2 messages .* \(2 were already there, 0 had been deleted there/);

    const list = await messages(["list"], { DATABASE_URL: url, CONTACT_DB_PATH: "/nonexistent/contact.sqlite" });
    expect(list.status).toBe(0);
    expect(list.stdout).toContain("2 messages.");
    const fromSqlite = await messages(["export", "--format", "json"]);
    const fromPostgres = await messages(["export", "--format", "json"], { DATABASE_URL: url });
    expect(JSON.parse(fromPostgres.stdout)).toEqual(JSON.parse(fromSqlite.stdout));
  });

  it("with --merge never brings back a message staff deleted in PostgreSQL", async () => {
    const url = await freshPostgresUrl();
    expect((await messages(["copy-to-postgres", "--from", dbPath], { DATABASE_URL: url })).status).toBe(0);
    const target = await openDatabase(
      {
        kind: "postgres",
        url,
        poolSize: 1,
        connectTimeoutMs: 5_000,
        statementTimeoutMs: 10_000,
        idleTimeoutMs: 10_000,
      },
      { quiet: true },
    );
    try {
      const [first] = await target.query<{ id: number }>("SELECT id FROM messages ORDER BY id LIMIT 1");
      expect(await deleteMessage(target, Number(first!.id), "sales@example.com")).toBe(true);
      const merged = await messages(["copy-to-postgres", "--from", dbPath, "--merge"], { DATABASE_URL: url });
      expect(merged.stdout).toMatch(/^Copied 0 of 2 messages .* \(1 were already there, 1 had been deleted there/);
      expect(await target.query("SELECT id FROM messages WHERE id = $1", [first!.id])).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it("explains what is missing", async () => {
    expect((await messages(["copy-to-postgres"])).stderr).toContain("copy-to-postgres needs --from FILE");
    const noTarget = await messages(["copy-to-postgres", "--from", dbPath]);
    expect(noTarget.status).toBe(1);
    expect(noTarget.stderr).toContain("Set DATABASE_URL");
  });
});
