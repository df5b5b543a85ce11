/**
 * `npm run bench:search`: how long the search page takes on the production server over loopback,
 * for a mix of English and Bangla queries (words as written, Bangla without vowel signs, Bangla
 * digits, a misspelling, nothing found, a second page). A measurement, not a test: it prints
 * p50/p95/p99 for docs/performance.md and fails only if an answer is not the page expected.
 * Needs an existing build (npm run build). The first search of each language builds its index:
 * timed apart ("first search"), then every query is asked once to warm up before measuring.
 * Every 20th request is the 404 page instead, the same layout rendered per request without a
 * search: what any rendered page costs on this machine now (these machines are shared).
 *
 * Env: BENCH_SEARCHES (default 2,000, at most 20,000), BENCH_CONNECTIONS (default 1: one visitor
 * at a time, the latency a visitor sees; at most 16).
 */
import { mkdtempSync } from "node:fs";
import { Agent, get } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../tests/support/free-port.ts";
import { startSite } from "../../tests/support/site-process.ts";

const bounded = (name: string, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Math.round(Number(process.env[name] ?? fallback)) || fallback));
const searches = bounded("BENCH_SEARCHES", 2_000, 20_000);
const connections = bounded("BENCH_CONNECTIONS", 1, 16);

const queries: { language: "en" | "bn"; path: string }[] = [
  ...["website security", "penetration testing", "seo", "marketing", "video editing", "data entry", "bkash payment"],
  ...["logo design", "marketting", "zzqxw", "react developer"],
].map((q) => ({ language: "en" as const, path: `/search?q=${encodeURIComponent(q)}` }));
queries.push({ language: "en", path: "/search?q=marketing&page=2" });
for (const q of ["ওয়েবসাইট", "পেনিট্রেশন টেস্ট", "পনটরশন", "ডিজিটাল মার্কেটিং", "২০২০", "বিকাশ", "ভিডিও এডিটিং", "লোগো"]) {
  queries.push({ language: "bn", path: `/bn/search?q=${encodeURIComponent(q)}` });
}

const site = await startSite({
  port: await freePort(),
  env: {
    CONTACT_DB_PATH: join(mkdtempSync(join(tmpdir(), "bench-search-")), "contact.sqlite"),
    SEARCH_RATE_LIMIT: "0",
  },
});
const agent = new Agent({ keepAlive: true, maxSockets: connections });

/** One search: milliseconds from sending it to the last byte of the page. */
function timed(path: string, status = 200): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) => {
    get(`${site.url}${path}`, { agent, headers: { "accept-encoding": "br" } }, (response) => {
      response.resume();
      response.on("end", () => {
        if (response.statusCode !== status) fail(new Error(`${path}: ${response.statusCode}`));
        else done(performance.now() - started);
      });
    }).on("error", fail);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return ["p50", "p95", "p99"]
    .map((name, i) => `${name} ${percentile(sorted, [50, 95, 99][i]!).toFixed(1)} ms`)
    .join(", ");
};

try {
  const first = { en: await timed(queries[0]!.path), bn: await timed(queries.find((q) => q.language === "bn")!.path) };
  for (const query of queries) await timed(query.path);
  const times: Record<"en" | "bn" | "notFound", number[]> = { en: [], bn: [], notFound: [] };
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < searches) {
        const n = next++;
        if (n % 20 === 19) times.notFound.push(await timed("/no-such-page", 404));
        else {
          const query = queries[n % queries.length]!;
          times[query.language].push(await timed(query.path));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`Search on the production build, loopback, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`);
  console.log(`first search (builds the index): English ${first.en.toFixed(0)} ms, Bangla ${first.bn.toFixed(0)} ms`);
  console.log(
    `${searches} searches over ${connections} connection(s), ${queries.length} queries, ${(searches / seconds).toFixed(0)}/s`,
  );
  console.log(`all:     ${summary([...times.en, ...times.bn])}`);
  console.log(`English: ${summary(times.en)}`);
  console.log(`Bangla:  ${summary(times.bn)}`);
  console.log(`404 page (no search): ${summary(times.notFound)}`);
} finally {
  agent.destroy();
  await site.stop();
}
