// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../app/content/contact-form.ts";
import { listRejectedPosts } from "./rejected-posts.server.ts";
import { openDatabase } from "../db/open-database.ts";
import { readMessages } from "../../tests/support/contact-db.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

// The real production server, posted to over loopback as a browser or a bot would.
const port = await freePort();
const valid = {
  name: "Rahim Uddin",
  email: "rahim@example.com",
  subject: "A new website",
  message: "We need a website for our shop.",
};
const script = "<script>alert(1)</script>";

let site: SiteProcess;
let dir: string;
let dbPath: string;
let clients = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "contact-form-"));
  dbPath = join(dir, "data/contact.sqlite");
  // TRUST_PROXY lets each test act as its own client (X-Forwarded-For), so that only the rate
  // limit test meets the rate limit, which keeps its default of 5 per 10 minutes.
  // Refused posts are written every 200 ms rather than every 10 s, so the counts show up soon.
  site = await startContactSite();
});
const startContactSite = () =>
  startSite({ port, env: { CONTACT_DB_PATH: dbPath, TRUST_PROXY: "1", CONTACT_REFUSED_FLUSH_MS: "200" } });
afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function post(body: BodyInit | undefined, headers: Record<string, string> = {}, path = "/contact-us") {
  clients += 1;
  const response = await fetch(site.url + path, {
    method: "POST",
    body,
    headers: { "X-Forwarded-For": `192.0.2.${clients}`, Accept: "text/html", ...headers },
  });
  const text = await response.text();
  // Whatever was sent, the server never fails with a 5xx.
  expect(response.status, text.slice(0, 300)).toBeLessThan(500);
  return { status: response.status, text, headers: response.headers };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const stored = async (subject: string) => (await readMessages(dbPath)).filter((row) => row.subject === subject);

/** Today's refused-post counts by reason, read from the running site's database. */
async function refusedToday(): Promise<Record<string, number>> {
  const db = await openDatabase({ kind: "sqlite", path: dbPath }, { quiet: true });
  try {
    const rows = await listRejectedPosts(db, { days: 1 });
    return Object.fromEntries(rows.map((row) => [row.reason, row.count]));
  } finally {
    await db.close();
  }
}

/** Refused posts are written in batches after the answer: polls until `read` gives `expected` (at most 15 s, a loaded machine's time). */
async function eventuallyEqual(read: () => Promise<unknown>, expected: unknown) {
  const until = Date.now() + 15_000;
  let actual = await read();
  while (!isDeepStrictEqual(actual, expected) && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 50));
    actual = await read();
  }
  expect(actual).toEqual(expected);
}

