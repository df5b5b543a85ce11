/**
 * `npm run backup -- FILE [--force]`: a consistent copy of the site's SQLite store, taken while the
 * site runs (server/db/sqlite-backup.server.ts). PostgreSQL stores are pg_dump's job.
 */
import { parseSettings } from "../settings/settings.ts";
import { backupSqliteStore } from "../db/sqlite-backup.server.ts";
import { runCommand } from "./command.ts";
import { countOf, fileArgument, formatSize, postgresPointer } from "./store-command.ts";

const usage = `Usage:
  npm run backup -- FILE [--force]

Copies the site's SQLite store (CONTACT_DB_PATH, default ./data/contact.sqlite) to FILE while the
site keeps running: SQLite's online backup, one consistent snapshot. It is written as
FILE.partial-<pid>, checked, and renamed to FILE when complete. An existing FILE is refused unless
--force. Restore it with npm run restore -- FILE (the site stopped).
With DATABASE_URL set the store is PostgreSQL: back it up with pg_dump (docs/deploy.md#backups).`;

async function main(argv: string[]): Promise<number> {
  const { help, file, flags } = fileArgument(argv, ["force"]);
  if (help || !file) {
    console.log(usage);
    return 0;
  }
  const { database } = parseSettings();
  if (database.kind === "postgres") {
    console.error(postgresPointer("pg_dump"));
    return 1;
  }
  // A refusal (StoreRefused) reaches runCommand, which prints its one line and exits with 1.
  const report = await backupSqliteStore({ store: database.path, target: file, force: flags.has("force") });
  console.log(
    `Backed up ${report.store} to ${report.target}: ${formatSize(report.bytes)}, ` +
      `schema version ${report.version}, ${countOf(report.messages, "message")}.`,
  );
  return 0;
}

/** `npm run backup -- …` (bin/backup.ts): resolves to the exit status. */
export const backupCommand = (argv: string[]): Promise<number> => runCommand(() => main(argv), usage);
