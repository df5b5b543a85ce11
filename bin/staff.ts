/** `npm run staff -- …`: invite, list and revoke staff (server/commands/staff.ts). */
import { importServerBuild } from "./server-build.ts";

const { staffCommand } = await importServerBuild();
process.exitCode = await staffCommand(process.argv.slice(2));
