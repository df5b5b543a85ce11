/** `npm run messages -- …`: read and export contact messages (server/commands/messages.ts). */
import { importServerBuild } from "./server-build.ts";

// `… | head` closes the pipe early: that is the reader being done, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

const { messagesCommand } = await importServerBuild();
process.exitCode = await messagesCommand(process.argv.slice(2));
