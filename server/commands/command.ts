/** A mistake in how a command was called: answered with the usage text and exit status 2. */
export class UsageError extends Error {}

/**
 * Runs an operator command (`npm run messages`, `npm run staff`) and turns its outcome into an exit
 * status: its own on success, 2 with the usage text for a wrong call, 1 with the reason otherwise
 * (a store that cannot be reached, a bad setting). Never a stack trace on the operator's terminal.
 */
export async function runCommand(main: () => Promise<number>, usage: string): Promise<number> {
  try {
    return await main();
  } catch (error) {
    // parseArgs reports unknown options with a TypeError carrying an ERR_PARSE_ARGS_* code.
    const code = String((error as { code?: string }).code);
    if (error instanceof UsageError || code.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
