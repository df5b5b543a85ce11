/** `npm run backup -- FILE [--force]`: copy the running site's SQLite store (server/commands/backup.ts). */
import { importServerBuild } from "./server-build.ts";

const { backupCommand } = await importServerBuild();
process.exitCode = await backupCommand(process.argv.slice(2));
