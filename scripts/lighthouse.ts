/**
 * `npm run lighthouse`: measures every route with Lighthouse's mobile preset in Debian Chromium
 * (median of LIGHTHOUSE_RUNS runs, default 3), prints a table and exits non-zero when a target is
 * missed. A route whose median misses gets six more runs and is judged on the median of nine. On
 * a shared 2-core machine one page's TBT ranges from 0 to 300 ms between runs, in phases that last
 * minutes (the same build measured 14 ms and 100 ms medians half an hour apart): a few slow runs
 * should not decide, but a real regression, slow in most runs, still fails. A route that still
 * misses is measured once more after all the others and judged on that second measurement.
 * Targets (issue 5): scores 100 (performance ≥ 98 tolerated as noise), LCP ≤ 1.3 s (1.2 s until
 * the islands runtime became a module script requested with the page, decision 010), TBT ≤ 50 ms,
 * CLS ≤ 0.01; a Bangla page transfers at most 60 KB more than its English counterpart (issue 9).
 * Start it on a fresh build: it starts its own server on a free port.
 * `npm test` runs `--sample` (one page per template and language, tests/support/route-table.ts)
 * with LIGHTHOUSE_RUNS=1: a page that misses still gets its six more runs and its second
 * measurement, so noise does not fail it, and a real regression does.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { unlocalizedPath } from "../app/content/site-paths.ts";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.ts";
import { pagePaths, templatePaths } from "../tests/support/route-table.ts";
import { startSite } from "../tests/support/site-process.ts";

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
// `--sample`: one page per template and language (what `npm test` measures); paths: those pages.
const args = process.argv.slice(2);
const sample = args.includes("--sample");
const only = args.filter((arg) => arg !== "--sample");
const paths = only.length > 0 ? only : sample ? templatePaths : pagePaths;
/** How much more a Bangla page may transfer than the same English page (its font, longer UTF-8 text). */
const banglaExtraBytes = 60 * 1024;
const transferred = new Map<string, number>();
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
/** What Lighthouse clears before each run by default (core/config/constants.js). */
const defaultClearedStorage = ["file_systems", "shader_cache", "service_workers", "cache_storage"] as const;

type Sample = {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
};

/** The median of the runs that produced a value (a run whose trace failed twice gives NaN and is left out). */
function median(values: number[]): number {
  const measured = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
}

/** One Lighthouse run; a run that produced no metrics (a rare trace failure) is retried once. */
async function measure(url: string, chromePort: number): Promise<Sample> {
  const sample = await measureOnce(url, chromePort);
  return Number.isNaN(sample.lcp) || Number.isNaN(sample.tbt) ? measureOnce(url, chromePort) : sample;
}

async function measureOnce(url: string, chromePort: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
    // Screenshots score nothing and cost about a second per run.
    skipAudits: ["screenshot-thumbnails", "final-screenshot", "full-page-screenshot"],
    // Every run is a first visit, as in a fresh Lighthouse CLI profile. Lighthouse clears the HTTP
    // cache between runs but keeps localStorage, so the runs after the first Bangla page would see
    // its "font is cached" flag with the font gone from the cache: a state no visitor is in.
    clearStorageTypes: [...defaultClearedStorage, "local_storage" as const],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Sample["scores"],
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
  };
}

const server = await startSite({
  port,
  env: { CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "lighthouse-")), "contact.sqlite") },
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});

/** Median of `runs` runs; a route that misses gets six more and is judged on the median of them all. */
async function measureRoute(path: string): Promise<ReturnType<typeof summarise>> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(`${server.url}${path}`, chrome.port));
  if (missedTargets(path, summarise(path, samples)).length > 0) {
    for (let i = 0; i < 6; i++) samples.push(await measure(`${server.url}${path}`, chrome.port));
  }
  return summarise(path, samples);
}

function report(row: ReturnType<typeof summarise>, note = "") {
  console.log(
    `${row.path.padEnd(22)} perf ${row.scores.performance} a11y ${row.scores.accessibility} bp ${row.scores["best-practices"]} seo ${row.scores.seo}  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  ${Math.round(row.bytes / 1024)} KB  (${row.runs} runs)${note}`,
  );
}

const rows: Array<ReturnType<typeof summarise>> = [];
try {
  for (const path of paths) {
    const row = await measureRoute(path);
    rows.push(row);
    transferred.set(path, row.bytes);
    report(row);
  }
  // The machine's slow phases last minutes: a route that missed in one is measured once more,
  // after the others, in what is most likely another phase. A real regression misses both times.
  const missedOnce = rows.filter((row) => missedTargets(row.path, row).length > 0);
  if (missedOnce.length > 0) console.log(`\nMeasured again after the other routes:`);
  for (const first of missedOnce) {
    const again = await measureRoute(first.path);
    rows[rows.indexOf(first)] = again;
    report(again, `  (first: TBT ${Math.round(first.tbt)} ms, LCP ${Math.round(first.lcp)} ms)`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}

function summarise(path: string, samples: Sample[]) {
  return {
    path,
    scores: Object.fromEntries(categories.map((c) => [c, median(samples.map((s) => s.scores[c]))])) as Sample["scores"],
    lcp: median(samples.map((s) => s.lcp)),
    tbt: median(samples.map((s) => s.tbt)),
    cls: median(samples.map((s) => s.cls)),
    bytes: median(samples.map((s) => s.bytes)),
    runs: samples.length,
  };
}

function missedTargets(path: string, row: ReturnType<typeof summarise>): string[] {
  return [
    row.scores.performance < 98 && `performance ${row.scores.performance}`,
    row.scores.accessibility < 100 && `accessibility ${row.scores.accessibility}`,
    row.scores["best-practices"] < 100 && `best practices ${row.scores["best-practices"]}`,
    row.scores.seo < 100 && `SEO ${row.scores.seo}`,
    [row.lcp, row.tbt, row.cls].some(Number.isNaN) && "no metrics measured",
    // Decision 010: the runtime's request during load costs Lighthouse's simulated LCP 40–110 ms
    // on every page (a visitor's tap before load is worth it); /bn measured 1.21–1.25 s.
    row.lcp > 1300 && `LCP ${Math.round(row.lcp)} ms`,
    row.tbt > 50 && `TBT ${Math.round(row.tbt)} ms`,
    row.cls > 0.01 && `CLS ${row.cls.toFixed(3)}`,
    path === "/" && row.bytes > 250 * 1024 && `home transfer ${Math.round(row.bytes / 1024)} KB`,
    banglaOverEnglish(path, row.bytes),
  ].filter((miss): miss is string => Boolean(miss));
}

/** A Bangla page's transfer against its English counterpart's, when both were measured in this run. */
function banglaOverEnglish(path: string, bytes: number): string | false {
  const english = unlocalizedPath(path);
  const englishBytes = english === path ? undefined : transferred.get(english);
  if (englishBytes === undefined || bytes <= englishBytes + banglaExtraBytes) return false;
  return `transfer ${Math.round(bytes / 1024)} KB > English ${Math.round(englishBytes / 1024)} KB + 60 KB`;
}

const failures = rows.flatMap((row) => {
  const missed = missedTargets(row.path, row);
  return missed.length > 0 ? [`${row.path}: ${missed.join(", ")}`] : [];
});
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/lighthouse.json",
  JSON.stringify(
    { runs, rows: rows.map((row) => ({ ...row, passed: missedTargets(row.path, row).length === 0 })) },
    null,
    2,
  ),
);
if (failures.length > 0) {
  console.error(`\nLighthouse targets missed:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes meet the Lighthouse targets (median of ${runs} runs).`);
