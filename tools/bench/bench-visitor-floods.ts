/**
 * `npm run bench:visitor-floods`: what the floods of issue 25 cost the production server now, on
 * SQLite: (1) one browser requesting distinct 404 paths with distinct campaign values (each would
 * once have become a stored row for ever), (2) requests for "/a" + 8,000 slashes + "b" (each once
 * cost seconds of CPU). For each it measures, with one connection each at a steady rate, the median
 * time of a page request and of a valid contact post, idle and during the flood (rounds alternate),
 * and after a graceful stop counts the analytics rows stored. A measurement, not a test: it prints
 * a table for the closing note and docs/performance.md. The refused-post flood has its own
 * benchmark (bench-contact-flood.ts). Needs the production build; loopback only; throwaway data.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import autocannon from "autocannon";
import { median, probe, startServer } from "./contact-flood/load.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const dir = mkdtempSync(join(tmpdir(), "visitor-floods-"));
const browser =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const slashes = `/a${"/".repeat(8_000)}b`;

type Flood = { name: string; rate: number; path: (n: number) => string };
const floods: Flood[] = [
  {
    name: "distinct 404s and campaigns",
    rate: Number(process.env.BENCH_404_RATE ?? 200),
    path: (n) => `/x${n}?utm_campaign=c${n}&utm_source=s${n}`,
  },
  { name: "8,000 slashes", rate: 50, path: () => slashes },
];

let sent = 0;
async function flood(url: string, { rate, path }: Flood, duration: number) {
  const result = await autocannon({
    url,
    connections: 10,
    overallRate: rate,
    duration,
    requests: [
      {
        method: "GET",
        headers: { "user-agent": browser, accept: "text/html" },
        setupRequest: (request) => ({ ...request, path: path((sent += 1)) }),
      },
    ],
  });
  return result.requests.total;
}

function storedRows(file: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const count = (table: string) =>
      Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
    return { views: count("analytics_views"), values: count("analytics_values") };
  } finally {
    db.close();
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`load average at start ${loadavg()[0]!.toFixed(1)}; ${rounds} rounds of ${seconds} s per flood`);
console.log(
  "| flood | requests sent | page idle → flood | valid post idle → flood | analytics rows stored (views, value lists) |",
);
console.log("| --- | ---: | --- | --- | --- |");
try {
  for (const [i, each] of floods.entries()) {
    const file = join(dir, `site-${i}.sqlite`);
    const server = await startServer({
      env: { CONTACT_DB_PATH: file, CONTACT_RATE_LIMIT: "0", ANALYTICS_FLUSH_MS: "1000" },
      log: join(dir, `server-${i}.log`),
    });
    const idle = { page: [] as number[], post: [] as number[] };
    const busy = { page: [] as number[], post: [] as number[] };
    let requests = 0;
    try {
      await probe(server.url, 2);
      for (let round = 0; round < rounds; round += 1) {
        const quiet = await probe(server.url, seconds);
        idle.page.push(...quiet.page);
        idle.post.push(...quiet.post);
        const flooding = flood(server.url, each, seconds + 2);
        await new Promise((done) => setTimeout(done, 1_000));
        const loud = await probe(server.url, seconds);
        busy.page.push(...loud.page);
        busy.post.push(...loud.post);
        requests += await flooding;
      }
    } finally {
      await server.stop();
    }
    const rows = storedRows(file);
    const ratio = (a: number[], b: number[]) =>
      `${ms(median(a))} → ${ms(median(b))} (${(median(b) / median(a)).toFixed(2)}×)`;
    console.log(
      `| ${each.name} (${each.rate}/s) | ${requests.toLocaleString("en")} | ${ratio(idle.page, busy.page)} | ${ratio(idle.post, busy.post)} | ${rows.views.toLocaleString("en")}, ${rows.values.toLocaleString("en")} |`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
