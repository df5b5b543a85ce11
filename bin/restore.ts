/** `npm run restore -- FILE`: put a backup in place of the stopped site's store (server/commands/restore.ts). */
import { importServerBuild } from "./server-build.ts";

const { restoreCommand } = await importServerBuild();
process.exitCode = await restoreCommand(process.argv.slice(2));
