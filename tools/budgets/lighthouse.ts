/**
 * `npm run lighthouse`: measures every route with Lighthouse's mobile preset in Debian Chromium,
 * its CPU slowdown calibrated to the host before every run (tools/budgets/lighthouse/measure-page.ts),
 * median of LIGHTHOUSE_RUNS runs (default 3); prints a table and exits non-zero when a target is
 * missed. A route that misses is measured again, two runs at a time up to five, and judged on
 * the median of them all: a slow run or two (another process took the CPU during the page load,
 * which the benchmark before it cannot know) do not decide, while a real regression, slow in most
 * runs, still fails.
 * Targets (issue 5, issue 24): scores 100 (performance ≥ 98 tolerated as noise), LCP ≤ 1.3 s
 * (decision 010), TBT ≤ 150 ms per page and ≤ 50 ms on average over all pages measured
 * (decision 017), CLS ≤ 0.01; a Bangla page transfers at most 60 KB more than its English counterpart
 * (issue 9).
 * Start it on a fresh build: it starts its own server on a free port (LIGHTHOUSE_PORT to choose one).
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
import { categories, median, openLighthouseBrowser, type Sample } from "./lighthouse/measure-page.ts";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const colorScheme = colorSchemeSetting(process.env.LIGHTHOUSE_COLOR_SCHEME);
const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
// `--sample`: one page per template and language (what `npm test` measures); paths: those pages.
const args = process.argv.slice(2);
const sample = args.includes("--sample");
const only = args.filter((arg) => arg !== "--sample");
// The search page, rendered per request, is measured with a query in each language (not in the sample).
const paths = only.length > 0 ? only : sample ? templatePaths : [...pagePaths, ...searchPagePaths];
/** How much more a Bangla page may transfer than the same English page (its font, longer UTF-8 text). */
const banglaExtraBytes = 60 * 1024;
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
const browser = await openLighthouseBrowser(categories, colorScheme);
console.log(`Measuring in the ${colorScheme} colour scheme (LIGHTHOUSE_COLOR_SCHEME).`);

/**
 * TBT budgets, two-level (decision 017). One page's TBT swings between runs on these machines,
 * calibrated or not (single runs from 0 to 160 ms; a median of five up to 83 ms on a good build),
 * so a page is judged against what a regression costs (hydration during load measured 160–280 ms,
 * docs/performance.md): its median at most 150 ms. A drift that no page shows above its own
 * spread shows in the mean of all pages: at most 50 ms (22 pages measured 26 and 35 ms in two
 * clean clones of one build).
 */
const pageTbtBudget = 150;
const meanTbtBudget = 50;

/** At most this many runs of one route: a route that misses is measured again, two runs at a time. */
const maxRuns = Math.max(runs, 5);

/** Median of `runs` runs; while a route misses, two more, judged on the median of them all (at most `maxRuns`). */
async function measureRoute(path: string): Promise<Row> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await browser.measure(`${server.url}${path}`));
  while (missedTargets(summarise(path, samples)).length > 0 && samples.length + 2 <= maxRuns) {
    for (let i = 0; i < 2; i++) samples.push(await browser.measure(`${server.url}${path}`));
  }
  return summarise(path, samples);
}

type Row = ReturnType<typeof summarise>;

function summarise(path: string, samples: Sample[]) {
  const of = (metric: (sample: Sample) => number) => median(samples.map(metric));
  return {
    path,
    scores: Object.fromEntries(categories.map((c) => [c, of((s) => s.scores[c])])) as Sample["scores"],
    lcp: of((s) => s.lcp),
    tbt: of((s) => s.tbt),
    cls: of((s) => s.cls),
    bytes: of((s) => s.bytes),
    runs: samples.length,
    // Each run's own figures, so that a report shows the spread and the calibration behind a median.
    samples: samples.map((s) => ({
      performance: s.scores.performance,
      tbt: Math.round(s.tbt),
      lcp: Math.round(s.lcp),
      benchmarkIndex: Math.round(s.benchmarkIndex),
      cpuSlowdown: Number(s.cpuSlowdown.toFixed(2)),
    })),
  };
}

