/**
 * `npm run restore -- FILE`: puts a backup in place of the site's SQLite store while the site is
 * stopped (server/db/sqlite-restore.server.ts). PostgreSQL stores are pg_restore's job.
 */
import { parseSettings } from "../settings/settings.ts";
import { restoreSqliteStore } from "../db/sqlite-restore.server.ts";
import { runCommand } from "./command.ts";
import { countOf, fileArgument, postgresPointer } from "./store-command.ts";

const usage = `Usage:
  npm run restore -- FILE

Puts the backup FILE (made by npm run backup) in place of the site's SQLite store (CONTACT_DB_PATH,
default ./data/contact.sqlite). Stop the site first: it refuses while any process has the store
open. It also refuses a file that is not a store of this site, or whose schema is newer than this
build's. The store it replaces is kept beside it as <store>.before-restore-<time>. A store of an
older schema is migrated when the site starts.
With DATABASE_URL set the store is PostgreSQL: restore it with pg_restore (docs/deploy.md#backups).`;

async function main(argv: string[]): Promise<number> {
  const { help, file } = fileArgument(argv, []);
  if (help || !file) {
    console.log(usage);
    return 0;
  }
  const { database } = parseSettings();
  if (database.kind === "postgres") {
    console.error(postgresPointer("pg_restore"));
    return 1;
  }
  // A refusal (StoreRefused) reaches runCommand, which prints its one line and exits with 1.
  const report = await restoreSqliteStore({ file, store: database.path });
  const replaced = report.kept ? `the store it replaced is kept as ${report.kept}` : "there was no store before";
  const migrates =
    report.version < report.latest
      ? ` The site migrates it from schema version ${report.version} to ${report.latest} when it starts.`
      : "";
  console.log(
    `Restored ${report.file} (schema version ${report.version}, ${countOf(report.messages, "message")}) ` +
      `to ${report.store}; ${replaced}.${migrates} Start the site.`,
  );
  return 0;
}

/** `npm run restore -- …` (bin/restore.ts): resolves to the exit status. */
export const restoreCommand = (argv: string[]): Promise<number> => runCommand(() => main(argv), usage);
