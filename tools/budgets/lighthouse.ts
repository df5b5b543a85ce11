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
 * with LIGHTHOUSE_RUNS=1.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unlocalizedPath } from "../../app/content/site-paths.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { pagePaths, templatePaths } from "../../tests/support/route-table.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { categories, median, openLighthouseBrowser, type Sample } from "./lighthouse/measure-page.ts";
import { startReferenceServer } from "./lighthouse/static-reference.ts";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
// `--sample`: one page per template and language (what `npm test` measures); paths: those pages.
const args = process.argv.slice(2);
const sample = args.includes("--sample");
const only = args.filter((arg) => arg !== "--sample");
const paths = only.length > 0 ? only : sample ? templatePaths : pagePaths;
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
/**
 * Every other page is measured beside its static reference (tools/budgets/lighthouse/static-reference.ts),
 * one reference run right after each of the page's first runs: the references show what the host
 * does to any page in this minute, which the calibration cannot see (decision 017).
 */
const referenceEvery = 2;
const referenced = new Set(paths.filter((_, i) => i % referenceEvery === 0));
const references = await startReferenceServer(server.url, [...referenced]);
const browser = await openLighthouseBrowser();

/**
 * TBT budgets, judged beyond the static references measured in the same run (decision 017). The
 * calibration gives every run the same simulated phone, but not the same host: another process
 * on one core of two (stress-ng --cpu 1) left the calibration unchanged and raised the mean TBT of
 * a good build from 34 to 59 ms, because a page load needs more than the one thread that
 * Lighthouse's benchmark measures. A static page measured in the same minute pays the same, so
 * the site is judged by what it costs beyond the references' mean TBT:
 * - each page's median at most `pageTbtBudget` beyond it: what a regression costs (hydration during
 *   load measured 160–280 ms, docs/performance.md), while one page's TBT swings between runs
 *   (single runs of a good build from 0 to 160 ms);
 * - the mean of all pages at most `meanTbtBudget` beyond it: a drift that no page shows above its
 *   own spread moves the mean.
 */
const pageTbtBudget = 120;
const meanTbtBudget = 40;

/** At most this many runs of one route: a route that misses is measured again, two runs at a time. */
const maxRuns = Math.max(runs, 5);

/** A referenced page's reference runs (LCP and TBT only), by the page's path. */
const referenceSamples = new Map<string, Sample[]>();

/**
 * Median of `runs` runs, a referenced page's each followed by a run of its reference (interleaved:
 * a busy minute falls on both); while a route misses, two more, judged on the median of them all
 * (at most `maxRuns`), unless none of three or more runs met the targets: two more could not move
 * the median of a target every run missed, so a regression fails after three runs, not five (a bad
 * build's stage took 15 minutes with five).
 */
async function measureRoute(path: string): Promise<Row> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    const sample = await browser.measure(`${server.url}${path}`);
    samples.push(sample);
    if (referenced.has(path)) {
      const reference = await browser.measure(`${references.url}${path}`, "timings");
      referenceSamples.set(path, [...(referenceSamples.get(path) ?? []), reference]);
    }
  }
  // A target missed in every run, not merely every run missing some target: runs that each miss
  // a different one can still give a median that meets them all.
  const missedEveryRun = () =>
    samples.length >= 3 &&
    missedTargets(summarise(path, samples)).some(({ target }) =>
      samples.every((one) => missedTargets(summarise(path, [one])).some((miss) => miss.target === target)),
    );
  while (missedTargets(summarise(path, samples)).length > 0 && samples.length + 2 <= maxRuns && !missedEveryRun()) {
    for (let i = 0; i < 2; i++) samples.push(await browser.measure(`${server.url}${path}`));
  }
  return summarise(path, samples);
}

/** Each referenced page's median reference TBT so far, and their mean: the host's share of a TBT. */
function referenceTbt() {
  const medians = [...referenceSamples].map(([path, samples]) => ({
    path,
    tbt: median(samples.map((s) => s.tbt)),
    samples: samples.map((s) => ({
      tbt: Math.round(s.tbt),
      lcp: Math.round(s.lcp),
      benchmarkIndex: Math.round(s.benchmarkIndex),
      cpuSlowdown: Number(s.cpuSlowdown.toFixed(2)),
      mainThread: Math.round(s.mainThread),
    })),
  }));
  const measured = medians.filter((m) => !Number.isNaN(m.tbt));
  return { mean: measured.reduce((sum, m) => sum + m.tbt, 0) / measured.length, pages: medians };
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
      mainThread: Math.round(s.mainThread),
    })),
  };
}

