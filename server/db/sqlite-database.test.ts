// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteDatabase } from "./sqlite-database.ts";

describe("the SQLite store's file", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "sqlite-file-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps no trace of a deleted row's text (secure_delete), once the write-ahead log is checkpointed", async () => {
    const path = join(dir, "store.sqlite");
    const db = openSqliteDatabase({ path });
    const secret = "Confidential: the tender for Padma Textiles closes on Thursday";
    await db.script("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
    await db.query("INSERT INTO notes (body) VALUES ($1), ($2)", [secret, "Kept: a second row on the same page"]);
    await db.script("PRAGMA wal_checkpoint(TRUNCATE)");
    expect(readFileSync(path).includes(secret)).toBe(true);
    await db.query("DELETE FROM notes WHERE body = $1", [secret]);
    await db.script("PRAGMA wal_checkpoint(TRUNCATE)");
    await db.close();
    const file = readFileSync(path);
    expect(file.includes("Kept: a second row")).toBe(true);
    expect(file.includes(secret)).toBe(false);
  });
});
