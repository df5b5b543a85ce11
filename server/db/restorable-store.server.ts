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

/** One entry of sqlite_master: what a schema is made of. */
type SchemaObject = { type: string; name: string; sql: string };

const schemasByVersion = new Map<number, SchemaObject[]>();

/**
 * Every table, index, trigger and view a store of this site has at `version`: the migrations up
 * to it, applied to an empty database in memory. Exact whatever the steps did (one of them
 * replaces a table by renaming a new one), and it cannot drift from schema.ts as steps are added.
 */
export function siteSchema(version: number): SchemaObject[] {
  const known = schemasByVersion.get(version);
  if (known) return known;
  const memory = new DatabaseSync(":memory:");
  try {
    for (const step of migrations.slice(0, version)) memory.exec(step.sqlite);
    const schema = schemaOf(memory);
    schemasByVersion.set(version, schema);
    return schema;
  } finally {
    memory.close();
  }
}

/** SQLite's own objects (sqlite_sequence, automatic indexes, ANALYZE's statistics) are not the schema's. */
const schemaOf = (db: DatabaseSync): SchemaObject[] =>
  (
    db
      .prepare("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name")
      .all() as { type: string; name: string; sql: string | null }[]
  ).map((row) => ({ type: row.type, name: row.name, sql: (row.sql ?? "").replace(/\s+/g, " ").trim() }));

const listed = (objects: SchemaObject[]) => objects.map((object) => `the ${object.type} ${object.name}`).join(", ");

/**
 * Why a store's schema is not exactly this site's at its version, or undefined. A trigger, view or
 * index the migrations do not create would run or answer inside the site unseen (a trigger that
 * ignores a revocation, a view in a table's place), and a table defined otherwise is no store of
 * this site's: each is named. A store lacking tables says which.
 */
function schemaProblem(db: DatabaseSync, version: number): string | undefined {
  const expected = siteSchema(version);
  const present = schemaOf(db);
  const presentNames = new Set(present.map((object) => object.name));
  const missingTables = expected.filter((object) => object.type === "table" && !presentNames.has(object.name));
  if (missingTables.length > 0) return `it lacks the tables ${missingTables.map((object) => object.name).join(", ")}`;
  const byName = new Map(expected.map((object) => [object.name, object]));
  const extra = present.filter((object) => !byName.has(object.name));
  if (extra.length > 0) return `it has ${listed(extra)}, which this site's schema does not`;
  const changed = present.filter((object) => {
    const own = byName.get(object.name);
    return own?.type !== object.type || own.sql !== object.sql;
  });
  if (changed.length > 0)
    return `${listed(changed)} ${changed.length === 1 ? "differs" : "differ"} from this site's schema`;
  const missing = expected.filter((object) => !presentNames.has(object.name));
  if (missing.length > 0) return `it lacks ${listed(missing)}`;
  return undefined;
}

/**
 * Checks that `path` is a store of this site that this build can run: a SQLite database, intact,
 * with a schema version it knows and exactly the schema that version has. Older is fine (the site migrates
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
    const problem = schemaProblem(db, facts.version);
    if (problem) throw new StoreRefused(`${path} is not a store of this site: ${problem}.`);
    return facts;
  } finally {
    db.close();
  }
}