function report(row: Row) {
  const slowdowns = row.samples.map((s) => `${s.cpuSlowdown}×`).join(" ");
  console.log(
    `${row.path.padEnd(22)} perf ${row.scores.performance} a11y ${row.scores.accessibility} bp ${row.scores["best-practices"]} seo ${row.scores.seo}  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ${Math.round(row.bytes / 1024)} KB  (${row.runs} runs, CPU ${slowdowns})`,
  );
}

function missedTargets(row: Row): string[] {
  return [
    row.scores.performance < 98 && `performance ${row.scores.performance}`,
    row.scores.accessibility < 100 && `accessibility ${row.scores.accessibility}`,
    row.scores["best-practices"] < 100 && `best practices ${row.scores["best-practices"]}`,
    row.scores.seo < 100 && `SEO ${row.scores.seo}`,
    [row.lcp, row.tbt, row.cls].some(Number.isNaN) && "no metrics measured",
    // Decision 010: the runtime's request during load costs Lighthouse's simulated LCP 40–110 ms
    // on every page (a visitor's tap before load is worth it); /bn measured 1.21–1.25 s.
    row.lcp > 1300 && `LCP ${Math.round(row.lcp)} ms`,
    row.tbt > pageTbtBudget && `TBT ${Math.round(row.tbt)} ms`,
    row.cls > 0.01 && `CLS ${row.cls.toFixed(3)}`,
    row.path === "/" && row.bytes > 250 * 1024 && `home transfer ${Math.round(row.bytes / 1024)} KB`,
    banglaOverEnglish(row.path, row.bytes),
  ].filter((miss): miss is string => Boolean(miss));
}

/** A Bangla page's transfer against its English counterpart's, when both were measured in this run. */
function banglaOverEnglish(path: string, bytes: number): string | false {
  const english = unlocalizedPath(path);
  const englishBytes = english === path ? undefined : transferred.get(english);
  if (englishBytes === undefined || bytes <= englishBytes + banglaExtraBytes) return false;
  return `transfer ${Math.round(bytes / 1024)} KB > English ${Math.round(englishBytes / 1024)} KB + 60 KB`;
}

const rows: Row[] = [];
try {
  for (const path of paths) {
    const row = await measureRoute(path);
    rows.push(row);
    transferred.set(path, row.bytes);
    report(row);
  }
} finally {
  await browser.close();
  await server.stop();
}

// The whole sample's TBT: a drift of a few milliseconds on every page, which no page shows above
// its own spread, moves the mean of 22 pages (only when the sample or every page was measured).
const meanTbt = rows.reduce((sum, row) => sum + row.tbt, 0) / rows.length;
const summary =
  only.length === 0
    ? { check: `mean TBT of all ${rows.length} pages`, tbt: meanTbt, passed: meanTbt <= meanTbtBudget }
    : undefined;
const failures = [
  ...rows.flatMap((row) => {
    const missed = missedTargets(row);
    return missed.length > 0 ? [`${row.path}: ${missed.join(", ")}`] : [];
  }),
  ...(summary && !summary.passed ? [`${summary.check}: ${Math.round(meanTbt)} ms > ${meanTbtBudget} ms`] : []),
];
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/lighthouse.json",
  JSON.stringify(
    { runs, colorScheme, rows: rows.map((row) => ({ ...row, passed: missedTargets(row).length === 0 })), summary },
    null,
    2,
  ),
);
console.log(`\nMean TBT of the ${rows.length} pages: ${Math.round(meanTbt)} ms (median of each page's runs).`);
const took = `${Math.round((performance.now() - startedAt) / 1000)} s`;
if (failures.length > 0) {
  console.error(`\nLighthouse targets missed (${took}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes meet the Lighthouse targets (median of ${runs} runs, ${took}).`);
