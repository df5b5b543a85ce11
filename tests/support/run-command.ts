import { vi } from "vitest";

export type CommandRun = { status: number; stdout: string; stderr: string };

/**
 * Runs an operator command (server/commands/*) in this process, as bin/ would in its own: with
 * `env` over the test's environment (an `undefined` value unsets a variable) and its terminal
 * output captured. In-process, a call costs milliseconds instead of a Node start-up; the image
 * test (server/http/docker-image.test.ts) runs the real `npm run …` launchers.
 */
export async function runCommand(
  command: (argv: string[]) => Promise<number>,
  argv: string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandRun> {
  let stdout = "";
  let stderr = "";
  const line = (args: unknown[]) => `${args.map(String).join(" ")}\n`;
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const spies = [
    vi.spyOn(console, "log").mockImplementation((...args) => void (stdout += line(args))),
    vi.spyOn(console, "error").mockImplementation((...args) => void (stderr += line(args))),
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((stdout += String(chunk)), true)),
  ];
  try {
    return { status: await command(argv), stdout, stderr };
  } finally {
    for (const spy of spies) spy.mockRestore();
    vi.unstubAllEnvs();
  }
}
