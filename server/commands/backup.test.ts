// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open-database.ts";
import { runCommand } from "../../tests/support/run-command.ts";
import { addMessages, filesBeside, subjectsIn } from "../../tests/support/store-files.ts";
import { backupCommand } from "./backup.ts";

let dir: string;
let store: string;

const backup = (args: string[], env: Record<string, string> = {}) =>
  runCommand(backupCommand, args, { DATABASE_URL: undefined, CONTACT_DB_PATH: store, ...env });

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "backup-cli-"));
  store = join(dir, "data/contact.sqlite");
  const db = await openDatabase({ kind: "sqlite", path: store }, { quiet: true });
  await addMessages(db, ["First", "Second", "Third"]);
  await db.close();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("npm run backup", () => {
  it("copies the store while the site holds it open, and says where, how big, which schema and how many messages", async () => {
    const site = await openDatabase({ kind: "sqlite", path: store }, { quiet: true });
    try {
      const target = join(dir, "backup.sqlite");
      const { status, stdout, stderr } = await backup([target]);
      expect(stderr).toBe("");
      expect(status).toBe(0);
      const [version] = await site.query<{ user_version: number }>("PRAGMA user_version");
      expect(stdout).toMatch(
        new RegExp(
          `^Backed up ${store} to ${target}: [\\d.]+ kB \\([\\d,]+ bytes\\), schema version ${version?.user_version}, 3 messages\\.\n$`,
        ),
      );
      expect(subjectsIn(target)).toEqual(["First", "Second", "Third"]);
      // One self-contained file: nothing half-written left, no log it would need.
      expect(filesBeside(target)).toEqual(["backup.sqlite"]);
    } finally {
      await site.close();
    }
  });

  it("refuses to replace an existing file, and replaces it with --force", async () => {
    const target = join(dir, "backup.sqlite");
    writeFileSync(target, "an earlier backup the operator wants to keep");
    const refused = await backup([target]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(`${target} already exists: choose another name, or add --force to replace it.\n`);
    expect(readFileSync(target, "utf8")).toBe("an earlier backup the operator wants to keep");
    expect(filesBeside(target)).toEqual(["backup.sqlite"]);

    const forced = await backup([target, "--force"]);
    expect(forced.status).toBe(0);
    expect(subjectsIn(target)).toEqual(["First", "Second", "Third"]);
  });

  it("says that a PostgreSQL store is backed up with pg_dump, and where that is written down", async () => {
    const target = join(dir, "backup.sqlite");
    const { status, stdout, stderr } = await backup([target], { DATABASE_URL: "postgres://site@db.example.com/site" });
    expect(status).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toBe(
      "The store is PostgreSQL (DATABASE_URL is set): use pg_dump, as docs/deploy.md#backups shows.\n",
    );
    expect(existsSync(target)).toBe(false);
  });

  it("refuses, in one line, a store that is not there and a directory that is not there", async () => {
    const missingStore = await backup([join(dir, "backup.sqlite")], { CONTACT_DB_PATH: join(dir, "nowhere.sqlite") });
    expect(missingStore).toMatchObject({ status: 1, stdout: "" });
    expect(missingStore.stderr).toBe(
      `No store at ${join(dir, "nowhere.sqlite")}: set CONTACT_DB_PATH to the site's database file.\n`,
    );
    const missingDir = await backup([join(dir, "backups/backup.sqlite")]);
    expect(missingDir).toMatchObject({ status: 1, stderr: `No directory ${join(dir, "backups")}: create it first.\n` });
  });

  it("answers a call without FILE with the usage and status 2", async () => {
    const { status, stderr } = await backup([]);
    expect(status).toBe(2);
    expect(stderr).toContain("Missing FILE.");
    expect(stderr).toContain("npm run backup -- FILE [--force]");
  });
});
