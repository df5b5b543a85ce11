/**
 * One Lighthouse run (mobile preset, simulated throttling) whose CPU slowdown is calibrated to the
 * host, the way Lighthouse's docs/throttling.md says to: Lighthouse's default 4× slowdown turns
 * the host it expects into a mid-tier phone, but the same 4× on a host half as fast simulates a
 * phone half as fast again. These 2-core machines measure a benchmarkIndex anywhere between about
 * 1,000 and 2,200 from one minute to the next, so an uncalibrated Total Blocking Time says as
 * much about the machine's phase as about the page. Each run measures the host with Lighthouse's
 * own benchmark (page-functions' computeBenchmarkIndex) in the same browser right before it, and
 * slows the CPU down by index / phoneIndex, the index being the median of the browser's last five
 * samples (recent-benchmarks.ts): every run simulates the same phone, on any host.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import puppeteer, { type Browser } from "puppeteer-core";
import { chromiumFlags, chromiumPath } from "../../../tests/support/chromium.ts";
import { colorSchemeFlags, type ColorScheme } from "./color-scheme.ts";
import { RecentBenchmarks } from "./recent-benchmarks.ts";

/**
 * The benchmarkIndex of the phone every run simulates: Lighthouse's default 4× slowdown applied
 * to the host Lighthouse expects (index 2,000: its environment check warns below 1,000 as "at
 * least ~2x weaker than our regular target device"), a mid-tier phone (docs/throttling.md: 125–800).
 */
export const phoneIndex = 500;

/** The CPU slowdown that turns a host of `benchmarkIndex` into the phone of `phoneIndex` (never a speed-up). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(1, benchmarkIndex / phoneIndex);
}

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof categories)[number];

export type Sample = {
  /** Each category's score, 0–100; NaN for a category the browser was opened without. */
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Main-thread work of the load, all tasks (Lighthouse's mainthread-work-breakdown, slowed down as the CPU). */
  mainThread: number;
  /** The host's benchmarkIndex (the median of the last five samples, the last taken right before the run), and the slowdown it gave. */
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** A reference run left out because its page's run could not need it (verdict.ts, referenceNeeded). */
  unmeasured?: true;
};

/** What Lighthouse clears before each run by default (core/config/constants.js). */
const defaultClearedStorage = ["file_systems", "shader_cache", "service_workers", "cache_storage"] as const;

/**
 * What a run audits: the categories the browser was opened with, or only LCP, TBT and main-thread
 * work (no score, CLS or bytes: NaN). The load and its trace are the same; a `timings` run skips
 * what the other audits gather after it (images, axe, anchors…) and takes about two thirds of the
 * time.
 */
export type Scope = "categories" | "timings";

/** The audits of a `timings` run. */
const timingAudits = ["largest-contentful-paint", "total-blocking-time", "mainthread-work-breakdown"];

export type LighthouseBrowser = {
  /**
   * One calibrated run; a run that produced no metrics (a rare trace failure) is retried once.
   * `calibratedAs`: a run measured just before whose benchmark this one reuses, so that a page and
   * its reference are slowed down alike (and the second benchmark's second is saved).
   */
  measure(url: string, scope?: Scope, calibratedAs?: Sample): Promise<Sample>;
  close(): Promise<void>;
};

/**
 * `measured`: the categories to audit (all four by default; a benchmark of speed needs only
 * performance); `colorScheme`: the system colour scheme the pages see (color-scheme.ts).
 */
export async function openLighthouseBrowser(
  measured: readonly Category[] = categories,
  colorScheme: ColorScheme = "light",
): Promise<LighthouseBrowser> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags, ...colorSchemeFlags(colorScheme)],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  // A browser that has just started measures about half its speed in its first benchmark (its
  // own start-up work shares the CPU): that one is thrown away.
  await benchmark(browser);
  const recent = new RecentBenchmarks();
  // Two more samples before the first run, so that its calibration is already a median of three.
  for (let i = 0; i < 2; i += 1) recent.add(await benchmark(browser));
  const measureOnce = async (url: string, scope: Scope, calibratedAs?: Sample): Promise<Sample> => {
    const benchmarkIndex = calibratedAs?.benchmarkIndex ?? recent.add(await benchmark(browser));
    const audited = scope === "timings" ? [] : measured;
    return { ...(await run(url, chrome.port, cpuSlowdownFor(benchmarkIndex), audited)), benchmarkIndex };
  };
  return {
    async measure(url, scope = "categories", calibratedAs) {
      const sample = await measureOnce(url, scope, calibratedAs);
      return Number.isNaN(sample.lcp) || Number.isNaN(sample.tbt) ? measureOnce(url, scope, calibratedAs) : sample;
    },
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/** Lighthouse's benchmarkIndex of this host now, measured in a blank tab of the browser (about 1 s). */
async function benchmark(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

/** One Lighthouse run of `url` auditing the `measured` categories, or the timings alone when none. */
async function run(
  url: string,
  port: number,
  cpuSlowdown: number,
  measured: readonly Category[],
): Promise<Omit<Sample, "benchmarkIndex">> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    ...(measured.length > 0 ? { onlyCategories: [...measured] } : { onlyAudits: timingAudits }),
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    // Screenshots score nothing and cost about three seconds per run: skipping their audits still
    // took the full-page screenshot (2 s of a 10 s run here) until it was disabled too. The
    // back/forward cache check (a diagnostic of weight 0) navigates away and back after the load.
    skipAudits: ["screenshot-thumbnails", "final-screenshot", "full-page-screenshot", "bf-cache"],
    disableFullPageScreenshot: true,
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
      categories.map((c) => [c, measured.includes(c) ? Math.round((lhr.categories[c]?.score ?? 0) * 100) : NaN]),
    ) as Sample["scores"],
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    bytes: numeric("total-byte-weight"),
    mainThread: numeric("mainthread-work-breakdown"),
    cpuSlowdown,
  };
}

/** The median of the values measured (a run whose trace failed twice gives NaN and is left out). */
export function median(values: number[]): number {
  const measured = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
}
