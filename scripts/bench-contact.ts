/**
 * `npm run bench:contact`: how many contact messages per second the production server accepts
 * (validated, committed with fsync, answered) on this machine, and at what latency. A measurement,
 * not a test: it prints figures for docs/performance.md and fails only if the run itself fails.
 * Needs the production build (npm run build). Loopback only; rate limit off; a throwaway database.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { readMessages } from "../tests/support/contact-db.ts";
import { runContactLoad } from "../tests/support/contact-load.ts";
import { startSite } from "../tests/support/site-process.ts";

const port = 3390;
const connections = 20;
const seconds = 10;
const dir = mkdtempSync(join(tmpdir(), "contact-bench-"));
const dbPath = join(dir, "contact.sqlite");
const site = await startSite({ port, env: { CONTACT_DB_PATH: dbPath, CONTACT_RATE_LIMIT: "0" } });

type Row = { label: string; perSecond: number; p50: number; p99: number; accepted: number; failed: number };
const rows: Row[] = [];
try {
  for (const [label, path] of [
    ["With JavaScript (`/api/contact`, JSON)", "/api/contact"],
    ["Without JavaScript (`/contact-us`, full page)", "/contact-us"],
  ] as const) {
    // A short warm-up first, so the figures describe a warm server rather than the JIT's first second.
    await runContactLoad({ url: site.url, path, connections, duration: 2 }).done;
    console.log(`${label}: ${connections} connections for ${seconds} s…`);
    const { acked, result } = await runContactLoad({ url: site.url, path, connections, duration: seconds }).done;
    rows.push({
      label,
      perSecond: Math.round(acked.size / result.duration),
      p50: result.latency.p50,
      p99: result.latency.p99,
      accepted: acked.size,
      failed: result.errors + result.timeouts + result.non2xx,
    });
  }
  const stored = (await readMessages(dbPath)).length;
  const table = [
    "| Path | Accepted posts/s | p50 latency | p99 latency | Accepted | Failed |",
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
  console.log(`Rows in the database: ${stored} (includes the warm-up runs).`);
} finally {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
}
