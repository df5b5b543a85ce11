/**
 * `npm run bench:markdown`: whether staff Markdown built to be slow can stall visitors. The
 * production server on SQLite; a signed-in editor's browser posts the worst bodies the limits
 * let through (app/content/insights/markdown-limits.ts) to the live preview, four at a time
 * without a pause, while a visitor loads a prerendered page and a page rendered per request (the
 * 404 page, the same layout). It prints each page's p50/p95 idle and under that load, and fails
 * when a p95 under load is more than twice the idle one (issue 41's target). A measurement that
 * checks one ratio, not a test: `npm test` does not run it. Needs a build (npm run build).
 *
 * Env: BENCH_REQUESTS (page loads per phase, default 400).
 */
import { mkdtempSync } from "node:fs";
import { Agent, get } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { markdownLimits } from "../../app/content/insights/markdown-limits.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { startSite } from "../../tests/support/site-process.ts";
import { signedInCookie } from "../../tests/support/staff-route.ts";

const requests = Math.max(50, Number(process.env.BENCH_REQUESTS ?? 400));
const previewers = 4;
const dir = mkdtempSync(join(tmpdir(), "bench-markdown-"));
const dbPath = join(dir, "contact.sqlite");
const port = await freePort();
const origin = `http://localhost:${port}`;

const store = await openDatabase({ kind: "sqlite", path: dbPath }, { quiet: true });
const cookie = await signedInCookie(store, "editor@example.com", ["admin"]);
await store.close();
const site = await startSite({ port, env: { CONTACT_DB_PATH: dbPath, STAFF_ORIGIN: origin } });

/** Bodies at the limits, each the densest of its shape: blocks of the most a block may hold. */
function fill(block: string): string {
  let text = "";
  while (text.length + block.length + 2 <= markdownLimits.length) text += `${block}\n\n`;
  return text;
}
const worst = {
  tables: fill(`| a | b |\n| - | - |\n${"| x | y |\n".repeat(markdownLimits.linesPerBlock - 2)}`),
  emphasis: fill("*a* ".repeat(markdownLimits.markersPerBlock / 2 - 1)),
  links: fill("[a](/b) ".repeat(markdownLimits.bracketsPerBlock / 2 - 1)),
  lists: fill(Array.from({ length: markdownLimits.depth }, (_, i) => `${"  ".repeat(i)}- item`).join("\n")),
  quotes:
    `${Array.from({ length: markdownLimits.quotes }, () => `${"> ".repeat(markdownLimits.depth)}deep`).join("\n\n")}\n\n${fill("Plain words in a paragraph of their own.")}`.slice(
      0,
      markdownLimits.length,
    ),
};

async function preview(markdown: string): Promise<{ ms: number; answer: { html?: string; error?: string } }> {
  const started = performance.now();
  const response = await fetch(`${origin}/staff/content/markdown-preview`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, Origin: origin },
    body: JSON.stringify({ markdown, language: "en" }),
  });
  if (response.status !== 200) throw new Error(`preview: ${response.status} ${await response.text()}`);
  return { ms: performance.now() - started, answer: (await response.json()) as { html?: string; error?: string } };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function timed(path: string, status: number): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) => {
    get(`http://127.0.0.1:${port}${path}`, { agent, headers: { "accept-encoding": "br" } }, (response) => {
      response.resume();
      response.on("end", () =>
        response.statusCode === status
          ? done(performance.now() - started)
          : fail(new Error(`${path}: ${response.statusCode}`)),
      );
    }).on("error", fail);
  });
}

const pages = [
  { name: "prerendered page (/bn)", path: "/bn", status: 200 },
  { name: "rendered page (404)", path: "/no-such-page", status: 404 },
];
const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
async function phase(): Promise<number[][]> {
  const times = pages.map(() => [] as number[]);
  for (let n = 0; n < requests; n += 1) {
    const i = n % pages.length;
    times[i]!.push(await timed(pages[i]!.path, pages[i]!.status));
  }
  return times;
}

let failed = false;
try {
  console.log("Worst bodies within the limits, one preview each (render in the worker, through HTTP):");
  let slowest = { name: "", ms: 0 };
  for (const [name, markdown] of Object.entries(worst)) {
    await preview(markdown); // the worker starts and its code warms up
    const { ms, answer } = await preview(markdown);
    const refused = answer.error ? ` (refused: ${answer.error.slice(0, 120)})` : "";
    console.log(
      `  ${name.padEnd(9)} ${String(markdown.length).padStart(6)} characters: ${Math.round(ms)} ms${refused}`,
    );
    if (!answer.error && ms > slowest.ms) slowest = { name, ms };
  }
  const body = worst[slowest.name as keyof typeof worst];
  for (const page of pages) for (let n = 0; n < 20; n += 1) await timed(page.path, page.status);
  const idle = await phase();
  let previews = 0;
  let running = true;
  const load = Array.from({ length: previewers }, async () => {
    while (running) {
      await preview(body);
      previews += 1;
    }
  });
  const loaded = await phase();
  running = false;
  await Promise.all(load);
  console.log(
    `\n${previewers} previews of "${slowest.name}" at a time (${previews} rendered meanwhile), against idle:`,
  );
  pages.forEach((page, i) => {
    const [idleP95, loadedP95] = [percentile(idle[i]!, 95), percentile(loaded[i]!, 95)];
    const ratio = loadedP95 / idleP95;
    if (ratio > 2) failed = true;
    console.log(
      `  ${page.name.padEnd(24)} idle p50 ${percentile(idle[i]!, 50).toFixed(2)} ms, p95 ${idleP95.toFixed(2)} ms; ` +
        `loaded p50 ${percentile(loaded[i]!, 50).toFixed(2)} ms, p95 ${loadedP95.toFixed(2)} ms: ${ratio.toFixed(2)}×${ratio > 2 ? " (over 2×)" : ""}`,
    );
  });
  console.log(`  host: ${cpus().length} cores, load ${loadavg()[0]!.toFixed(2)}`);
} finally {
  await site.stop();
}
process.exit(failed ? 1 : 0);
