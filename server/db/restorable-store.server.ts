import { closeSync, openSync, readSync, statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { migrations } from "./schema.ts";
import { checkIntegrity, readFacts, type StoreFacts, StoreRefused } from "./sqlite-file.server.ts";

// The first 16 bytes of every SQLite 3 database file.
const sqliteHeader = "SQLite format 3\0";

function startsLikeSqlite(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const head = Buffer.alloc(sqliteHeader.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return read === head.length && head.toString("latin1") === sqliteHeader;
  } finally {
    closeSync(fd);
  }
}

const tablesByVersion = new Map<number, string[]>();

/**
 * The tables a store of this site has at `version`: the migrations up to it, applied to an empty
 * database in memory. Exact whatever the steps did (one of them replaces a table by renaming a new
 * one), and it cannot drift from schema.ts as steps are added.
 */
export function siteTables(version: number): string[] {
  const known = tablesByVersion.get(version);
  if (known) return known;
  const memory = new DatabaseSync(":memory:");
  try {
    for (const step of migrations.slice(0, version)) memory.exec(step.sqlite);
    const tables = tableNames(memory);
    tablesByVersion.set(version, tables);
    return tables;
  } finally {
    memory.close();
  }
}

const tableNames = (db: DatabaseSync): string[] =>
  (
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all() as { name: string }[]
  ).map((row) => row.name);

/**
 * Checks that `path` is a store of this site that this build can run: a SQLite database, intact,
 * with a schema version it knows and the tables that version has. Older is fine (the site migrates
 * it when it starts); newer is not (this build's site could not open it: every post would get 503).
 * Opened read-only.
 */
export function checkRestorable(path: string): StoreFacts {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) throw new StoreRefused(`No file at ${path}.`);
  if (!stat.isFile()) throw new StoreRefused(`${path} is not a file.`);
  if (!startsLikeSqlite(path))
    throw new StoreRefused(`${path} is not a SQLite database, so not a backup of the store.`);
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    try {
      checkIntegrity(db, path);
    } catch (error) {
      if (error instanceof StoreRefused) throw error;
      throw new StoreRefused(`${path} cannot be read as a SQLite database (${(error as Error).message}).`);
    }
    const facts = readFacts(db);
    const latest = migrations.length;
    if (facts.version === 0) {
      throw new StoreRefused(`${path} is a SQLite database but not a store of this site (it has no schema version).`);
    }
    if (facts.version > latest) {
      throw new StoreRefused(
        `${path} has schema version ${facts.version}, newer than this build's ${latest}: ` +
          `deploy the build that made it (or a newer one) first.`,
      );
    }
    const present = new Set(tableNames(db));
    const missing = siteTables(facts.version).filter((table) => !present.has(table));
    if (missing.length > 0) {
      throw new StoreRefused(`${path} is not a store of this site: it lacks the tables ${missing.join(", ")}.`);
    }
    return facts;
  } finally {
    db.close();
  }
}
