/**
 * `npm run bench:rerender [-- --runs 5]`: how long a live pages refresh takes
 * (server/pages/live-pages.server.ts), in this process on the production build: every prerendered
 * page, data file and resource rendered again through React Router, as a running server does when
 * content is published. Three cases, each the median of `--runs` refreshes:
 * - content unchanged: render and compare only (nothing is compressed or swapped);
 * - every file changed, compressed at the run-time brotli quality (what a publish that touches
 *   the footer costs), and with `--build-quality` the same at the build's quality 11, for
 *   comparison (about ten times longer).
 * CPU ms (this process, its zlib threads included) depends less than the wall time on what else
 * the machine runs; the longest event loop stall (median over the runs) is what a visitor's
 * request could wait behind a refresh.
 * A measurement, not a test: it prints a markdown table and fails only if a refresh fails.
 * Needs an existing build (npm run build).
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { ServerBuild } from "react-router";
import { runTimeBrotliQuality } from "../../server/http/compression.ts";
import { contentSecurityPolicy } from "../../server/http/security-headers.ts";
import { loadStaticFiles } from "../../server/http/static-files.ts";
import { createLivePages, type RefreshReport } from "../../server/pages/live-pages.server.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "5" }, "build-quality": { type: "boolean", default: false } },
});
const runs = Math.min(15, Math.max(1, Math.round(Number(values.runs)) || 5));

const root = resolve(import.meta.dirname, "../..");
const client = join(root, "build/client");
if (!existsSync(join(client, "index.html")) || !existsSync(join(root, "build/server/index.js"))) {
  console.error("No production build in build/: run `npm run build` first (this script builds nothing).");
  process.exit(1);
}
const build = (await import(pathToFileURL(join(root, "build/server/index.js")).href)) as ServerBuild;
// The pages' own policy (server/pages/page-policy.ts) reads the font's URL through Vite, which plain
// Node cannot load; it only fills a header, so a policy of the same kind stands in.
const pagePolicy = contentSecurityPolicy();

type Case = { name: string; everyFileChanged: boolean; brotliQuality: number };
const cases: Case[] = [
  { name: "content unchanged", everyFileChanged: false, brotliQuality: runTimeBrotliQuality },
  {
    name: `every file changed, brotli ${runTimeBrotliQuality}`,
    everyFileChanged: true,
    brotliQuality: runTimeBrotliQuality,
  },
  ...(values["build-quality"]
    ? [{ name: "every file changed, brotli 11", everyFileChanged: true, brotliQuality: 11 }]
    : []),
];

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

/** One refresh on a fresh copy of the build's files; "changed" files are made to look stale first. */
async function refreshOnce(test: Case): Promise<{ report: RefreshReport; stallMs: number; cpuMs: number }> {
  const staticFiles = loadStaticFiles(client, pagePolicy);
  if (test.everyFileChanged)
    for (const [urlPath, file] of staticFiles) staticFiles.set(urlPath, { ...file, etag: '"stale"' });
  const live = createLivePages({ build, staticFiles, pagePolicy, brotliQuality: test.brotliQuality });
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const cpu = process.cpuUsage();
  const report = await live.refresh();
  const { user, system } = process.cpuUsage(cpu);
  await new Promise((turn) => setTimeout(turn, 20)); // the last stall is recorded when the loop turns
  stalls.disable();
  if (report.failed.length) throw new Error(`The refresh failed for ${JSON.stringify(report.failed)}`);
  return { report, stallMs: stalls.max / 1e6, cpuMs: (user + system) / 1000 };
}

const info = console.log;
const lines = [
  `Live pages refresh on ${build.prerender.length} prerendered paths, median of ${runs} (node ${process.version}):`,
  "",
  "| case | median ms | min ms | max ms | CPU ms | longest stall ms | paths | files | rendered KB | changed | brotli KB |",
  "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
];
for (const test of cases) {
  await refreshOnce(test); // warm-up: the first render compiles the app's code
  const results: Awaited<ReturnType<typeof refreshOnce>>[] = [];
  console.log = () => {}; // the refresh's own log line, once per run
  try {
    for (let run = 0; run < runs; run += 1) results.push(await refreshOnce(test));
  } finally {
    console.log = info;
  }
  const durations = results.map(({ report }) => report.durationMs);
  const { report } = results[0]!;
  lines.push(
    `| ${test.name} | ${median(durations)} | ${Math.min(...durations)} | ${Math.max(...durations)} | ` +
      `${median(results.map(({ cpuMs }) => cpuMs)).toFixed(0)} | ` +
      `${median(results.map(({ stallMs }) => stallMs)).toFixed(0)} | ${report.paths} | ${report.files} | ` +
      `${(report.bytes / 1024).toFixed(0)} | ${report.changed} | ${(report.changedBrotliBytes / 1024).toFixed(0)} |`,
  );
}
console.log(lines.join("\n"));
