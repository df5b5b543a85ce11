/**
 * `npm run bench:contact-flood`: whether a flood of refused contact posts slows the site down. On
 * each store (SQLite; PostgreSQL with fsync on, as in production) it starts the production server
 * and measures, with one connection each at a steady rate, the median time of a page request and of
 * a valid contact post: idle, then while autocannon sends cross-site posts without a body (answered
 * 403 and only counted) at `BENCH_FLOOD_RATE` a second; rounds alternate idle and flood so that a
 * change in the machine's load falls on both. It then stops the server gracefully and checks that
 * every refused post was counted. A measurement, not a test: it prints a table for
 * docs/performance.md and fails only when the run itself does (or refused posts went uncounted).
 *
 * The flood runs in a worker thread and the server logs to a file: the probes' times are taken on
 * an event loop that does nothing else, so they measure the server, not this script.
 * Needs the production build (`BENCH_SITE_DIR`: another tree's, to measure an older build the same
 * way) and Debian's postgresql; loopback only; throwaway data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { listRejectedPosts } from "../../server/leads/rejected-posts.server.ts";
import { type DatabaseConfig, openDatabase } from "../../server/db/open-database.ts";
import { startTestCluster, type TestCluster } from "../../tests/support/postgres.ts";
import { flood, median, probe, startServer } from "./contact-flood/load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const floodRate = Number(process.env.BENCH_FLOOD_RATE ?? 1_000);
const floodConnections = 10;
const dir = mkdtempSync(join(tmpdir(), "contact-flood-"));
const pool = { poolSize: 2, connectTimeoutMs: 5_000, statementTimeoutMs: 60_000, idleTimeoutMs: 1_000 };
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Rows PostgreSQL inserted or updated in rejected_posts (its statistics, read once the site has closed its pool). */
async function postgresRowWrites(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT n_tup_ins + n_tup_upd AS writes FROM pg_stat_user_tables WHERE relname = 'rejected_posts'",
    );
    return Number(rows[0]?.writes ?? 0);
  } finally {
    await client.end();
  }
}

async function measure(label: string, env: Record<string, string>, database: DatabaseConfig) {
  const server = await startServer({ env: { CONTACT_RATE_LIMIT: "0", ...env }, log: join(dir, `${label}.log`) });
  const idle = { page: [] as number[], post: [] as number[] };
  const busy = { page: [] as number[], post: [] as number[] };
  let refused = 0;
  let floodSent = 0;
  try {
    await probe(server.url, 2); // warm-up
    for (let round = 0; round < rounds; round += 1) {
      const quiet = await probe(server.url, seconds);
      idle.page.push(...quiet.page);
      idle.post.push(...quiet.post);
      // The flood starts a second before the probe and ends after it.
      const flooding = flood(server.url, { rate: floodRate, connections: floodConnections, seconds: seconds + 2 });
      await new Promise((done) => setTimeout(done, 1_000));
      const loud = await probe(server.url, seconds);
      busy.page.push(...loud.page);
      busy.post.push(...loud.post);
      const statuses = await flooding;
      refused += statuses[403] ?? 0;
      floodSent += Object.values(statuses).reduce((sum, count) => sum + count, 0);
    }
  } finally {
    await server.stop(); // SIGTERM: the counts still in memory are written before the database closes
  }
  const db = await openDatabase(database, { quiet: true });
  const counted: Record<string, number> = {};
  try {
    for (const row of await listRejectedPosts(db, { days: 2 }))
      counted[row.reason] = (counted[row.reason] ?? 0) + row.count;
  } finally {
    await db.close();
  }
  const batches = server.logLines().filter((line) => line.message === "refused posts counted").length;
  const rowWrites = database.kind === "postgres" ? await postgresRowWrites(database.url) : undefined;
  return { label, idle, busy, refused, floodSent, counted, batches, rowWrites };
}

let cluster: TestCluster | undefined;
try {
  const sqlite = join(dir, "c.sqlite");
  const results = [await measure("SQLite", { CONTACT_DB_PATH: sqlite }, { kind: "sqlite", path: sqlite })];
  cluster = await startTestCluster({ fsync: true });
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query("CREATE DATABASE flood");
  await admin.end();
  const url = cluster.url("flood");
  results.push(await measure("PostgreSQL", { DATABASE_URL: url }, { kind: "postgres", url, ...pool }));

  const row = (r: (typeof results)[number], name: string, idle: number[], busy: number[]) =>
    `| ${r.label} | ${name} | ${ms(median(idle))} | ${ms(median(busy))} | ${(median(busy) / median(idle)).toFixed(2)}× | ${busy.length} |`;
  console.log(
    [
      "",
      "| Store | Request | Median idle | Median in the flood | Ratio | Answers in the flood |",
      "| --- | --- | ---: | ---: | ---: | ---: |",
      ...results.flatMap((r) => [
        row(r, "page", r.idle.page, r.busy.page),
        row(r, "valid post", r.idle.post, r.busy.post),
      ]),
      "",
    ].join("\n"),
  );
  for (const r of results) {
    const writes = r.rowWrites === undefined ? "" : `, ${r.rowWrites} row writes to rejected_posts (pg_stat)`;
    console.log(
      `${r.label}: ${r.floodSent} flood posts answered, ${r.refused} with 403; counted ${JSON.stringify(r.counted)}; ${r.batches} batches logged${writes}.`,
    );
    // Posts still in flight when autocannon stops are counted by the server but not answered to it.
    const counted = r.counted["cross-site"] ?? 0;
    if (counted < r.refused || counted > r.refused + floodConnections * rounds) process.exitCode = 1;
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
