import { log } from "../shared/log.ts";
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { openPostgresDatabase, type PostgresOptions } from "./postgres-database.ts";
import { migrations } from "./schema.ts";
import { openSqliteDatabase } from "./sqlite-database.ts";

/** Where the data lives: a SQLite file (default) or a PostgreSQL server (DATABASE_URL). */
export type DatabaseConfig = { kind: "sqlite"; path: string } | ({ kind: "postgres" } & PostgresOptions);

/**
 * Opens the configured store and brings its schema up to date. Throws when the store cannot be
 * reached or migrated: the site answers 503 to posts and retries; the CLI stops with the error.
 */
export async function openDatabase(
  config: DatabaseConfig,
  /** `quiet`: no log line (the staff CLI's standard output may be an export). */
  options: { readOnly?: boolean; quiet?: boolean } = {},
): Promise<Database> {
  const db =
    config.kind === "sqlite"
      ? openSqliteDatabase({ path: config.path, readOnly: options.readOnly })
      : openPostgresDatabase(config);
  try {
    if (!options.readOnly) {
      const { from, to } = await migrate(db, migrations);
      if (from !== to && !options.quiet) log.info("database schema migrated", { store: config.kind, from, to });
    }
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
