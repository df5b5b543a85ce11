// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentService } from "../content/content-store.server.ts";
import { editionRulesFor } from "../content/edition-rules.ts";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { eventually } from "../../tests/support/eventually.ts";
import { freePorts } from "../../tests/support/free-port.ts";
import { freshPostgresUrl } from "../../tests/support/postgres-database.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";
import { signedInCookie } from "../../tests/support/staff-route.ts";

/*
 * Issue 27's promise, on two instances of the real server sharing one PostgreSQL database as
 * docs/deploy.md scales out: what is published on one instance (the staff area's Publish), or by
 * `npm run content -- import --publish` from another process, is served by every instance within
 * 5 s. In the load stage (it times): two starts, two command runs and four polls, about 15 s here.
 *
 * 5 s is the product's promise, a speed target measured by `npm run bench:publish` (631 ms median
 * and 2.8 s worst from Publish to the other instance on this kind of machine), not by this test:
 * rendering the pages again takes what the machine gives it, and machines of this kind differ
 * twofold (issue 24). What this test holds to is the mechanism that keeps the promise: each
 * instance renders on the publish's notice, not on its 5 s check (its log says which), and serves
 * the result; the bound below is far past any healthy machine, and the times are logged.
 */
const servedBoundMs = 60_000;
/** Unique, in letters only: a Bangla page shows the digits inside its texts as Bangla digits. */
const markerFor = (label: string) =>
  `${label}-${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`;
const root = resolve(import.meta.dirname, "../..");
const [portA, portB] = await freePorts(2);
const staffOrigin = `http://localhost:${portA}`;
const siteEnv = () => ({ DATABASE_URL: databaseUrl, STAFF_ORIGIN: staffOrigin });

let databaseUrl = "";
let db: Database;
const sites: SiteProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), "publish-across-"));

beforeAll(async () => {
  databaseUrl = await freshPostgresUrl();
  sites.push(...(await Promise.all([portA!, portB!].map((port) => startSite({ port, env: siteEnv() })))));
  db = await openDatabase(
    {
      kind: "postgres",
      url: databaseUrl,
      poolSize: 2,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 30_000,
      idleTimeoutMs: 1_000,
    },
    { quiet: true },
  );
}, 60_000);
afterAll(async () => {
  await db?.close();
  await Promise.all(sites.map((site) => site.stop()));
  rmSync(dir, { recursive: true, force: true });
});

/** Milliseconds from `since` until `url` serves a page containing `text`; fails past the bound. */
async function servedWithinBound(url: string, text: string, since: number): Promise<number> {
  await eventually(
    async () => (await (await fetch(url)).text()).includes(text),
    servedBoundMs - (performance.now() - since),
    () => `${url} did not show "${text}" within ${servedBoundMs} ms of the publish`,
  );
  return Math.round(performance.now() - since);
}

/**
 * Each instance also asks the store every 5 s (published-pages.server.ts): a render it did on that
 * check, not on the notice, would pass the poll by luck. Its log says which.
 */
const renderedOnNotice = (site: SiteProcess, version: number) =>
  site
    .logLines()
    .some((line) => line.message === "pages rendered again" && line.version === version && line.why === "published");

