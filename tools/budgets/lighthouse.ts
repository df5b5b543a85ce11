/**
 * `npm run lighthouse`: measures every route with Lighthouse's mobile preset in Debian Chromium,
 * its CPU slowdown calibrated to the host (tools/budgets/lighthouse/measure-page.ts), each run of
 * a page followed by a run of its static reference with the same slowdown
 * (tools/budgets/lighthouse/static-reference.ts); median of LIGHTHOUSE_RUNS runs (default 3);
 * prints a table and exits non-zero when a target is missed. The rule is in
 * tools/budgets/lighthouse/verdict.ts (decision 024): the usual absolute targets, and TBT judged
 * by what a page blocks beyond its reference in the same minute, so that a busy host costs both
 * (LCP too, when the host slowed the reference past the absolute target's reach).
 * A run within the sample's TBT budget and 1.3 s of LCP on its own needs no reference: none is run.
 * A route that misses is measured again, two pairs of runs at a time up to five, and judged on
 * the medians of them all, unless a target was missed in every one of three runs.
 * Start it on a fresh build: it starts its own server on a free port (LIGHTHOUSE_PORT to choose
 * one; LIGHTHOUSE_CONTACT_DB: a store holding a published edition, see lighthouse-after-publish.ts).
 * `npm test` runs `--sample` (one page per template and language, tests/support/route-table.ts)
 * with LIGHTHOUSE_RUNS=1. LIGHTHOUSE_COLOR_SCHEME=dark measures the pages as a visitor whose
 * device is set to dark sees them (the dark theme, decision 026).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unlocalizedPath } from "../../app/content/site-paths.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { pagePaths, searchPagePaths, templatePaths } from "../../tests/support/route-table.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { colorSchemeSetting } from "./lighthouse/color-scheme.ts";
import { categories, median, openLighthouseBrowser } from "./lighthouse/measure-page.ts";
import { chosenHalf, halfOfSample } from "./lighthouse/sample-half.ts";
import { startReferenceServer } from "./lighthouse/static-reference.ts";
import {
  budget,
  sampleExcess,
  missedInEveryRun,
  missedTargets,
  referenceNeeded,
  summarise,
  unmeasuredReference,
  type PageRuns,
  type Row,
} from "./lighthouse/verdict.ts";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const colorScheme = colorSchemeSetting(process.env.LIGHTHOUSE_COLOR_SCHEME);
const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
// `--sample`: one page per template and language (what `npm test` measures); paths: those pages.
const args = process.argv.slice(2);
const sample = args.includes("--sample");
const only = args.filter((arg) => arg !== "--sample");
// The sample is halved, alternately, to keep the stage under five minutes (sample-half.ts). The
// search page, rendered per request, is measured with a query in each language (not in the sample).
const half = sample && only.length === 0 ? chosenHalf(process.env.LIGHTHOUSE_HALF) : undefined;
const paths =
  only.length > 0 ? only : half ? halfOfSample(templatePaths, half.half) : [...pagePaths, ...searchPagePaths];
if (half) console.log(`Sample half ${half.half} (${half.why}): ${paths.join(" ")}`);
/** At most this many runs of one route: a route that misses is measured again, two runs at a time. */
const maxRuns = Math.max(runs, 5);
const transferred = new Map<string, number>();
const startedAt = performance.now();

const server = await startSite({
  port,
  // LIGHTHOUSE_CONTACT_DB: a store holding a published edition (tools/budgets/lighthouse-after-publish.ts).
  env: {
    CONTACT_DB_PATH:
      process.env.LIGHTHOUSE_CONTACT_DB ?? join(mkdtempSync(join(tmpdir(), "lighthouse-")), "contact.sqlite"),
  },
});
// Built from what the server answers now, so a published edition's pages get their own references.
const references = await startReferenceServer(server.url, paths);
const browser = await openLighthouseBrowser(categories, colorScheme);
console.log(`Measuring in the ${colorScheme} colour scheme (LIGHTHOUSE_COLOR_SCHEME).`);

/** The English twin's transfer, when `path` is a Bangla page and its twin was measured already. */
const englishBytesOf = (path: string) =>
  unlocalizedPath(path) === path ? undefined : transferred.get(unlocalizedPath(path));

