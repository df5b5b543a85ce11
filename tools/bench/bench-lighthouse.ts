/**
 * `npm run bench:lighthouse [paths…]`: each page against a static reference of itself, measured
 * interleaved with the same calibrated Lighthouse (tools/budgets/lighthouse/measure-page.ts), so that
 * the figures compare the page with the least a browser must do to show its content, on this
 * machine, in this minute. A measurement, not a test: it prints a table for docs/performance.md
 * and fails only if a run fails.
 *
 * The reference (tools/budgets/lighthouse/static-reference.ts) is the page's own HTML with every
 * script, stylesheet, class, style and data attribute taken out, and a dozen lines of inline CSS
 * put in: the same text, links, images and fonts, as a hand-written static page would show them.
 * What the page costs beyond it is what our stylesheet, islands and markup cost. The Lighthouse
 * budget judges the site the same way, on fewer pages and runs (decision 024).
 *
 * Needs an existing build (npm run build). Env: BENCH_RUNS (rounds per page, default 3, at most 9).
 * Without paths: one page per template and language (the pages `npm test` measures).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/free-port.ts";
import { templatePaths } from "../../tests/support/route-table.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { median, openLighthouseBrowser, type Sample } from "../budgets/lighthouse/measure-page.ts";
import { startReferenceServer } from "../budgets/lighthouse/static-reference.ts";

const runs = Math.min(9, Math.max(1, Math.round(Number(process.env.BENCH_RUNS ?? 3)) || 3));
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : templatePaths;

const site = await startSite({
  port: await freePort(),
  env: { CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-lighthouse-")), "contact.sqlite") },
});
// The references, built once from what the site serves; images and icons come from the site.
const references = await startReferenceServer(site.url, paths);

// Performance only: the other categories are the budget's (npm run lighthouse), and each costs time.
const browser = await openLighthouseBrowser(["performance"]);
type Pair = { path: string; ours: Sample[]; reference: Sample[] };
const pairs: Pair[] = [];
try {
  for (const path of paths) {
    const pair: Pair = { path, ours: [], reference: [] };
    // Interleaved: a slow minute of the machine falls on both, not on one.
    for (let round = 0; round < runs; round++) {
      // Interleaved and with the same CPU slowdown, as the budget measures them (decision 024).
      const ours = await browser.measure(`${site.url}${path}`);
      pair.ours.push(ours);
      pair.reference.push(await browser.measure(`${references.url}${path}`, "categories", ours));
    }
    pairs.push(pair);
    console.log(row(pair));
  }
} finally {
  await browser.close();
  await references.close();
  await site.stop();
}

/** The range of CPU slowdowns the calibration chose for a page's runs. */
function slowdowns(samples: Sample[]): string {
  const values = samples.map((s) => s.cpuSlowdown);
  return `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}×`;
}

function row({ path, ours, reference }: Pair): string {
  const lcp = (samples: Sample[]) => median(samples.map((s) => s.lcp));
  const list = (samples: Sample[], pick: (s: Sample) => number) => samples.map((s) => Math.round(pick(s))).join(", ");
  const ratio = (lcp(ours) / lcp(reference)).toFixed(2);
  return [
    "",
    `\`${path}\``,
    `${Math.round(lcp(ours)).toLocaleString("en")} / ${Math.round(lcp(reference)).toLocaleString("en")} ms (${ratio}×)`,
    `${list(ours, (s) => s.tbt)} ms (median ${Math.round(median(ours.map((s) => s.tbt)))})`,
    `${list(reference, (s) => s.tbt)} ms`,
    `${Math.round(median(ours.map((s) => s.tbt)) - median(reference.map((s) => s.tbt)))} ms`,
    list(ours, (s) => s.scores.performance),
    list(reference, (s) => s.scores.performance),
    slowdowns([...ours, ...reference]),
    "",
  ]
    .join(" | ")
    .trim();
}

console.log(
  `\n| page | LCP ours / reference | TBT ours | TBT reference | TBT beyond (medians) | Performance ours | Performance reference | CPU slowdown |`,
);
console.log(`|---|---|---|---|---|---|---|---|`);
for (const pair of pairs) console.log(row(pair));
const worst = Math.max(...pairs.map((pair) => median(pair.ours.map((s) => s.tbt))));
console.log(`\n${pairs.length} pages, ${runs} rounds each; highest median TBT of ours: ${Math.round(worst)} ms.`);
