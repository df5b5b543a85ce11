/**
 * `npm run bench:lighthouse [paths…]`: each page against a static reference of itself, measured
 * interleaved with the same calibrated Lighthouse (tools/budgets/lighthouse/measure-page.ts), so that
 * the figures compare the page with the least a browser must do to show its content, on this
 * machine, in this minute. A measurement, not a test: it prints a table for docs/performance.md
 * and fails only if a run fails.
 *
 * The reference is the page's own HTML with every script, stylesheet, class, style and data
 * attribute taken out, and a dozen lines of inline CSS put in: the same text, links, images and
 * fonts (the system's, as ours), as a hand-written static page would show them. What the page
 * costs beyond it is what our stylesheet, islands and markup cost.
 *
 * Needs an existing build (npm run build). Env: BENCH_RUNS (rounds per page, default 3, at most 9).
 * Without paths: one page per template and language (the pages `npm test` measures).
 */
import { createServer } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { templatePaths } from "../../tests/support/route-table.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { median, openLighthouseBrowser, type Sample } from "../budgets/lighthouse/measure-page.ts";

const runs = Math.min(9, Math.max(1, Math.round(Number(process.env.BENCH_RUNS ?? 3)) || 3));
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : templatePaths;
const ports = { site: 3480, reference: 3481 };

/** What the reference keeps of our look: readable text, images in their boxes, nested menus closed. */
const referenceCss = `
body{margin:0 auto;max-width:44rem;padding:0 1rem;font-family:system-ui,"Noto Sans Bengali",sans-serif;line-height:1.5;color:#17252a;background:#fffdf7}
:lang(bn){line-height:1.65}
img{max-width:100%;height:auto}
svg{width:1.5rem;height:1.5rem}
nav ul ul,details:not([open])>:not(summary){display:none}
a{color:#0f5c5c}
`;

/** The page as a plain static document (see the header comment). */
function referenceOf(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="(?:stylesheet|expect|preload|modulepreload)"[^>]*>/g, "")
    .replace(/\s(?:class|style|data-[\w-]+)="[^"]*"/g, "")
    .replace("</head>", `<style>${referenceCss}</style></head>`);
}

const site = await startSite({
  port: ports.site,
  env: { CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-lighthouse-")), "contact.sqlite") },
});

// The references, gzipped once; anything else (images, icons, favicons) comes from the site.
const references = new Map<string, Buffer>();
for (const path of paths) {
  const response = await fetch(`${site.url}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  references.set(path, gzipSync(referenceOf(await response.text())));
}
const referenceServer = createServer((request, response) => {
  const path = request.url ?? "/";
  const page = references.get(path);
  if (page) {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
    response.end(page);
    return;
  }
  void fetch(`${site.url}${path}`).then(async (upstream) => {
    response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "" });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
});
await new Promise<void>((listening) => referenceServer.listen(ports.reference, "127.0.0.1", listening));
const referenceUrl = `http://127.0.0.1:${ports.reference}`;

// Performance only: the other categories are the budget's (npm run lighthouse), and each costs time.
const browser = await openLighthouseBrowser(["performance"]);
type Pair = { path: string; ours: Sample[]; reference: Sample[] };
const pairs: Pair[] = [];
try {
  for (const path of paths) {
    const pair: Pair = { path, ours: [], reference: [] };
    // Interleaved: a slow minute of the machine falls on both, not on one.
    for (let round = 0; round < runs; round++) {
      pair.ours.push(await browser.measure(`${site.url}${path}`));
      pair.reference.push(await browser.measure(`${referenceUrl}${path}`));
    }
    pairs.push(pair);
    console.log(row(pair));
  }
} finally {
  await browser.close();
  referenceServer.close();
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
    list(ours, (s) => s.scores.performance),
    list(reference, (s) => s.scores.performance),
    slowdowns([...ours, ...reference]),
    "",
  ]
    .join(" | ")
    .trim();
}

console.log(
  `\n| page | LCP ours / reference | TBT ours | TBT reference | Performance ours | Performance reference | CPU slowdown |`,
);
console.log(`|---|---|---|---|---|---|---|`);
for (const pair of pairs) console.log(row(pair));
const worst = Math.max(...pairs.map((pair) => median(pair.ours.map((s) => s.tbt))));
console.log(`\n${pairs.length} pages, ${runs} rounds each; highest median TBT of ours: ${Math.round(worst)} ms.`);
