// @vitest-environment node
import {
  chmodSync,
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open-database.ts";
import { migrations } from "../db/schema.ts";
import { runCommand } from "../../tests/support/run-command.ts";
import { addMessages, filesBeside, subjectsIn } from "../../tests/support/store-files.ts";
import { backupCommand } from "./backup.ts";
import { restoreCommand } from "./restore.ts";

let dir: string;
let store: string;
let saved: string;

const env = () => ({ DATABASE_URL: undefined, CONTACT_DB_PATH: store });
const restore = (args: string[], extra: Record<string, string> = {}) =>
  runCommand(restoreCommand, args, { ...env(), ...extra });

async function addToStore(subjects: string[]) {
  const db = await openDatabase({ kind: "sqlite", path: store }, { quiet: true });
  await addMessages(db, subjects);
  await db.close();
}

/** A copy of a SQLite file, changed by `change` (a made-up backup). */
function variant(name: string, change: (db: DatabaseSync) => void): string {
  const path = join(dir, name);
  copyFileSync(saved, path);
  const db = new DatabaseSync(path);
  change(db);
  db.close();
  return path;
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "restore-cli-"));
  store = join(dir, "data/contact.sqlite");
  saved = join(dir, "saved.sqlite");
  await addToStore(["Before the backup"]);
  expect((await runCommand(backupCommand, [saved], env())).status).toBe(0);
  await addToStore(["After the backup"]);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The refusals change nothing: the store keeps what it had, and no file is added beside it. */
function expectUntouched() {
  expect(subjectsIn(store)).toEqual(["Before the backup", "After the backup"]);
  expect(filesBeside(store)).toEqual(["contact.sqlite"]);
}

