/** `npm run content -- …`: export, import and list the content's editions (server/commands/content.ts). */
import { importServerBuild } from "./server-build.ts";

const { contentCommand } = await importServerBuild();
process.exitCode = await contentCommand(process.argv.slice(2));
