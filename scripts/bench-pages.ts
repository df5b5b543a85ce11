/**
 * `npm run bench:pages`: page serving throughput of the production server against Debian nginx
 * serving the same prerendered files on this machine, and against itself with page view counting
 * off (ANALYTICS=off), in the same run. A measurement, not a test:
 * it prints figures for docs/performance.md and fails only if a run fails or answers errors.
 * Needs an existing build (npm run build) and nginx. Loopback only; every run is bounded in time.
 *
 * Env: BENCH_SECONDS (default 20, at most 120), BENCH_CONNECTIONS (default 100, at most 1000),
 * BENCH_ROUNDS (default 1, at most 3: ours, nginx, nginx with one worker, repeated),
 * BENCH_WORKERS (client threads, default one per core, at most 4). On a small machine the client is the bottleneck: one
 * autocannon thread cannot saturate either server, so the CPU each server spends per request is
 * reported too, a figure that does not depend on how fast the client is.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { availableParallelism, cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { baseSecurityHeaders, contentSecurityPolicy } from "../server/security-headers.ts";
import { findNginx, nginxMissing, startNginx } from "../tests/support/nginx.ts";
import { pagePaths } from "../tests/support/route-table.ts";
import { startSite } from "../tests/support/site-process.ts";

const bounded = (name: string, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Math.round(Number(process.env[name] ?? fallback)) || fallback));
const seconds = bounded("BENCH_SECONDS", 20, 120);
const connections = bounded("BENCH_CONNECTIONS", 100, 1000);
const rounds = bounded("BENCH_ROUNDS", 1, 3);
const workers = bounded("BENCH_WORKERS", availableParallelism(), 4);
const ports = { ours: 3590, nginx: 3591, nginxOne: 3592, oursNoCounting: 3593 };

const build = resolve(import.meta.dirname, "../build");
if (!existsSync(join(build, "client/index.html")) || !existsSync(join(build, "server/index.js"))) {
  console.error("No production build in build/: run `npm run build` first (this script builds nothing).");
  process.exit(1);
}
if (!findNginx()) {
  console.error(nginxMissing);
  process.exit(1);
}
// Both servers serve one snapshot of the build, so that a rebuild during the run cannot make them
// serve different files (ours reads them into memory at start, nginx reads the disk per request).
// The snapshot's server bundle finds its packages through a node_modules link.
const dir = mkdtempSync(join(tmpdir(), "bench-pages-"));
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
cpSync(build, join(dir, "build"), { recursive: true });
symlinkSync(resolve(import.meta.dirname, "../node_modules"), join(dir, "node_modules"));
const client = join(dir, "build/client");

// Every page of the route table (both languages) and the islands runtime, a hashed asset.
const pages = pagePaths.filter((path) => existsSync(join(client, path, "index.html")));
const asset = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(
  readFileSync(join(client, "index.html"), "utf8"),
)?.[1];
if (pages.length !== pagePaths.length || !asset) {
  console.error(
    `Expected the ${pagePaths.length} pages of app/routes.ts and the islands runtime in build/, found ${pages.length} pages and ${asset}: rebuild.`,
  );
  process.exit(1);
}
const paths = [...pages, asset];
// Browsers ask for br too, but nginx has no brotli here: both serve their precompressed .gz files.
// A phone browser's User-Agent, so that our server counts every page view as a visitor's (a
// request without one is a bot's and is not counted: that would measure counting off twice).
const headers = {
  "accept-encoding": "gzip",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

// Same URL mapping as ours, and the same headers, so that both answers weigh the same. add_header
// in a location replaces the server's, hence the headers in each location.
const sameHeaders = [
  ...Object.entries(baseSecurityHeaders).map(([name, value]) => `add_header ${name} "${value}";`),
  `add_header Content-Security-Policy "${contentSecurityPolicy()}";`,
].join(" ");
const nginxSite = (port: number) => `server {
    listen 127.0.0.1:${port};
    root ${client};
    etag on;
    gzip_static on;
    gzip_vary on;
    location /assets/ {
        add_header Cache-Control "public, max-age=31536000, immutable"; ${sameHeaders}
    }
    location / {
        try_files $uri $uri/index.html =404;
        add_header Cache-Control "public, max-age=0, must-revalidate"; ${sameHeaders}
    }
}
`;

/** CPU seconds (user + system) a set of processes has used so far, from /proc. */
function cpuSeconds(pids: number[]): number {
  const tick = 100; // USER_HZ on Linux
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return sum + (Number(fields[11]) + Number(fields[12])) / tick;
  }, 0);
}

