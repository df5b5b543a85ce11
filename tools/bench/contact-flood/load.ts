import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import autocannon from "autocannon";

const root = resolve(import.meta.dirname, "../../..");
const port = 3695;
const pages = ["/", "/about-us", "/contact-us", "/bn/our-services"];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The production server (`node bin/serve.ts`) of `BENCH_SITE_DIR` (default: this tree), logging to
 * a file rather than to a pipe this process would have to read during the measurement.
 */
export async function startServer(options: { env: Record<string, string>; log: string }) {
  const cwd = resolve(process.env.BENCH_SITE_DIR ?? root);
  if (!existsSync(resolve(cwd, "build/server/index.js"))) throw new Error(`No production build in ${cwd}/build`);
  const out = openSync(options.log, "a");
  const child = spawn(process.execPath, ["bin/serve.ts"], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...options.env },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const log = () => readFileSync(options.log, "utf8");
  const until = Date.now() + 15_000;
  while (!log().includes("Site ready")) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`The server did not start:\n${log()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    logLines: () =>
      log()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { message?: string }),
    /** SIGTERM, as a process manager stops it (SIGKILL after 20 s). */
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await exited;
      clearTimeout(timer);
      process.off("exit", killOnExit);
    },
  };
}

/** autocannon with the exact time of every 2xx answer (its own histogram keeps whole milliseconds). */
function timed(options: autocannon.Options): Promise<number[]> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error) => (error ? reject(error) : resolve(latencies)));
    instance.on("response", (_client, status: number, _bytes, ms: number) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
}

let sent = 0;
/** A page request and a valid contact post, each on one connection at a steady rate: what a visitor meets. */
export async function probe(url: string, duration: number) {
  const page = timed({ url, connections: 1, overallRate: 20, duration, requests: pages.map((path) => ({ path })) });
  const post = timed({
    url,
    connections: 1,
    overallRate: 5,
    duration,
    requests: [
      {
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        setupRequest(request) {
          sent += 1;
          const token = `flood-bench-${sent}`;
          // Its own body: identical bodies are filed as spam.
          const fields = { name: "Bench", email: "bench@example.com", subject: token, message: `Probe ${token}.` };
          return { ...request, body: new URLSearchParams(fields).toString() };
        },
      },
    ],
  });
  return { page: await page, post: await post };
}

/**
 * Cross-site posts without a body, the cheapest post a bot can send (answered 403 before anything
 * is read), from a worker thread so that sending them costs the probes' event loop nothing.
 * Resolves with the count of each status.
 */
export async function flood(url: string, options: { rate: number; connections: number; seconds: number }) {
  const result = await autocannon({
    url,
    workers: 1,
    connections: options.connections,
    overallRate: options.rate,
    duration: options.seconds,
    requests: [{ method: "POST", path: "/contact-us", headers: { origin: "https://evil.example" } }],
  });
  const stats = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const counts: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(stats)) counts[status] = count;
  return counts;
}
