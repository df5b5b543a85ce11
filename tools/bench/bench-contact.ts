/**
 * `npm run bench:contact`: how many contact messages per second the production server accepts
 * (validated, committed durably, answered) on this machine, and at what latency, on each store:
 * SQLite with one instance, PostgreSQL with one instance, PostgreSQL with three instances behind
 * deploy/nginx.conf (and, to tell nginx's cost from the instances' gain, one instance behind it).
 * A measurement, not a test: it prints a markdown table for docs/performance.md and fails only if
 * the run itself fails. Needs the production build (npm run build) and Debian's postgresql and
 * nginx; it starts its own PostgreSQL cluster (fsync on, as in production) and nginx, and removes
 * them. Loopback only; rate limit off; no SMTP (storage is measured, not email); throwaway data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { readMessages } from "../../tests/support/contact-db.ts";
import { runContactLoad } from "../../tests/support/contact-load.ts";
import { deployNginxConfig, type NginxProcess, startNginx } from "../../tests/support/nginx.ts";
import { startTestCluster, type TestCluster } from "../../tests/support/postgres.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

const ports = { nodes: [3690, 3691, 3692], nginx: 3693, redirect: 3694 };
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const path = "/api/contact";
const dir = mkdtempSync(join(tmpdir(), "contact-bench-"));

type Row = { label: string; perSecond: number; p50: number; p99: number; accepted: number; failed: number };
const rows: Row[] = [];
let cluster: TestCluster | undefined;
let sites: SiteProcess[] = [];
let nginx: NginxProcess | undefined;

async function stopAll() {
  await nginx?.stop();
  nginx = undefined;
  await Promise.all(sites.map((site) => site.stop()));
  sites = [];
}

/** A new, empty database in the bench's cluster, so each setup starts from the same state. */
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster!.url() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return cluster!.url(name);
}

/** Starts `instances` servers with `env`; behind nginx when `proxied`. Returns the URL to load. */
async function setUp(instances: number, env: Record<string, string>, proxied: boolean): Promise<string> {
  const nodePorts = ports.nodes.slice(0, instances);
  sites = await Promise.all(
    nodePorts.map((port) =>
      startSite({ port, env: { CONTACT_RATE_LIMIT: "0", TRUST_PROXY: proxied ? "1" : "0", ...env } }),
    ),
  );
  if (!proxied) return sites[0]!.url;
  nginx = await startNginx({
    dir: join(dir, `nginx-${instances}`),
    site: deployNginxConfig({
      nodePorts,
      port: ports.nginx,
      redirectPort: ports.redirect,
      // One client address sends everything here: the shipped limits would refuse most of it.
      liftRateLimits: true,
      accessLog: join(dir, `nginx-${instances}`, "jamdani.access.log"),
    }),
    port: ports.nginx,
    mimeTypes: "/etc/nginx/mime.types",
  });
  return `http://127.0.0.1:${ports.nginx}`;
}

async function measure(label: string, url: string) {
  // A short warm-up first, so the figures describe a warm server rather than the JIT's first second.
  await runContactLoad({ url, path, connections, duration: 2 }).done;
  console.log(`${label}: ${connections} connections for ${seconds} s…`);
  const { acked, result } = await runContactLoad({ url, path, connections, duration: seconds }).done;
  rows.push({
    label,
    perSecond: Math.round(acked.size / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    accepted: acked.size,
    failed: result.errors + result.timeouts + result.non2xx,
  });
}

const storedCounts: string[] = [];
try {
  const sqlitePath = join(dir, "contact.sqlite");
  await measure("SQLite, one instance", await setUp(1, { CONTACT_DB_PATH: sqlitePath }, false));
  await stopAll();
  storedCounts.push(`SQLite ${(await readMessages(sqlitePath)).length}`);

  cluster = await startTestCluster({ fsync: true });
  const setups = [
    { label: "PostgreSQL, one instance", database: "bench_one", instances: 1, proxied: false },
    { label: "PostgreSQL, one instance behind nginx", database: "bench_one_nginx", instances: 1, proxied: true },
    { label: "PostgreSQL, three instances behind nginx", database: "bench_three", instances: 3, proxied: true },
  ];
  for (const setup of setups) {
    const url = await freshDatabase(setup.database);
    await measure(setup.label, await setUp(setup.instances, { DATABASE_URL: url }, setup.proxied));
    await stopAll();
    const stored = await readMessages({
      kind: "postgres",
      url,
      poolSize: 1,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 60_000,
      idleTimeoutMs: 1_000,
    });
    storedCounts.push(`${setup.database} ${stored.length}`);
  }

  const table = [
    "| Setup (`/api/contact`, JSON answer) | Accepted posts/s | p50 latency | p99 latency | Accepted | Failed |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((r) => `| ${r.label} | ${r.perSecond} | ${r.p50} ms | ${r.p99} ms | ${r.accepted} | ${r.failed} |`),
  ].join("\n");
  console.log(`\n${table}\n`);
  // The load average says whether other work shared the CPU during the run (a figure to quote with).
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  const cpu = `${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}`;
  console.log(`Machine: ${cpu}, Node ${process.version}, load average ${load}.`);
  console.log(`autocannon: ${connections} connections, keep-alive, ${seconds} s per setup after a 2 s warm-up.`);
  console.log(`Rows stored (include the warm-up runs): ${storedCounts.join(", ")}.`);
} finally {
  await stopAll();
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
