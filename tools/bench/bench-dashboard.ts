/**
 * `CONTACT_DB_PATH=… node tools/bench/bench-dashboard.ts [--runs 7]` (or DATABASE_URL): how long
 * the staff analytics dashboard takes on a seeded database (tools/seed/seed-analytics.ts), per period:
 * in the process (the loader's queries and tables, `loadDashboard`), and over HTTP from the
 * production server (query, render and transfer, with a staff session made for the purpose).
 * Also times today's raw counts both ways (SQL `countDay`, in memory `countDayInMemory`). A
 * measurement, not a test: it prints a markdown table. Needs a build for the HTTP part.
 */
import { parseArgs } from "node:util";
import { parsePeriod } from "../../server/analytics/analytics-period.ts";
import { countDay } from "../../server/analytics/analytics-store.server.ts";
import { loadDashboard } from "../../server/analytics/dashboard-report.server.ts";
import { countDayInMemory } from "../../server/analytics/raw-day-counts.server.ts";
import type { Database } from "../../server/db/database.ts";
import { type DatabaseConfig, openDatabase } from "../../server/db/open-database.ts";
import { createSession } from "../../server/staff/staff-sessions.server.ts";
import { createInvite, redeemInvite } from "../../server/staff/staff-users.server.ts";
import { startSite } from "../../tests/support/site-process.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "7" }, port: { type: "string", default: "3697" } },
});
const runs = Number(values.runs);
const periods = ["today", "7d", "30d", "12m"] as const;
const today = new Date().toISOString().slice(0, 10);

const config: DatabaseConfig = process.env.DATABASE_URL
  ? {
      kind: "postgres",
      url: process.env.DATABASE_URL,
      poolSize: 4,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 60_000,
      idleTimeoutMs: 10_000,
    }
  : { kind: "sqlite", path: process.env.CONTACT_DB_PATH ?? "" };
if (config.kind === "sqlite" && !config.path)
  throw new Error("Set CONTACT_DB_PATH or DATABASE_URL to a seeded database");

async function times(work: () => Promise<unknown>): Promise<{ median: number; max: number; first: number }> {
  const taken: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    taken.push(performance.now() - start);
  }
  const first = taken[0]!;
  taken.sort((a, b) => a - b);
  return { median: taken[Math.floor(taken.length / 2)]!, max: taken.at(-1)!, first };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const row = (label: string, t: { median: number; max: number; first: number }) =>
  `| ${label} | ${ms(t.first)} | ${ms(t.median)} | ${ms(t.max)} |`;

async function describe(db: Database) {
  const [raw] = await db.query("SELECT sum(views) AS n, count(DISTINCT day) AS days FROM analytics_views");
  const [daily] = await db.query("SELECT count(*) AS n, count(DISTINCT day) AS days FROM analytics_daily");
  const [todays] = await db.query("SELECT sum(views) AS n FROM analytics_views WHERE day = $1", [today]);
  const [leads] = await db.query("SELECT count(*) AS n FROM messages");
  console.log(
    `Data: ${raw?.n} raw views over ${raw?.days} days (${todays?.n} today), ${daily?.n} rollup rows over ${daily?.days} days, ${leads?.n} messages.\n`,
  );
}

async function staffCookie(db: Database) {
  const { token } = await createInvite(db, `bench-${Date.now()}@example.com`);
  const redeemed = await redeemInvite(db, token);
  if (!redeemed.ok) throw new Error("invite not redeemed");
  return `__Host-staff_session=${await createSession(db, redeemed.user.id)}`;
}

const db = await openDatabase(config, { quiet: true });
const lines = ["| Measured | first | median | max |", "| --- | --- | --- | --- |"];
let cookie = "";
try {
  await describe(db);
  lines.push(row("today's raw counts, SQL (countDay)", await times(() => countDay(db, today))));
  lines.push(row("today's raw counts, in memory", await times(() => countDayInMemory(db, today))));
  for (const name of periods) {
    const parsed = parsePeriod(new URLSearchParams(`period=${name}`), today);
    if (!parsed.ok) throw new Error(name);
    lines.push(row(`loadDashboard, ${name}`, await times(() => loadDashboard(db, parsed.period))));
  }
  cookie = await staffCookie(db);
} finally {
  await db.close();
}

const port = Number(values.port);
const env: Record<string, string> = { STAFF_ORIGIN: `http://localhost:${port}`, ANALYTICS: "off" };
if (config.kind === "sqlite") env.CONTACT_DB_PATH = config.path;
else env.DATABASE_URL = config.url;
const site = await startSite({ port, env });
try {
  for (const name of periods) {
    const url = `${site.url}/staff/analytics?period=${name}`;
    const measured = await times(async () => {
      const response = await fetch(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      await response.text();
    });
    lines.push(row(`GET /staff/analytics?period=${name}`, measured));
  }
} finally {
  await site.stop();
}
console.log(lines.join("\n"));
