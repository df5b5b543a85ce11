import type { DatabaseSync } from "node:sqlite";

/**
 * The database schema, one step per version. A step is never edited once released: a change is a
 * new step, so every existing database is brought forward the same way. The applied version is
 * kept in SQLite's own `PRAGMA user_version`.
 */
export const migrations: readonly string[] = [
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     created_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     ip_hash TEXT NOT NULL,
     user_agent TEXT NOT NULL DEFAULT '',
     status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'notified', 'notify_failed')),
     notify_attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT
   );
   CREATE INDEX messages_created_at ON messages (created_at);
   CREATE INDEX messages_unnotified ON messages (status, next_attempt_at) WHERE status != 'notified';
   CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  // The language of the page a message was sent from; older messages all came from English pages.
  `ALTER TABLE messages ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn'));`,
];

export function schemaVersion(db: DatabaseSync): number {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number };
  return row.user_version;
}

/** Applies the steps this database has not seen yet, each in its own transaction. */
export function migrate(db: DatabaseSync): { from: number; to: number } {
  const from = schemaVersion(db);
  if (from > migrations.length) {
    throw new Error(
      `Database schema version ${from} is newer than this code (${migrations.length}): deploy newer code.`,
    );
  }
  for (let version = from; version < migrations.length; version += 1) {
    // IMMEDIATE takes the write lock first, so two processes starting together cannot both migrate.
    db.exec("BEGIN IMMEDIATE");
    try {
      if (schemaVersion(db) === version) {
        db.exec(migrations[version] ?? "");
        db.exec(`PRAGMA user_version = ${version + 1}`);
      }
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
  return { from, to: migrations.length };
}
