// @vitest-environment node
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { contactMessages as bnContactMessages } from "../../app/content/bn/contact-form.ts";
import { contactMessages } from "../../app/content/contact-form.ts";
import { readMessages } from "../../tests/support/contact-db.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { startTestCluster, type TestCluster } from "../../tests/support/postgres.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

// The real server on PostgreSQL while the database goes away and comes back. This file starts its
// own cluster (not the run's shared one), so stopping it disturbs no other test.
const port = await freePort();
let cluster: TestCluster | undefined;
let databaseUrl: string;
let site: SiteProcess | undefined;
let posted = 0;

beforeAll(async () => {
  cluster = await startTestCluster();
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  await admin.query("CREATE DATABASE outage");
  await admin.end();
  databaseUrl = cluster.url("outage");
}, 60_000);
afterEach(async () => {
  await site?.stop();
  site = undefined;
});
afterAll(() => cluster?.stop());

const start = () =>
  startSite({
    port,
    // A short connect timeout: a refused connection fails at once anyway; this bounds the rest.
    env: { DATABASE_URL: databaseUrl, DATABASE_CONNECT_TIMEOUT_MS: "2000", CONTACT_RATE_LIMIT: "0" },
  });

/** A post as a browser without JavaScript sends it, from the English or the Bangla page. */
async function post(path: "/contact-us" | "/bn/contact-us" = "/contact-us") {
  posted += 1;
  const subject = `Outage test ${posted}`;
  const response = await fetch(site!.url + path, {
    method: "POST",
    body: new URLSearchParams({
      name: "Rahim Uddin",
      email: "rahim@example.com",
      subject,
      message: "We need a website for our shop.",
    }),
  });
  return { status: response.status, text: await response.text(), subject };
}

const health = async () => (await fetch(`${site!.url}/healthz`)).status;
const storedSubjects = async () =>
  new Set(
    (
      await readMessages({
        kind: "postgres",
        url: databaseUrl,
        poolSize: 1,
        connectTimeoutMs: 2_000,
        statementTimeoutMs: 5_000,
        idleTimeoutMs: 1_000,
      })
    ).map((row) => row.subject),
  );

/** Polls `attempt` (every 250 ms, at most `ms`) until it returns true; says what it last saw otherwise. */
async function within(ms: number, attempt: () => Promise<boolean>) {
  const until = Date.now() + ms;
  while (!(await attempt())) {
    if (Date.now() > until) throw new Error(`Not recovered within ${ms} ms:\n${site?.logs().slice(-2_000)}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** While the database is down: pages serve, both forms answer 503 in their language, the probe says so. */
async function expectOutageBehaviour() {
  for (const path of ["/", "/bn", "/contact-us", "/bn/contact-us"])
    expect((await fetch(site!.url + path)).status, path).toBe(200);
  const english = await post("/contact-us");
  expect(english.status).toBe(503);
  expect(english.text).toContain(contactMessages.unavailable);
  const bangla = await post("/bn/contact-us");
  expect(bangla.status).toBe(503);
  expect(bangla.text).toContain(bnContactMessages.unavailable);
  expect(bangla.text).toMatch(/[\u0980-\u09FF]/);
  expect(bangla.text).not.toContain(contactMessages.unavailable);
  expect(await health()).toBe(503);
  expect(site!.child.exitCode).toBeNull();
  expect(site!.child.signalCode).toBeNull();
}

// The service retries opening a store that never opened at most every 10 s; a store already open
// keeps its pool, which replaces the connections the restart broke. 20 s covers both, counted from
// PostgreSQL accepting connections again (pg_ctl -w): the 10 s left over are for a slow machine's
// posts, not for a slower retry.
const recoveryMs = 20_000;

describe("the contact form on PostgreSQL when the database goes down and comes back", () => {
  it(
    "answers 503 in the page's language while PostgreSQL is stopped, keeps serving pages, and stores again once it is back, without a restart",
    { timeout: 90_000 },
    async () => {
      site = await start();
      const before = await post();
      expect(before.status).toBe(200);
      expect(await health()).toBe(200);

      cluster!.pause();
      await expectOutageBehaviour();

      cluster!.start();
      let recovered = "";
      await within(recoveryMs, async () => {
        const attempt = await post();
        recovered = attempt.subject;
        return attempt.status === 200;
      });
      await within(recoveryMs, async () => (await health()) === 200);
      const stored = await storedSubjects();
      expect(stored.has(before.subject)).toBe(true);
      expect(stored.has(recovered)).toBe(true);
      await site.waitForLog("PostgreSQL connection lost");
    },
  );

  it(
    "starts while PostgreSQL is down, serving pages with the form answering 503, and stores once it comes up",
    { timeout: 90_000 },
    async () => {
      cluster!.pause();
      try {
        site = await start();
      } catch (error) {
        cluster!.start();
        throw error;
      }
      await site.waitForLog("database unavailable");
      await expectOutageBehaviour();

      cluster!.start();
      let recovered = "";
      await within(recoveryMs, async () => {
        const attempt = await post("/bn/contact-us");
        recovered = attempt.subject;
        return attempt.status === 200;
      });
      await within(recoveryMs, async () => (await health()) === 200);
      expect((await storedSubjects()).has(recovered)).toBe(true);
    },
  );
});
