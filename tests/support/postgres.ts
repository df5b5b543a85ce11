import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

/**
 * A throwaway PostgreSQL cluster for one test run: initdb in a temporary directory, started with
 * pg_ctl on a free loopback port, removed by `stop()`. initdb and pg_ctl refuse to run as root, so
 * as root they run as the `postgres` user. Debian's `postgresql` package provides the binaries.
 */
/** The database every test database is copied from, migrated once per run (postgres-global-setup.ts). */
export const migratedTemplate = "test_template";

export type TestCluster = {
  url: (database?: string) => string;
  port: number;
  stop(): void;
  start(): void;
  pause(): void;
};

export const missingPostgresMessage =
  "PostgreSQL is not installed: these tests need a real server. Install Debian's package: apt-get install -y postgresql";

export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, "bin")).find((dir) => existsSync(join(dir, "pg_ctl")));
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]) {
  const [command, fullArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed:\n${result.stderr}${result.stdout}`);
}

/** `fsync: true` for measurements: a durable commit, like production (tests trade it for speed). */
export async function startTestCluster(options: { fsync?: boolean } = {}): Promise<TestCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(missingPostgresMessage);
  const dir = mkdtempSync(join(tmpdir(), "pg-test-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const port = await freePort();
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  run(join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  // Sockets in the cluster's own directory; fsync off unless asked: tests trade durability for speed.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${options.fsync ? "on" : "off"} -c max_connections=200`;
  const start = () =>
    run(join(bin, "pg_ctl"), ["-D", data, "-o", serverOptions, "-l", join(dir, "log"), "-w", "start"]);
  const stopServer = () => run(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    pause: stopServer,
    stop() {
      try {
        stopServer();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