function load(url: string, duration: number, conns: number) {
  const requests = paths.map((path) => ({ path, headers }));
  return autocannon({
    url,
    connections: conns,
    duration,
    timeout: 10,
    workers: workers > 1 ? workers : undefined,
    requests,
  });
}

type Row = {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  mbPerSecond: number;
  cpu: number;
};

async function measure(name: string, url: string, pids: () => number[]): Promise<Row> {
  for (const path of paths) {
    const response = await fetch(url + path, { headers });
    if (response.status !== 200) throw new Error(`${name} answers ${response.status} for ${path}`);
    await response.arrayBuffer();
  }
  await load(url, 2, 10); // warm-up: JIT, page cache
  console.log(
    `${name}: ${connections} connections (${workers} client threads) for ${seconds} s over ${paths.length} paths…`,
  );
  const cpuBefore = cpuSeconds(pids());
  const result = await load(url, seconds, connections);
  const cpu = cpuSeconds(pids()) - cpuBefore;
  return {
    name,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    mbPerSecond: result.throughput.average / 1e6,
    cpu: cpu / result.duration,
  };
}

const running: { stop(): Promise<void> }[] = [];
const rows: Row[] = [];
try {
  const site = await startSite({
    port: ports.ours,
    env: { BUILD_DIR: join(dir, "build"), CONTACT_DB_PATH: join(dir, "contact.sqlite") },
  });
  running.push(site);
  // The same server with page view counting off (docs/analytics.md): what counting costs.
  const uncounted = await startSite({
    port: ports.oursNoCounting,
    env: { BUILD_DIR: join(dir, "build"), CONTACT_DB_PATH: join(dir, "contact-off.sqlite"), ANALYTICS: "off" },
  });
  running.push(uncounted);
  // Debian's default (a worker per core) is the comparison; one worker, like our one Node process,
  // shows how much of the difference is parallelism rather than cost per request.
  const nginx = await startNginx({ dir: join(dir, "nginx"), site: nginxSite(ports.nginx), port: ports.nginx });
  running.push(nginx);
  const one = await startNginx({
    dir: join(dir, "nginx-one"),
    site: nginxSite(ports.nginxOne),
    port: ports.nginxOne,
    workers: 1,
  });
  running.push(one);
  for (let round = 1; round <= rounds; round += 1) {
    rows.push(await measure("Node server (ours)", site.url, () => [site.child.pid!]));
    rows.push(await measure("Node server, counting off", uncounted.url, () => [uncounted.child.pid!]));
    rows.push(
      await measure("nginx", `http://127.0.0.1:${ports.nginx}`, () => [nginx.child.pid!, ...nginx.workerPids()]),
    );
    rows.push(
      await measure("nginx, 1 worker", `http://127.0.0.1:${ports.nginxOne}`, () => [
        one.child.pid!,
        ...one.workerPids(),
      ]),
    );
  }
} finally {
  for (const server of running) await server.stop();
}

const table = [
  "| Server | Requests/s | p50 latency | p99 latency | Errors | MB/s | Server CPU (cores) | CPU per request |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.perSecond} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.mbPerSecond.toFixed(1)} | ${r.cpu.toFixed(2)} | ${Math.round((r.cpu / r.perSecond) * 1e6)} µs |`,
  ),
].join("\n");
const sum = (name: string) => rows.filter((r) => r.name === name).reduce((total, r) => total + r.perSecond, 0);
const ratio = sum("Node server (ours)") / sum("nginx");
console.log(`\n${table}\n`);
console.log(`Ratio ours/nginx (requests/s): ${ratio.toFixed(2)} (goal ≥ 0.5)`);
console.log(`Ratio ours/nginx with 1 worker: ${(sum("Node server (ours)") / sum("nginx, 1 worker")).toFixed(2)}`);
console.log(
  `Ratio counting on/off (requests/s): ${(sum("Node server (ours)") / sum("Node server, counting off")).toFixed(2)} (goal ≥ 0.9)`,
);
const cpu = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}`;
console.log(
  `Machine: ${cpu}, Node ${process.version}, load average ${loadavg()
    .map((v) => v.toFixed(2))
    .join(", ")}.`,
);
if (rows.some((r) => r.errors > 0)) {
  console.error("Some requests failed: see the Errors column.");
  process.exit(1);
}