/** `npm run content -- …` in its own process, as an operator runs it, on this project's Node 24. */
function npmContent(args: string[]): Promise<{ status: number | null; output: string }> {
  const child = spawn("npm", ["run", "--silent", "content", "--", ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PATH: `${dirname(process.execPath)}:${process.env.PATH}` },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  return new Promise((done) => child.on("close", (status) => done({ status, output })));
}

describe("a publish on two instances sharing one PostgreSQL database", () => {
  it("made through instance A's staff area is rendered by instance B on its notice and served (and by A)", async () => {
    const [a, b] = sites as [SiteProcess, SiteProcess];
    const marker = markerFor("across");
    const content = createContentService({
      db,
      rules: editionRulesFor([join(root, "build/client")]),
    });
    const company = (await content.published()).edition.company as Record<string, unknown>;
    const saved = await content.saveDraft({
      key: { collection: "company", id: "company" },
      value: { ...company, statsSubtitle: { en: `Published on A, ${marker}.`, bn: `এ-তে প্রকাশিত, ${marker}।` } },
      baseRevision: 0,
      by: "editor@example.com",
    });
    expect(saved.ok).toBe(true);

    const cookie = await signedInCookie(db, "editor@example.com", ["editor"]);
    const publish = await fetch(`${staffOrigin}/staff/content`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: staffOrigin },
      body: new URLSearchParams({ $intent: "publish", draft: `company/company@${saved.ok ? saved.revision : 0}` }),
      redirect: "manual",
    });
    const since = performance.now();
    expect(publish.status, await publish.clone().text()).toBe(303);
    const version = Number(new URL(publish.headers.get("location")!, a.url).searchParams.get("published"));
    expect(version).toBeGreaterThan(1);

    const [onB, onBBangla, onA] = await Promise.all([
      servedWithinBound(`${b.url}/`, marker, since),
      servedWithinBound(`${b.url}/bn`, marker, since),
      servedWithinBound(`${a.url}/`, marker, since),
    ]);
    console.log(
      `staff Publish on A, version ${version}: served by B in ${onB} ms (/bn ${onBBangla} ms), by A in ${onA} ms`,
    );
    await eventually(
      () => renderedOnNotice(b, version),
      5_000,
      () => `B's log:\n${b.logs()}`,
    );
  });

  it("made by `npm run content -- import DIR --publish` in another process is rendered by both on its notice and served", async () => {
    const exported = await npmContent(["export", dir]);
    expect(exported, exported.output).toMatchObject({ status: 0 });
    const marker = markerFor("import");
    const file = join(dir, "statistics.json");
    const statistics = JSON.parse(readFileSync(file, "utf8")) as Array<{ id: string; value: number; label: object }>;
    const years = statistics.find((statistic) => statistic.id === "years-of-experience")!;
    years.value = 61;
    years.label = { en: `Years of Experience, ${marker}`, bn: `বছরের অভিজ্ঞতা, ${marker}` };
    writeFileSync(file, JSON.stringify(statistics, null, 2));

    const imported = await npmContent(["import", dir, "--publish", "--by", "ops@example.com"]);
    const since = performance.now();
    expect(imported, imported.output).toMatchObject({ status: 0 });
    const version = Number(/as version (\d+)/.exec(imported.output)?.[1]);

    const timings = await Promise.all(
      sites.flatMap((site) => [
        servedWithinBound(`${site.url}/`, marker, since),
        servedWithinBound(`${site.url}/bn`, marker, since),
      ]),
    );
    console.log(`import --publish, version ${version}: served by A and B in ${timings.join(", ")} ms (/, /bn each)`);
    for (const site of sites) {
      expect((await (await fetch(`${site.url}/`)).text()).match(/>61(?:<!-- -->)?<\/dd>/)).not.toBeNull();
      await eventually(
        () => renderedOnNotice(site, version),
        5_000,
        () => `log:\n${site.logs()}`,
      );
    }
  });

  it("scheduled for a time goes live on both within a minute of it, though one instance restarted meanwhile", async () => {
    const marker = markerFor("scheduled");
    const content = createContentService({ db, rules: editionRulesFor([join(root, "build/client")]) });
    const company = (await content.published()).edition.company as Record<string, unknown>;
    const key = { collection: "company", id: "company" };
    const draft = (await content.drafts()).find((each) => each.key.collection === "company");
    const saved = await content.saveDraft({
      key,
      value: { ...company, statsSubtitle: { en: `Scheduled, ${marker}.`, bn: `নির্ধারিত, ${marker}।` } },
      baseRevision: draft?.revision ?? 0,
      by: "editor@example.com",
    });
    expect(saved.ok).toBe(true);
    const at = new Date(Date.now() + 8_000);
    expect(await content.schedule({ records: [key], at, by: "editor@example.com" })).toMatchObject({ ok: true });
    const dueAt = performance.now() + (at.getTime() - Date.now());

    // Instance A stops and starts again before the time: the schedule lives in the store, not in A.
    await sites[0]!.stop();
    sites[0] = await startSite({ port: portA!, env: siteEnv() });

    const timings = await Promise.all(sites.map((site) => servedWithinBound(`${site.url}/`, marker, dueAt)));
    console.log(`scheduled publish: served by A and B ${timings.join(" and ")} ms after its time`);
    const [schedule] = await content.schedules();
    expect(schedule).toMatchObject({
      state: "published",
      outcome: expect.stringMatching(/^Published as version \d+\.$/),
    });
    // Once, though both instances looked.
    const history = await content.history(5);
    expect(history.filter((version) => version.note.startsWith("scheduled publish"))).toHaveLength(1);
  });
});