describe("the contact form's POST on the production server", () => {
  it("stores a valid message and answers the no-JavaScript post with the page, status 200", async () => {
    const response = await post(form({ ...valid, subject: "Valid post 1" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.text).toContain("<title>Contact Us");
    expect(await stored("Valid post 1")).toMatchObject([{ ...valid, subject: "Valid post 1", status: "new" }]);
  });

  it("answers the JavaScript (single-fetch) post with the result for actionData", async () => {
    const sent = await post(form({ ...valid, subject: "Valid post 2" }), {}, "/contact-us.data");
    expect(sent.status).toBe(200);
    expect(sent.text).toContain('"outcome","sent"');
    const invalid = await post(form({ ...valid, email: "nope" }), {}, "/contact-us.data");
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('"outcome","invalid"');
    expect(invalid.text).toContain(JSON.stringify(contactMessages.invalidEmail));
  });

  it("answers invalid input with the page, status 400, the field messages and what was typed", async () => {
    const response = await post(form({ name: "R", email: "rahim@", subject: "Kept subject", message: "short" }));
    expect(response.status).toBe(400);
    expect(response.text).toContain("<title>Contact Us");
    for (const message of [
      contactMessages.tooShort("Full Name", 2),
      contactMessages.invalidEmail,
      contactMessages.tooShort("Your Message", 10),
    ]) {
      expect(response.text).toContain(message);
    }
    expect(response.text).toContain("Kept subject");
    expect(await stored("Kept subject")).toHaveLength(0);
  });

  it("answers an empty body, missing fields, a wrong content type and JSON with a 400 and a clear message", async () => {
    expect((await post(undefined)).status).toBe(400);
    const missing = await post(form({ name: "Rahim" }));
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("Please enter your email address.");
    const plain = await post("name=Rahim", { "Content-Type": "text/plain" });
    expect(plain.status).toBe(400);
    expect(plain.text).toContain(contactMessages.badRequest);
    const json = await post(JSON.stringify(valid), { "Content-Type": "application/json" });
    expect(json.status).toBe(400);
    expect(json.text).toContain(contactMessages.badRequest);
  });

  it("refuses a 2 MB body with 413, whether its length is declared or it is streamed in chunks", async () => {
    const huge = `message=${"a".repeat(2_000_000)}`;
    const declared = await post(huge, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(declared).toMatchObject({ status: 413, text: contactMessages.tooLarge });
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 32; i += 1) controller.enqueue(new TextEncoder().encode("a".repeat(65_536)));
        controller.close();
      },
    });
    const chunked = await fetch(`${site.url}/contact-us`, {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.text()).toBe(contactMessages.tooLarge);
  });

  it("answers over-long fields inside the body limit with 400 and never echoes more than was allowed", async () => {
    const response = await post(
      form({
        name: "N".repeat(20_000),
        email: "e".repeat(5_000),
        subject: "S".repeat(10_000),
        message: "M".repeat(25_000),
      }),
    );
    expect(response.status).toBe(400);
    expect(response.text).toContain(contactMessages.tooLong("Full Name", 100));
    expect(response.text).toContain(contactMessages.tooLong("Your Message", 5000));
    expect(response.text).not.toContain("M".repeat(10_001));
  });

  it("stores script tags, HTML and SQL verbatim and shows them only escaped", async () => {
    const hostile = {
      name: `${script}<b>Bold</b>`,
      email: "rahim@example.com",
      subject: `Robert'); DROP TABLE messages;-- ${script}`,
      message: `<img src=x onerror=alert(1)> ' OR '1'='1 ${script}`,
    };
    expect((await post(form(hostile))).status).toBe(200);
    expect(await stored(hostile.subject)).toMatchObject([hostile]);
    // Rejected, so every value comes back in the page: escaped, never as live markup.
    const rejected = await post(form({ name: script, email: script, subject: script, message: script }));
    expect(rejected.status).toBe(400);
    expect(rejected.text).not.toContain(script);
    expect(rejected.text).toMatch(
      /&lt;script&gt;alert\(1\)&lt;\/script&gt;|\\u003cscript\\u003ealert\(1\)\\u003c\/script\\u003e/,
    );
  });

  it("stores Bangla and emoji verbatim, including a full 5,000-character Bangla message", async () => {
    // 5,000 Bangla letters are ~45 KB once a browser percent-encodes them: within the body limit.
    const message = `${"আমরা একটি ওয়েবসাইট চাই। ".repeat(250).slice(0, 4999)}।`;
    const bangla = { name: "রহিম উদ্দিন", email: "rahim@example.com", subject: "ওয়েবসাইট চাই 🙏", message };
    expect([...message]).toHaveLength(5000);
    const response = await post(form(bangla));
    expect(response.status).toBe(200);
    const [row] = await stored(bangla.subject);
    expect({ name: row?.name, email: row?.email, subject: row?.subject }).toEqual({ ...bangla, message: undefined });
    expect(row?.message === message, "the stored message differs from the one sent").toBe(true);
  });

  it("answers a filled-in honeypot like a real message, and keeps it as spam with its reason", async () => {
    const response = await post(form({ ...valid, subject: "Honeypot post", website: "http://spam.example" }));
    expect(response.status).toBe(200);
    expect(response.text).toContain("Thank you, your message has been sent");
    expect(await stored("Honeypot post")).toMatchObject([{ spam_reason: "honeypot" }]);
  });

  it("counts the contact posts it refuses per day and reason (403, 413, 400), never their content", async () => {
    const secret = "never-kept-7f3a";
    // The earlier tests' refusals may still be in memory, to be written within 200 ms: a graceful
    // restart writes them, so that the counts read next are exactly what came before this test.
    await site.stop();
    site = await startContactSite();
    const before = await refusedToday();
    await post(form({ ...valid, subject: secret }), { Origin: "https://evil.example" });
    await post(`message=${secret}${"a".repeat(100_000)}`, { "Content-Type": "application/x-www-form-urlencoded" });
    await post(form({ name: secret }), {}, "/api/contact");
    await post(secret, { "Content-Type": "text/plain" }, "/bn/contact-us");
    // A staff POST refused the same way is not the contact form's: not counted.
    await post(form({ name: secret }), { Origin: "https://evil.example" }, "/staff/messages/1");
    const expected = { ...before };
    for (const reason of ["cross-site", "too-large", "invalid", "bad-request"])
      expected[reason] = (expected[reason] ?? 0) + 1;
    await eventuallyEqual(refusedToday, expected);
    const db = await openDatabase({ kind: "sqlite", path: dbPath }, { quiet: true });
    try {
      expect(JSON.stringify(await db.query("SELECT * FROM rejected_posts"))).not.toContain(secret);
    } finally {
      await db.close();
    }
  });

  it("refuses a post from another site with 403 and accepts one from its own origin", async () => {
    const cross = await post(form({ ...valid, subject: "Cross-site post" }), { Origin: "https://evil.example" });
    expect(cross).toMatchObject({ status: 403, text: contactMessages.crossSite });
    const same = await post(form({ ...valid, subject: "Same-site post" }), { Origin: site.url });
    expect(same.status).toBe(200);
    expect(await stored("Cross-site post")).toHaveLength(0);
    expect(await stored("Same-site post")).toHaveLength(1);
  });

  it("refuses a sixth message from one client within ten minutes with 429 and Retry-After", async () => {
    const client = { "X-Forwarded-For": "198.51.100.77" };
    for (let i = 1; i <= 5; i += 1) {
      // A client-chosen X-Client-IP changes nothing: the server overwrites it.
      const response = await post(form({ ...valid, subject: `Rate ${i}` }), {
        ...client,
        "X-Client-IP": `10.0.0.${i}`,
      });
      expect(response.status).toBe(200);
    }
    const refused = await post(form({ ...valid, subject: "Rate 6" }), { ...client, "X-Client-IP": "10.0.0.6" });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(contactMessages.rateLimited);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await stored("Rate 6")).toHaveLength(0);
    expect((await post(form({ ...valid, subject: "Other client" }))).status).toBe(200);
  });

  it("keeps serving pages after all of the above", async () => {
    for (const path of ["/", "/contact-us", "/robots.txt"]) expect((await fetch(site.url + path)).status).toBe(200);
    expect(site.child.exitCode).toBeNull();
  });
});