describe("npm run restore", () => {
  it("puts the backup in place of a stopped site's store and keeps the store it replaced", async () => {
    chmodSync(store, 0o640);
    const { status, stdout, stderr } = await restore([saved]);
    expect(stderr).toBe("");
    expect(status).toBe(0);
    const [kept] = filesBeside(store).filter((name) => name.includes(".before-restore-"));
    expect(kept).toMatch(/^contact\.sqlite\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(filesBeside(store)).toEqual(["contact.sqlite", kept]);
    expect(stdout).toBe(
      `Restored ${saved} (schema version ${migrations.length}, 1 message) to ${store}; ` +
        `the store it replaced is kept as ${join(dir, "data", kept ?? "")}. Start the site.\n`,
    );
    expect(subjectsIn(store)).toEqual(["Before the backup"]);
    // The mode (and, run as root, the owner) of the store it replaces: the site can still write.
    expect(statSync(store).mode & 0o777).toBe(0o640);
    expect(subjectsIn(join(dir, "data", kept ?? ""))).toEqual(["Before the backup", "After the backup"]);
    // The site opens it as it is and takes new messages.
    await addToStore(["After the restore"]);
    expect(subjectsIn(store)).toEqual(["Before the backup", "After the restore"]);
  });

  it("refuses while the store is open elsewhere, as the running site keeps it", async () => {
    const site = await openDatabase({ kind: "sqlite", path: store }, { quiet: true });
    try {
      const { status, stderr } = await restore([saved]);
      expect(status).toBe(1);
      expect(stderr).toBe(
        `The site is running: ${store} is open in another process (the server, or a staff command). ` +
          "Stop the site first, then restore.\n",
      );
      expect(await site.query("SELECT subject FROM messages ORDER BY id")).toEqual([
        { subject: "Before the backup" },
        { subject: "After the backup" },
      ]);
    } finally {
      await site.close();
    }
    expectUntouched();
  });

  it("refuses a file that is not a SQLite database", async () => {
    const text = join(dir, "notes.txt");
    writeFileSync(text, "Not a database, though an operator might pass it by mistake.\n".repeat(20));
    const { status, stderr } = await restore([text]);
    expect(status).toBe(1);
    expect(stderr).toBe(`${text} is not a SQLite database, so not a backup of the store.\n`);
    expectUntouched();
  });

  it("refuses a SQLite database that is not a store of this site", async () => {
    const other = join(dir, "other.sqlite");
    const db = new DatabaseSync(other);
    db.exec("CREATE TABLE photos (id INTEGER PRIMARY KEY, caption TEXT)");
    db.close();
    const unversioned = await restore([other]);
    expect(unversioned.status).toBe(1);
    expect(unversioned.stderr).toBe(
      `${other} is a SQLite database but not a store of this site (it has no schema version).\n`,
    );

    const lacking = variant("lacking.sqlite", (copy) => copy.exec("DROP TABLE staff_users"));
    const incomplete = await restore([lacking]);
    expect(incomplete.status).toBe(1);
    expect(incomplete.stderr).toBe(`${lacking} is not a store of this site: it lacks the tables staff_users.\n`);
    expectUntouched();
  });

  it("refuses a store with a trigger, view or index this site's schema does not create, or a table defined otherwise, naming each", async () => {
    const cases: Array<[string, (db: DatabaseSync) => void, string]> = [
      [
        "trigger",
        (copy) =>
          copy.exec(
            "CREATE TRIGGER keep_access BEFORE UPDATE OF revoked_at ON staff_users BEGIN SELECT RAISE(IGNORE); END",
          ),
        "it has the trigger keep_access, which this site's schema does not",
      ],
      [
        "undeletable",
        (copy) => copy.exec("CREATE TRIGGER keep_leads BEFORE DELETE ON messages BEGIN SELECT RAISE(IGNORE); END"),
        "it has the trigger keep_leads, which this site's schema does not",
      ],
      [
        "view",
        (copy) => copy.exec("CREATE VIEW everything AS SELECT * FROM messages"),
        "it has the view everything, which this site's schema does not",
      ],
      [
        "index",
        (copy) => copy.exec("CREATE INDEX messages_by_email ON messages (email)"),
        "it has the index messages_by_email, which this site's schema does not",
      ],
      [
        "column",
        (copy) => copy.exec("ALTER TABLE staff_users ADD COLUMN backdoor TEXT"),
        "the table staff_users differs from this site's schema",
      ],
    ];
    for (const [name, change, problem] of cases) {
      const file = variant(`${name}.sqlite`, change);
      const refused = await restore([file]);
      expect([name, refused.status, refused.stderr]).toEqual([
        name,
        1,
        `${file} is not a store of this site: ${problem}.\n`,
      ]);
    }
    expectUntouched();
  });

  it("refuses a store whose schema is newer than this build's", async () => {
    const newer = variant("newer.sqlite", (copy) => copy.exec(`PRAGMA user_version = ${migrations.length + 1}`));
    const { status, stderr } = await restore([newer]);
    expect(status).toBe(1);
    expect(stderr).toBe(
      `${newer} has schema version ${migrations.length + 1}, newer than this build's ${migrations.length}: ` +
        "deploy the build that made it (or a newer one) first.\n",
    );
    expectUntouched();
  });

  it("refuses a damaged file", async () => {
    // The second page onwards overwritten: the header still says SQLite, the tables are gone.
    const damaged = join(dir, "damaged.sqlite");
    const bytes = readFileSync(saved);
    bytes.fill(0x5a, 4096);
    writeFileSync(damaged, bytes);
    const { status, stderr } = await restore([damaged]);
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`^${damaged} (is damaged|cannot be read as a SQLite database) \\(.+\\)\\.\n$`));
    expectUntouched();
  });

  it("accepts a store of an older schema, which the site migrates when it starts", async () => {
    const older = join(dir, "older.sqlite");
    const db = new DatabaseSync(older);
    for (const step of migrations.slice(0, 3)) db.exec(step.sqlite);
    db.exec("PRAGMA user_version = 3");
    db.exec(
      "INSERT INTO messages (created_at, name, email, subject, message, ip_hash) " +
        "VALUES ('2026-01-01T00:00:00.000Z', 'Old', 'old@example.com', 'From an old build', 'Hello', 'h')",
    );
    db.close();
    const { status, stdout } = await restore([older]);
    expect(status).toBe(0);
    expect(stdout).toContain(`The site migrates it from schema version 3 to ${migrations.length} when it starts.`);
    const site = await openDatabase({ kind: "sqlite", path: store }, { quiet: true });
    const [version] = await site.query<{ user_version: number }>("PRAGMA user_version");
    await site.close();
    expect(version?.user_version).toBe(migrations.length);
    expect(subjectsIn(store)).toEqual(["From an old build"]);
  });

  it("replaces a store that cannot be read at all, keeping it", async () => {
    writeFileSync(store, "garbage where the store was");
    const { status, stdout } = await restore([saved]);
    expect(status).toBe(0);
    expect(stdout).toContain("the store it replaced is kept as");
    expect(subjectsIn(store)).toEqual(["Before the backup"]);
  });

  it("restores onto a host without a store, and refuses the store itself as the backup", async () => {
    const fresh = join(dir, "new-host/contact.sqlite");
    const { status, stdout } = await restore([saved], { CONTACT_DB_PATH: fresh });
    expect(status).toBe(0);
    expect(stdout).toContain("there was no store before");
    expect(subjectsIn(fresh)).toEqual(["Before the backup"]);

    const itself = await restore([store]);
    expect(itself).toMatchObject({
      status: 1,
      stderr: `${store} is the site's store itself: give the backup file to restore.\n`,
    });
    const link = join(dir, "link.sqlite");
    symlinkSync(store, link);
    expect(await restore([link])).toMatchObject({
      status: 1,
      stderr: `${link} is the site's store itself: give the backup file to restore.\n`,
    });
  });

  it("says that a PostgreSQL store is restored with pg_restore", async () => {
    const { status, stderr } = await restore([saved], { DATABASE_URL: "postgres://site@db.example.com/site" });
    expect(status).toBe(1);
    expect(stderr).toBe(
      "The store is PostgreSQL (DATABASE_URL is set): use pg_restore, as docs/deploy.md#backups shows.\n",
    );
    expectUntouched();
  });
});
