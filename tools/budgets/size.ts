/**
 * `npm run size`: per-route JavaScript and CSS, gzipped, against the budget (issue 5). Each page
 * is loaded in Debian Chromium and scrolled through until all its islands have hydrated, so the JavaScript counted is what
 * the route really downloads (entry and island chunks), not a guess from the build manifest.
 * Every page's HTML, headers included, must also arrive in the round trips first-round-trip.ts
 * allows it (one, or two for the home pages): a byte more costs its LCP 150 ms on Lighthouse's model.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { gotoHydrated } from "../../tests/e2e/helpers.ts";
import { chromiumFlags, chromiumPath } from "../../tests/support/chromium.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { pagePaths, pagesWithoutRepeats } from "../../tests/support/route-table.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { roundTripLimit, transferBytes } from "./first-round-trip.ts";

const budget = { jsKb: 100, cssKb: 12 };
const port = Number(process.env.SIZE_PORT ?? (await freePort()));
const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function fileFor(url: string): string {
  const path = new URL(url).pathname;
  return `build/client${path}`;
}

const server = await startSite({
  port,
  env: { CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "size-")), "contact.sqlite") },
});

const launchBrowser = () => chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
let browser = await launchBrowser();
const failures: string[] = [];
const rows: Array<{ path: string; jsBytes: number; cssBytes: number; htmlBytes: number; passed: boolean }> = [];
const roundTripRows: Array<{ path: string; transferBytes: number; limitBytes: number; passed: boolean }> = [];

/** What one visit of `path` downloads: every script and stylesheet, once each, and its HTML. */
async function visit(path: string) {
  // Desktop width: the desktop menu island only loads there, so this is the larger of the two.
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  let requests = 0;
  page.on("response", (response) => {
    requests += 1;
    const type = response.request().resourceType();
    if (type === "script") scripts.add(response.url());
    if (type === "stylesheet") stylesheets.add(response.url());
  });
  try {
    // Scrolls through the page so that every island downloads its code, as a reader's visit would.
    await gotoHydrated(page, `${server.url}${path}`);
    const html = await (await page.request.get(`${server.url}${path}`)).text();
    return { scripts, stylesheets, requests, html };
  } finally {
    await page.close();
  }
}

/**
 * A visit takes a few seconds. Once in a clean-clone run Chromium's page stopped answering in the
 * middle of one (the scroll's frames and timers never came, no request pending, no error) and the
 * stage waited 16 minutes until it was killed: a visit gets a bound far past its time, and one
 * that misses it is made again in a new browser, once.
 */
const visitBoundMs = 90_000;
async function boundedVisit(path: string) {
  for (let attempt = 1; ; attempt += 1) {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`${path}: no answer within ${visitBoundMs / 1000} s`)), visitBoundMs);
    });
    try {
      const visiting = visit(path);
      // A visit given up on fails later, when its browser closes: that is expected, not unhandled.
      visiting.catch(() => {});
      return await Promise.race([visiting, timedOut]);
    } catch (error) {
      if (attempt === 2) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}; measuring it again in a new browser`);
      await browser.close().catch(() => {});
      browser = await launchBrowser();
    } finally {
      clearTimeout(timer);
    }
  }
}

try {
  console.log("route                   JS gz    CSS gz   HTML gz  requests");
  // Articles and topic pages after the first load the same scripts and styles as it.
  for (const path of pagesWithoutRepeats) {
    const { scripts, stylesheets, requests, html } = await boundedVisit(path);
    const gzOfFiles = (urls: Set<string>) =>
      [...urls].reduce((sum, url) => sum + (existsSync(fileFor(url)) ? gz(readFileSync(fileFor(url))) : 0), 0);
    const js = gzOfFiles(scripts);
    const css = gzOfFiles(stylesheets);
    console.log(
      `${path.padEnd(22)} ${kb(js).padStart(6)} KB ${kb(css).padStart(6)} KB ${kb(gz(html)).padStart(6)} KB  ${requests}`,
    );
    const before = failures.length;
    if (js > budget.jsKb * 1024) failures.push(`${path}: JavaScript ${kb(js)} KB > ${budget.jsKb} KB`);
    if (css > budget.cssKb * 1024) failures.push(`${path}: CSS ${kb(css)} KB > ${budget.cssKb} KB`);
    rows.push({ path, jsBytes: js, cssBytes: css, htmlBytes: gz(html), passed: failures.length === before });
  }
  console.log("\nroute                                         HTML on the wire (headers + brotli)");
  for (const path of pagePaths) {
    const { status, headerBytes, bodyBytes } = await transferBytes(`${server.url}${path}`);
    const limit = roundTripLimit(path);
    const total = headerBytes + bodyBytes;
    const passed = status === 200 && total <= limit.bytes;
    console.log(`${path.padEnd(45)} ${String(total).padStart(6)} B (${headerBytes} + ${bodyBytes}) of ${limit.bytes}`);
    if (!passed) {
      failures.push(
        status === 200
          ? `${path}: HTML ${total} bytes on the wire > ${limit.bytes} (${limit.roundTrips} round trip${limit.roundTrips > 1 ? "s" : ""} of Lighthouse's mobile TCP model)`
          : `${path}: answered ${status}`,
      );
    }
    roundTripRows.push({ path, transferBytes: total, limitBytes: limit.bytes, passed });
  }
} finally {
  await browser.close();
  await server.stop();
}
mkdirSync("reports", { recursive: true });
writeFileSync("reports/size.json", JSON.stringify({ budget, rows: [...rows, ...roundTripRows] }, null, 2));
if (failures.length > 0) {
  console.error(`\nSize budget exceeded:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nAll routes within budget: JavaScript ≤ ${budget.jsKb} KB and CSS ≤ ${budget.cssKb} KB gzipped, HTML within its round trips.`,
);