/**
 * One run of the page, then, when its figures need one to be judged (verdict.ts,
 * referenceNeeded), one of its reference (timings only) with the same CPU slowdown.
 */
async function measurePair(path: string, measured: PageRuns) {
  const ours = await browser.measure(`${server.url}${path}`);
  measured.ours.push(ours);
  measured.references.push(
    referenceNeeded(ours) ? await browser.measure(`${references.url}${path}`, "timings", ours) : unmeasuredReference(),
  );
}

async function measureRoute(path: string): Promise<PageRuns> {
  const measured: PageRuns = { path, ours: [], references: [] };
  for (let i = 0; i < runs; i++) await measurePair(path, measured);
  const english = englishBytesOf(path);
  while (
    missedTargets(summarise(measured), english).length > 0 &&
    measured.ours.length + 2 <= maxRuns &&
    !missedInEveryRun(measured, english)
  ) {
    for (let i = 0; i < 2; i++) await measurePair(path, measured);
  }
  return measured;
}

function report(row: Row) {
  const slowdowns = row.samples.map((s) => `${s.cpuSlowdown}×`).join(" ");
  // "–": no reference run, the page's run was within budget on its own (verdict.ts, referenceNeeded).
  const pairs = row.samples.map((s) => `${s.tbt}/${s.referenceTbt ?? "–"}`).join(", ");
  const referenced = row.samples.some((s) => s.referenceTbt !== null);
  // The median of the references that were run (the verdict counts the others as 0 ms: verdict.ts).
  const referenceLcps = row.samples.flatMap((s) => (s.referenceLcp === null ? [] : [s.referenceLcp]));
  const lcp = `LCP ${Math.round(row.lcp)} ms${referenced ? ` (reference ${median(referenceLcps)})` : ""}`;
  const tbt = referenced
    ? `TBT ${Math.round(row.tbt)} − reference ${Math.round(row.referenceTbt)} = ${Math.round(row.excessTbt)} ms`
    : `TBT ${Math.round(row.tbt)} ms, no reference needed`;
  console.log(
    `${row.path.padEnd(22)} perf ${row.scores.performance} a11y ${row.scores.accessibility} bp ${row.scores["best-practices"]} seo ${row.scores.seo}  ${lcp}  ${tbt} (runs ${pairs})  CLS ${row.cls.toFixed(3)}  ${Math.round(row.bytes / 1024)} KB  (${row.runs} runs, CPU ${slowdowns})`,
  );
}

const rows: Array<{ row: Row; missed: string[] }> = [];
try {
  for (const path of paths) {
    const row = summarise(await measureRoute(path));
    rows.push({ row, missed: missedTargets(row, englishBytesOf(path)).map((miss) => miss.detail) });
    transferred.set(path, row.bytes);
    report(row);
  }
} finally {
  await browser.close();
  await references.close();
  await server.stop();
}

// The whole sample's excess (only when the sample or every page was measured, not chosen paths).
const overall = sampleExcess(rows.map(({ row }) => row));
const summary =
  only.length === 0
    ? {
        check: `median TBT beyond the references over ${rows.length} pages`,
        excess: Math.round(overall.excess),
        budget: budget.sampleExcessTbt,
        passed: overall.passed,
      }
    : undefined;
const failures = [
  ...rows.flatMap(({ row, missed }) => (missed.length > 0 ? [`${row.path}: ${missed.join(", ")}`] : [])),
  ...(summary && !summary.passed ? [`${summary.check}: ${summary.excess} ms > ${summary.budget} ms`] : []),
];
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/lighthouse.json",
  JSON.stringify(
    {
      runs,
      colorScheme,
      rows: rows.map(({ row, missed }) => ({ ...row, passed: missed.length === 0, missed })),
      summary,
    },
    null,
    2,
  ),
);
console.log(
  `\nMedian TBT beyond the references over the ${rows.length} pages: ${Math.round(overall.excess)} ms (budget ${budget.sampleExcessTbt} ms).`,
);
const took = `${Math.round((performance.now() - startedAt) / 1000)} s`;
if (failures.length > 0) {
  console.error(`\nLighthouse targets missed (${took}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes meet the Lighthouse targets (median of ${runs} runs, ${took}).`);
