/**
 * `npm run bench:publish`: how long a Publish takes to reach the visitors of another instance. Two
 * production servers share one throwaway PostgreSQL cluster, as a deployment with two instances
 * would; this process publishes through the content service (what the staff area's Publish
 * calls), 20 times, each time a new home page subtitle in both languages, and times from the
 * publish's commit until instance B (and A) serve the new text: median and worst of 20, and how
 * long the instances took to render all their pages again (their own log lines). A measurement,
 * not a test: it fails only when a publish never shows. `BENCH_CHANGE=article-title` publishes an
 * article's new English title instead, which also draws that article's Open Graph card again
 * (server/pages/og-card-refresh.server.ts): the difference between the two is what a card costs.
 *
 * Needs an existing build (npm run build) and Debian's postgresql package.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { createContentService } from "../../server/content/content-store.server.ts";
import { editionRulesFor } from "../../server/content/edition-rules.ts";
import { openDatabase } from "../../server/db/open-database.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { startTestCluster, type TestCluster } from "../../tests/support/postgres.ts";
import { startSite, type SiteProcess } from "../../tests/support/site-process.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const articleTitle = process.env.BENCH_CHANGE === "article-title";
const benchArticle = "data-cleaning-before-migration";
const giveUpMs = 30_000;
const dir = mkdtempSync(join(tmpdir(), "bench-publish-"));
let cluster: TestCluster | undefined;
const sites: SiteProcess[] = [];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Milliseconds from now until `url` answers with a page containing `text` (polled every 5 ms). */
async function timeUntilServed(url: string, text: string, startedAt: number): Promise<number> {
  while (performance.now() - startedAt < giveUpMs) {
    const body = await (await fetch(url)).text();
    if (body.includes(text)) return performance.now() - startedAt;
    await sleep(5);
  }
  throw new Error(`${url} did not show the published text within ${giveUpMs / 1000} s`);
}

try {
  cluster = await startTestCluster();
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query("CREATE DATABASE bench_publish");
  await admin.end();
  const url = cluster.url("bench_publish");
  for (const name of ["A", "B"]) {
    const site = await startSite({ port: await freePort(), env: { DATABASE_URL: url } });
    sites.push(site);
    console.log(`instance ${name}: ${site.url}`);
  }
  const [a, b] = sites as [SiteProcess, SiteProcess];

  const db = await openDatabase({
    kind: "postgres",
    url,
    poolSize: 2,
    connectTimeoutMs: 5_000,
    statementTimeoutMs: 60_000,
    idleTimeoutMs: 1_000,
  });
  const content = createContentService({ db, rules: editionRulesFor([resolve("build/client")]) });
  const toB: number[] = [];
  const toA: number[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const { edition } = await content.published();
      const marker = `bench-${round}-${Date.now().toString(36)}`;
      const company = edition.company as Record<string, unknown>;
      const article = (edition.articles as { slug: string; title: { en: string } }[]).find(
        (entry) => entry.slug === benchArticle,
      )!;
      const change = articleTitle
        ? {
            collection: "articles",
            id: benchArticle,
            value: { ...article, title: { ...article.title, en: `Clean data first ${marker}` } },
          }
        : {
            collection: "company",
            id: "company",
            value: {
              ...company,
              statsSubtitle: { en: `What we delivered, measured ${marker}.`, bn: `আমাদের কাজের হিসাব, ${marker}।` },
            },
          };
      const saved = await content.saveDraft({
        key: { collection: change.collection, id: change.id },
        value: change.value,
        baseRevision:
          (await content.drafts()).find((draft) => draft.key.collection === change.collection)?.revision ?? 0,
        by: "bench",
      });
      if (!saved.ok) throw new Error(`draft refused: ${JSON.stringify(saved)}`);
      const result = await content.publish("bench");
      const startedAt = performance.now();
      if (!result.ok) throw new Error(`publish refused: ${JSON.stringify(result.problems)}`);
      const [onB, onA] = await Promise.all(
        articleTitle
          ? [
              timeUntilServed(`${b.url}/insights/${benchArticle}`, marker, startedAt),
              timeUntilServed(`${a.url}/insights/${benchArticle}`, marker, startedAt),
            ]
          : [timeUntilServed(`${b.url}/`, marker, startedAt), timeUntilServed(`${a.url}/bn`, marker, startedAt)],
      );
      toB.push(onB);
      toA.push(onA);
    }
  } finally {
    await db.close();
  }
  await sleep(500);
  const renders = sites.flatMap((site) =>
    site
      .logLines()
      .filter((line) => line.message === "pages rendered again")
      .map((line) => Number(line.ms)),
  );

  const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
  console.log(`\n| From Publish (commit) until the new text is served | median of ${rounds} | worst |`);
  console.log("| --- | ---: | ---: |");
  const [pathB, pathA] = articleTitle ? [`/insights/${benchArticle}`, `/insights/${benchArticle}`] : ["/", "/bn"];
  console.log(`| instance B (\`${pathB}\`), the other instance | ${ms(median(toB))} | ${ms(Math.max(...toB))} |`);
  console.log(`| instance A (\`${pathA}\`) | ${ms(median(toA))} | ${ms(Math.max(...toA))} |`);
  console.log(
    `| rendering all pages again, per instance (its log, ${renders.length} renders) | ${ms(median(renders))} | ${ms(Math.max(...renders))} |`,
  );
  const cards = sites.flatMap((site) =>
    site
      .logLines()
      .filter((line) => line.message === "live pages refreshed")
      .map((line) => Number(line.cardsDrawn)),
  );
  console.log(`\nOpen Graph cards drawn per refresh: ${[...new Set(cards)].join(", ")} (${cards.length} refreshes).`);
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
  console.log(`\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}, load average ${load}.`);
} finally {
  for (const site of sites) await site.stop();
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
