import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { eventually } from "./eventually.ts";

const root = resolve(import.meta.dirname, "../..");

export type LogLine = { level: string; message: string; requestId?: string } & Record<string, unknown>;

export type SiteProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the server logged so far (bounded), for assertions and failure messages. */
  logs(): string;
  /** The log as parsed JSON lines; a line that is not JSON (a stray console.error) fails the parse. */
  logLines(): LogLine[];
  /**
   * Waits until the log contains `text` (at most 15 s). A log line reaches the test through a pipe,
   * on its own schedule: it may arrive after the HTTP answer the server sent after writing it.
   */
  waitForLog(text: string): Promise<void>;
  /** SIGTERM and wait for the exit (SIGKILL after 5 s). */
  stop(): Promise<void>;
  /** SIGKILL: the crash a power cut or the OOM killer causes. */
  kill(): Promise<void>;
};

/** Resolves once the process has exited and its output has been read to the end. */
function exited(child: ChildProcess): Promise<void> {
  if (child.stdout?.readableEnded && child.stderr?.readableEnded) return Promise.resolve();
  return new Promise((done) => child.once("close", () => done()));
}

/**
 * Starts the real production server (`node bin/serve.ts`) on loopback, as `npm start` would,
 * and resolves once it says it is ready. Needs the production build in build/.
 */
export async function startSite(options: {
  port: number;
  env?: Record<string, string>;
  /** Another tree to start it in (the Docker image's, server/http/docker-image.test.ts), and its command. */
  cwd?: string;
  args?: string[];
}): Promise<SiteProcess> {
  const cwd = options.cwd ?? root;
  if (!existsSync(resolve(cwd, "build/server/index.js"))) {
    throw new Error("No production build in build/: run `npm run build` first (npm test does this for you).");
  }
  const child = spawn(process.execPath, options.args ?? ["bin/serve.ts"], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      BUILD_DIR: "build",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-200_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  // Whole lines, split per stream, so that a stdout line and a stderr line never interleave.
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream?.on("data", (chunk: Buffer) => {
      const parts = (partial + chunk.toString("utf8")).split("\n");
      partial = parts.pop() ?? "";
      lines.push(...parts.filter((line) => line.trim() !== ""));
      lines.splice(0, Math.max(0, lines.length - 5_000));
    });
  }

  const startBoundMs = 60_000;
  // A server must not outlive the test that started it, even one whose run was cut short: it would
  // hold its port and fail the next run's server with EADDRINUSE (it did, once).
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));

  // A start takes about a second on a quiet machine; the bound is far past that, since a loaded
  // 2-core machine (load average 18, a Lighthouse run beside it) once took more than 15 s.
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      fail(new Error(`Server did not start within ${startBoundMs / 1000} s:\n${output}`));
    }, startBoundMs);
    const check = () => {
      if (!output.includes("Site ready")) return;
      clearTimeout(timer);
      child.stdout?.off("data", check);
      ready();
    };
    child.stdout?.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`Server exited (${code}) before it was ready:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${options.port}`,
    child,
    logs: () => output,
    logLines: () =>
      lines.map((line) => {
        try {
          return JSON.parse(line) as LogLine;
        } catch {
          throw new Error(`Not a JSON log line: ${line.slice(0, 300)}`);
        }
      }),
    waitForLog: (text) =>
      eventually(
        () => output.includes(text),
        15_000,
        () => `No "${text}" in the log:\n${output}`,
      ),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return exited(child);
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited(child);
      clearTimeout(timer);
    },
    async kill() {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}
