// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openContactStore } from "../app/server/contact/store.server.ts";

let dir: string;
let dbPath: string;

/** Runs the staff command as `npm run messages -- …` does, with Node 24 and the project root as cwd. */
function messages(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["scripts/messages.ts", ...args], {
    cwd: resolve(import.meta.dirname, ".."),
    env: { ...process.env, CONTACT_DB_PATH: dbPath, ...env },
    encoding: "utf8",
    timeout: 15_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "contact-cli-"));
  dbPath = join(dir, "contact.sqlite");
  const store = openContactStore({ path: dbPath });
  const base = { email: "rahim@example.com", ipHash: "h", userAgent: "" };
  store.insert(
    { ...base, name: "Early Bird", subject: "January", message: "Old message" },
    new Date("2026-01-10T09:00:00Z"),
  );
  store.insert(
    { ...base, name: '=HYPERLINK("x")', subject: 'রহিম, "quoted"', message: "Line 1\nLine 2\u001b[31m" },
    new Date("2026-02-01T09:00:00Z"),
  );
  store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run messages", () => {
  it("lists messages oldest first, with terminal control characters removed", () => {
    const { status, stdout } = messages(["list"]);
    expect(status).toBe(0);
    expect(stdout.indexOf("January")).toBeLessThan(stdout.indexOf("রহিম"));
    expect(stdout).toContain("From:    Early Bird <rahim@example.com>");
    expect(stdout).not.toContain("\u001b");
    expect(stdout).toContain("2 messages.");
  });

  it("exports CSV with a header, quoted cells and defused formulas", () => {
    const { status, stdout } = messages(["export", "--format", "csv"]);
    expect(status).toBe(0);
    const lines = stdout.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("id,created_at,status,name,email,subject,message,notify_attempts,user_agent,ip_hash");
    expect(stdout).toContain('"\'=HYPERLINK(""x"")"');
    expect(stdout).toContain('"রহিম, ""quoted"""');
    expect(stdout).toContain('"Line 1\nLine 2\u001b[31m"');
  });

  it("exports JSON from a date on, to a file when asked", () => {
    const output = join(dir, "export.json");
    const { status, stderr } = messages(["export", "--format", "json", "--since", "2026-01-15", "--output", output]);
    expect(status).toBe(0);
    expect(stderr).toContain("Wrote 1 message");
    const rows = JSON.parse(readFileSync(output, "utf8")) as { name: string; message: string }[];
    expect(rows.map((row) => row.name)).toEqual(['=HYPERLINK("x")']);
    expect(rows[0]?.message).toBe("Line 1\nLine 2\u001b[31m");
  });

  it("explains bad arguments and exits with code 2", () => {
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
      const { status, stderr } = messages(args);
      expect(status, args.join(" ")).toBe(2);
      expect(stderr).toContain("Usage:");
    }
  });

  it("says where it looked when there is no database, and exits with code 1", () => {
    const { status, stderr } = messages(["list"], { CONTACT_DB_PATH: join(dir, "missing.sqlite") });
    expect(status).toBe(1);
    expect(stderr).toContain("No messages database at");
  });
});
