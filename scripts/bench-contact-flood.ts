/**
 * `npm run bench:contact-flood`: whether a flood of refused contact posts slows the site down. On
 * each store (SQLite; PostgreSQL with fsync on, as in production) it starts the production server
 * and measures, with one connection each at a steady rate, the median time of a page request and of
 * a valid contact post: idle, then while autocannon sends cross-site posts without a body (answered
 * 403 and only counted) at `BENCH_FLOOD_RATE` a second; rounds alternate idle and flood so that a
 * change in the machine's load falls on both. It then stops the server gracefully and checks that
 * every refused post was counted. A measurement, not a test: it prints a table for
 * docs/performance.md and fails only when the run itself does (or a refused post was not counted).
 * Needs the production build and Debian's postgresql; loopback only; throwaway data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { listRejectedPosts } from "../app/server/contact/rejected-posts.server.ts";
import { type DatabaseConfig, openDatabase } from "../app/server/db/open-database.ts";
import { startTestCluster, type TestCluster } from "../tests/support/postgres.ts";
import { startSite } from "../tests/support/site-process.ts";

const port = 3695;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const floodRate = Number(process.env.BENCH_FLOOD_RATE ?? 1_000);
const pages = ["/", "/about-us", "/contact-us", "/bn/our-services"];
const dir = mkdtempSync(join(tmpdir(), "contact-flood-"));
const pool = { poolSize: 2, connectTimeoutMs: 5_000, statementTimeoutMs: 60_000, idleTimeoutMs: 1_000 };

type Run = { latencies: number[]; statuses: Map<number, number> };

/** autocannon with the exact time of every answer (its own histogram keeps whole milliseconds). */
function load(options: autocannon.Options, onlyOk = true): Promise<Run> {
  const run: Run = { latencies: [], statuses: new Map() };
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error) => (error ? reject(error) : resolve(run)));
    instance.on("response", (_client, status: number, _bytes, ms: number) => {
      run.statuses.set(status, (run.statuses.get(status) ?? 0) + 1);
      if (!onlyOk || (status >= 200 && status < 300)) run.latencies.push(ms);
    });
  });
}

let sent = 0;
/** A page request and a valid contact post, each on one connection at a steady rate: what a visitor sees. */
function probe(url: string, duration: number) {
  const get = load({ url, connections: 1, overallRate: 20, duration, requests: pages.map((path) => ({ path })) });
  const post = load({
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
  return Promise.all([get, post]);
}

/** Cross-site posts without a body, the cheapest post a bot can send: refused with 403 before anything is read. */
const flood = (url: string, duration: number) =>
  load(
    {
      url,
      connections: 10,
      overallRate: floodRate,
      duration,
      requests: [{ method: "POST", path: "/contact-us", headers: { origin: "https://evil.example" } }],
    },
    false,
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Rows PostgreSQL inserted or updated in rejected_posts (its statistics, read once the site has closed its pool). */
async function postgresRowWrites(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_stat_clear_snapshot()");
    const { rows } = await client.query(
      "SELECT n_tup_ins + n_tup_upd AS writes FROM pg_stat_user_tables WHERE relname = 'rejected_posts'",
    );
    return Number(rows[0]?.writes ?? 0);
  } finally {
    await client.end();
  }
}

async function measure(label: string, env: Record<string, string>, database: DatabaseConfig) {
  const site = await startSite({ port, env: { CONTACT_RATE_LIMIT: "0", ...env } });
  const idle = { page: [] as number[], post: [] as number[] };
  const busy = { page: [] as number[], post: [] as number[] };
  let refused = 0;
  let floodSent = 0;
  try {
    await probe(site.url, 2); // warm-up
    for (let round = 0; round < rounds; round += 1) {
      const [page, post] = await probe(site.url, seconds);
      idle.page.push(...page.latencies);
      idle.post.push(...post.latencies);
      // The flood starts a second before the probe and ends after it.
      const flooding = flood(site.url, seconds + 2);
      await new Promise((done) => setTimeout(done, 1_000));
      const [floodPage, floodPost] = await probe(site.url, seconds);
      busy.page.push(...floodPage.latencies);
      busy.post.push(...floodPost.latencies);
      const floodRun = await flooding;
      refused += floodRun.statuses.get(403) ?? 0;
      floodSent += [...floodRun.statuses.values()].reduce((sum, count) => sum + count, 0);
    }
  } finally {
    await site.stop(); // SIGTERM: the counts still in memory are written before the database closes
  }
  const db = await openDatabase(database, { quiet: true });
  const counted: Record<string, number> = {};
  try {
    for (const row of await listRejectedPosts(db, { days: 2 }))
      counted[row.reason] = (counted[row.reason] ?? 0) + row.count;
  } finally {
    await db.close();
  }
  const flushes = site.logLines().filter((line) => line.message === "refused posts counted");
  const rowWrites = "url" in database ? await postgresRowWrites(database.url) : undefined;
  return { label, idle, busy, refused, floodSent, counted, flushes: flushes.length, rowWrites };
}

let cluster: TestCluster | undefined;
try {
  const results = [
    await measure(
      "SQLite",
      { CONTACT_DB_PATH: join(dir, "c.sqlite") },
      { kind: "sqlite", path: join(dir, "c.sqlite") },
    ),
  ];
  cluster = await startTestCluster({ fsync: true });
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query("CREATE DATABASE flood");
  await admin.end();
  const url = cluster.url("flood");
  results.push(await measure("PostgreSQL", { DATABASE_URL: url }, { kind: "postgres", url, ...pool }));

  const rows = results.flatMap((r) => [
    `| ${r.label} | page | ${ms(median(r.idle.page))} | ${ms(median(r.busy.page))} | ${(median(r.busy.page) / median(r.idle.page)).toFixed(2)}× | ${r.busy.page.length} |`,
    `| ${r.label} | valid post | ${ms(median(r.idle.post))} | ${ms(median(r.busy.post))} | ${(median(r.busy.post) / median(r.idle.post)).toFixed(2)}× | ${r.busy.post.length} |`,
  ]);
  console.log(
    [
      "",
      "| Store | Request | Median idle | Median in the flood | Ratio | Answers in the flood |",
      "| --- | --- | ---: | ---: | ---: | ---: |",
      ...rows,
      "",
    ].join("\n"),
  );
  for (const r of results) {
    const writes = r.rowWrites === undefined ? "" : `, ${r.rowWrites} rows written to rejected_posts (pg_stat)`;
    console.log(
      `${r.label}: ${r.floodSent} flood posts sent, ${r.refused} answered 403; counted ${JSON.stringify(r.counted)}; ${r.flushes} batch writes logged${writes}.`,
    );
    if ((r.counted["cross-site"] ?? 0) !== r.refused) process.exitCode = 1;
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}, load ${load}.`,
  );
  console.log(`${rounds} rounds of ${seconds} s idle and ${seconds} s in a flood of ${floodRate} posts/s per store.`);
} finally {
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