function report(row: Row) {
  const slowdowns = row.samples.map((s) => `${s.cpuSlowdown}×`).join(" ");
  const beside = referenceSamples.get(row.path);
  const reference = beside ? `  reference TBT ${beside.map((s) => Math.round(s.tbt)).join(", ")} ms` : "";
  console.log(
    `${row.path.padEnd(22)} perf ${row.scores.performance} a11y ${row.scores.accessibility} bp ${row.scores["best-practices"]} seo ${row.scores.seo}  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ${Math.round(row.bytes / 1024)} KB  (${row.runs} runs, CPU ${slowdowns})${reference}`,
  );
}

/** A missed target: which one (to compare runs) and the figures that missed it. */
type Miss = { target: string; detail: string };

function missedTargets(row: Row): Miss[] {
  const misses: Array<[string, string | false]> = [
    ["performance", row.scores.performance < 98 && `performance ${row.scores.performance}`],
    ["accessibility", row.scores.accessibility < 100 && `accessibility ${row.scores.accessibility}`],
    ["best-practices", row.scores["best-practices"] < 100 && `best practices ${row.scores["best-practices"]}`],
    ["seo", row.scores.seo < 100 && `SEO ${row.scores.seo}`],
    ["metrics", [row.lcp, row.tbt, row.cls].some(Number.isNaN) && "no metrics measured"],
    // Decision 010: the runtime's request during load costs Lighthouse's simulated LCP 40–110 ms
    // on every page (a visitor's tap before load is worth it); /bn measured 1.21–1.25 s.
    ["lcp", row.lcp > 1300 && `LCP ${Math.round(row.lcp)} ms`],
    [
      "tbt",
      row.tbt > referenceTbt().mean + pageTbtBudget &&
        `TBT ${Math.round(row.tbt)} ms > references' ${Math.round(referenceTbt().mean)} ms + ${pageTbtBudget} ms`,
    ],
    ["cls", row.cls > 0.01 && `CLS ${row.cls.toFixed(3)}`],
    ["transfer", row.path === "/" && row.bytes > 250 * 1024 && `home transfer ${Math.round(row.bytes / 1024)} KB`],
    ["bangla-transfer", banglaOverEnglish(row.path, row.bytes)],
  ];
  return misses.flatMap(([target, detail]) => (detail ? [{ target, detail }] : []));
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
  await references.close();
  await server.stop();
}

// The whole sample's TBT beyond the references': a drift of a few milliseconds on every page,
// which no page shows above its own spread, moves the mean of 22 pages (only when the sample or
// every page was measured).
const meanTbt = rows.reduce((sum, row) => sum + row.tbt, 0) / rows.length;
const reference = referenceTbt();
const excess = meanTbt - reference.mean;
const summary =
  only.length === 0
    ? {
        check: `mean TBT of all ${rows.length} pages beyond the mean of ${reference.pages.length} references`,
        tbt: Math.round(meanTbt),
        referenceTbt: Math.round(reference.mean),
        excess: Math.round(excess),
        budget: meanTbtBudget,
        passed: excess <= meanTbtBudget,
      }
    : undefined;
const failures = [
  ...rows.flatMap((row) => {
    const missed = missedTargets(row);
    return missed.length > 0 ? [`${row.path}: ${missed.map((miss) => miss.detail).join(", ")}`] : [];
  }),
  ...(summary && !summary.passed
    ? [
        `${summary.check}: ${Math.round(meanTbt)} − ${Math.round(reference.mean)} = ${Math.round(excess)} ms > ${meanTbtBudget} ms`,
      ]
    : []),
];
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/lighthouse.json",
  JSON.stringify(
    {
      runs,
      rows: rows.map((row) => ({ ...row, passed: missedTargets(row).length === 0 })),
      references: reference.pages,
      summary,
    },
    null,
    2,
  ),
);
console.log(
  `\nMean TBT of the ${rows.length} pages: ${Math.round(meanTbt)} ms (median of each page's runs); of ${reference.pages.length} static references: ${Math.round(reference.mean)} ms; beyond them: ${Math.round(excess)} ms (budget ${meanTbtBudget} ms).`,
);
const took = `${Math.round((performance.now() - startedAt) / 1000)} s`;
if (failures.length > 0) {
  console.error(`\nLighthouse targets missed (${took}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes meet the Lighthouse targets (median of ${runs} runs, ${took}).`);
