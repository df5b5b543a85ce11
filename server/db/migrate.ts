import type { Database, Queryable } from "./database.ts";

/** One schema step, written for each store. A released step is never edited: a change is a new step. */
export type Migration = { name: string; sqlite: string; postgres: string };

// Any constant will do: every instance of this site takes the same lock while migrating.
const migrationLockKey = 7_042_113;

export type MigrationResult = { from: number; to: number };

/**
 * Brings the schema up to date, safely when several instances start at once:
 * - SQLite keeps the version in `PRAGMA user_version` (so databases made before this module
 *   upgrade in place) and applies each step in its own BEGIN IMMEDIATE transaction;
 * - PostgreSQL keeps it in `schema_migrations` and applies all missing steps in one transaction
 *   holding an advisory lock, so a second instance waits, then finds nothing left to do.
 * Steps only add (tables, columns, indexes, rows): none drops or rewrites existing data.
 */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<MigrationResult> {
  return db.dialect === "sqlite" ? migrateSqlite(db, migrations) : migratePostgres(db, migrations);
}

function tooNew(version: number, known: number): Error {
  return new Error(`Database schema version ${version} is newer than this code (${known}): deploy newer code.`);
}

async function sqliteVersion(db: Queryable): Promise<number> {
  const [row] = await db.query<{ user_version: number }>("PRAGMA user_version");
  return row?.user_version ?? 0;
}

async function migrateSqlite(db: Database, migrations: readonly Migration[]): Promise<MigrationResult> {
  const from = await sqliteVersion(db);
  if (from > migrations.length) throw tooNew(from, migrations.length);
  for (let version = from; version < migrations.length; version += 1) {
    await db.transaction(async (tx) => {
      // Another process may have applied this step while we waited for the write lock.
      if ((await sqliteVersion(tx)) !== version) return;
      await tx.script(migrations[version]?.sqlite ?? "");
      await tx.script(`PRAGMA user_version = ${version + 1}`);
    });
  }
  return { from, to: migrations.length };
}

async function migratePostgres(db: Database, migrations: readonly Migration[]): Promise<MigrationResult> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [migrationLockKey]);
    await tx.script(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const [row] = await tx.query<{ version: number }>(
      "SELECT coalesce(max(version), 0)::int AS version FROM schema_migrations",
    );
    const from = row?.version ?? 0;
    if (from > migrations.length) throw tooNew(from, migrations.length);
    for (let version = from; version < migrations.length; version += 1) {
      const step = migrations[version];
      if (!step) break;
      await tx.script(step.postgres);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [version + 1, step.name]);
    }
    return { from, to: migrations.length };
  });
}
