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
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { baseSecurityHeaders, contentSecurityPolicy } from "../../server/http/security-headers.ts";
import { findNginx, nginxMissing, startNginx } from "../../tests/support/nginx.ts";
import { pagePaths } from "../../tests/support/route-table.ts";
import { startSite } from "../../tests/support/site-process.ts";

const bounded = (name: string, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Math.round(Number(process.env[name] ?? fallback)) || fallback));
const seconds = bounded("BENCH_SECONDS", 20, 120);
const connections = bounded("BENCH_CONNECTIONS", 100, 1000);
const rounds = bounded("BENCH_ROUNDS", 1, 3);
const workers = bounded("BENCH_WORKERS", availableParallelism(), 4);
const ports = { ours: 3590, nginx: 3591, nginxOne: 3592, oursNoCounting: 3593 };

const build = resolve(import.meta.dirname, "../../build");
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
symlinkSync(resolve(import.meta.dirname, "../../node_modules"), join(dir, "node_modules"));
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

/**
 * The load: every path in turn. `visitors: "one"` sends every request with the same address and
 * User-Agent, as a load generator is: one visitor, whose identical views of a batch the counter
 * writes as one row. `visitors: "each request"` makes every request a new visitor, as a crowd
 * behind a proxy would be (a new X-Forwarded-For each time, which the servers trust for this
 * benchmark): nothing is identical, every view is its own row, the counter's worst case. That
 * variant needs a function per request, which autocannon's worker threads cannot take, so it runs
 * on one client thread, counting on and off alike.
 */
function load(url: string, duration: number, conns: number, visitors: "one" | "each request" = "one") {
  let next = 0;
  const newVisitor = (request: autocannon.Request): autocannon.Request => {
    next += 1;
    const address = `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
    return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
  };
  const requests = paths.map((path) => ({
    path,
    headers,
    ...(visitors === "each request" ? { setupRequest: newVisitor } : {}),
  }));
  return autocannon({
    url,
    connections: conns,
    duration,
    timeout: 10,
    workers: workers > 1 && visitors === "one" ? workers : undefined,
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

async function measure(
  name: string,
  url: string,
  pids: () => number[],
  visitors: "one" | "each request" = "one",
): Promise<Row> {
  for (const path of paths) {
    const response = await fetch(url + path, { headers });
    if (response.status !== 200) throw new Error(`${name} answers ${response.status} for ${path}`);
    await response.arrayBuffer();
  }
  await load(url, 2, 10); // warm-up: JIT, page cache
  const threads = visitors === "one" ? workers : 1;
  console.log(
    `${name}: ${connections} connections (${threads} client threads) for ${seconds} s over ${paths.length} paths…`,
  );
  const cpuBefore = cpuSeconds(pids());
  const result = await load(url, seconds, connections, visitors);
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

const manyOn = "Node server, a new visitor per request";
const manyOff = "Node server, counting off, a new visitor per request";
const running: { stop(): Promise<void> }[] = [];
let site: Awaited<ReturnType<typeof startSite>> | undefined;
const rows: Row[] = [];
try {
  // A buffer that holds every view of the run: a counter that dropped views would look cheaper.
  site = await startSite({
    port: ports.ours,
    env: {
      BUILD_DIR: join(dir, "build"),
      CONTACT_DB_PATH: join(dir, "contact.sqlite"),
      TRUST_PROXY: "1",
      ANALYTICS_BUFFER_LIMIT: "1000000",
    },
  });
  running.push(site);
  // The same server with page view counting off (docs/analytics.md): what counting costs.
  const uncounted = await startSite({
    port: ports.oursNoCounting,
    env: {
      BUILD_DIR: join(dir, "build"),
      CONTACT_DB_PATH: join(dir, "contact-off.sqlite"),
      ANALYTICS: "off",
      TRUST_PROXY: "1",
    },
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
    const counting = site;
    rows.push(await measure("Node server (ours)", counting.url, () => [counting.child.pid!]));
    rows.push(await measure("Node server, counting off", uncounted.url, () => [uncounted.child.pid!]));
    rows.push(await measure(manyOn, counting.url, () => [counting.child.pid!], "each request"));
    rows.push(await measure(manyOff, uncounted.url, () => [uncounted.child.pid!], "each request"));
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

// Every page view the counting server answered is in its store (written at shutdown at the
// latest); a loss would be logged. Assets are not views, so fewer views than requests.
const lostViews = /page views (are not being stored|lost)/.test(site?.logs() ?? "");
const store = new DatabaseSync(join(dir, "contact.sqlite"), { readOnly: true });
const stored = store.prepare("SELECT coalesce(sum(views), 0) AS views, count(*) AS rows FROM analytics_views").get();
store.close();

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
  `Ratio counting on/off (requests/s), one visitor: ${(sum("Node server (ours)") / sum("Node server, counting off")).toFixed(2)} (goal ≥ 0.9)`,
);
console.log(
  `Ratio counting on/off (requests/s), a new visitor per request: ${(sum(manyOn) / sum(manyOff)).toFixed(2)} (goal ≥ 0.9)`,
);
console.log(
  `Page views stored by the counting server: ${stored?.views} in ${stored?.rows} rows${lostViews ? "; VIEWS WERE LOST (see its log)" : ", none lost"}.`,
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
if (lostViews) {
  console.error(`The counting server lost page views:\n${site?.logs()}`);
  process.exit(1);
}
