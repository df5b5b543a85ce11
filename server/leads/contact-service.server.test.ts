// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessages } from "../../app/content/contact-form.ts";
import { connectDatabase, type DatabaseConnection } from "../db/connection.ts";
import { readMessages } from "../../tests/support/contact-db.ts";
import { createContactService } from "./contact-service.server.ts";
import { isCrossSite } from "../http/cross-site.ts";
import { outboxTopic } from "../outbox/queue.server.ts";

const fields = { name: "Rahim", email: "rahim@example.com", subject: "Website", message: "Please call me back." };
let dir: string;
let connections: DatabaseConnection[] = [];

function serviceAt(dbPath: string, limit = 5) {
  const connection = connectDatabase({ kind: "sqlite", path: dbPath });
  connections.push(connection);
  return { ...createContactService({ connection, rateLimit: { limit, windowSeconds: 600 } }), connection };
}

function submission(
  extra: Record<string, string> = {},
  headers: Partial<Record<"origin" | "host" | "clientIp", string>> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...extra })) form.append(name, value);
  return {
    form,
    clientIp: headers.clientIp ?? "203.0.113.7",
    language: "en" as const,
    userAgent: "test",
    origin: headers.origin ?? null,
    host: headers.host ?? "www.example.com",
  };
}

const storedCount = async (path: string) => (await readMessages(path)).length;

/** The counts of refused posts, by reason (the test runs within one UTC day). */
async function rejectedCounts(connection: DatabaseConnection): Promise<Record<string, number>> {
  const db = await connection.get();
  const rows = db ? await db.query("SELECT reason, count FROM rejected_posts") : [];
  return Object.fromEntries(rows.map((row) => [String(row.reason), Number(row.count)]));
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  dir = mkdtempSync(join(tmpdir(), "contact-service-"));
});
afterEach(async () => {
  for (const connection of connections) await connection.close();
  connections = [];
  rmSync(dir, { recursive: true, force: true });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("isCrossSite", () => {
  it("allows no Origin and the site's own origin, over http or https, and refuses any other", () => {
    expect(isCrossSite(null, "www.example.com")).toBe(false);
    expect(isCrossSite("https://www.example.com", "www.example.com")).toBe(false);
    expect(isCrossSite("http://127.0.0.1:3000", "127.0.0.1:3000")).toBe(false);
    expect(isCrossSite("https://WWW.Example.com", "www.example.com")).toBe(false);
    expect(isCrossSite("https://evil.example", "www.example.com")).toBe(true);
    expect(isCrossSite("https://www.example.com.evil.example", "www.example.com")).toBe(true);
    expect(isCrossSite("http://127.0.0.1:3001", "127.0.0.1:3000")).toBe(true);
    expect(isCrossSite("null", "www.example.com")).toBe(true);
    expect(isCrossSite("https://www.example.com", null)).toBe(true);
  });
});

describe("createContactService", () => {
  it("stores a valid message and answers sent", async () => {
    const path = join(dir, "contact.sqlite");
    expect(await serviceAt(path).submit(submission())).toEqual({ status: 200, outcome: "sent" });
    expect(await storedCount(path)).toBe(1);
  });

  it("answers a filled-in honeypot like a real message and files it as spam, without waking the notifier", async () => {
    const path = join(dir, "contact.sqlite");
    const connection = connectDatabase({ kind: "sqlite", path });
    connections.push(connection);
    const woken = vi.fn();
    (await connection.get())!.listen(outboxTopic, woken);
    const service = createContactService({
      connection,
      rateLimit: { limit: 5, windowSeconds: 600 },
      channels: ["email"],
    });
    expect(await service.submit(submission({ website: "http://spam.example" }))).toEqual({
      status: 200,
      outcome: "sent",
    });
    expect(await readMessages(path)).toMatchObject([{ subject: "Website", spam_reason: "honeypot" }]);
    const db = (await connection.get())!;
    expect(await db.query("SELECT inbox_status FROM messages")).toEqual([{ inbox_status: "spam" }]);
    expect(await db.query("SELECT id FROM outbox")).toEqual([]);
    await new Promise((done) => setImmediate(done));
    expect(woken).not.toHaveBeenCalled();
  });

  it("answers a filled-in honeypot with invalid fields as sent too, storing nothing and counting it invalid", async () => {
    const path = join(dir, "contact.sqlite");
    const service = serviceAt(path);
    expect(await service.submit(submission({ website: "x", email: "nope" }))).toEqual({ status: 200, outcome: "sent" });
    expect(await storedCount(path)).toBe(0);
    await service.flushRejected();
    expect(await rejectedCounts(service.connection)).toEqual({ invalid: 1 });
  });

  it("files a repeated body as spam (ignoring case and spaces), but stores it and answers sent", async () => {
    const path = join(dir, "contact.sqlite");
    const service = serviceAt(path);
    expect((await service.submit(submission())).status).toBe(200);
    const again = await service.submit(
      submission({ message: "  please CALL me\nback. " }, { clientIp: "198.51.100.2" }),
    );
    expect(again).toEqual({ status: 200, outcome: "sent" });
    expect((await readMessages(path)).map((row) => row.spam_reason)).toEqual([null, "duplicate"]);
  });

  it("counts refused posts per day and reason, never their content", async () => {
    const service = serviceAt(join(dir, "c.sqlite"), 1);
    expect((await service.submit(submission({ name: "" }))).status).toBe(400);
    expect((await service.submit(submission({ name: "" }))).status).toBe(400);
    expect((await service.submit(submission())).status).toBe(200);
    expect((await service.submit(submission())).status).toBe(429);
    expect((await service.submit(submission({}, { origin: "https://evil.example" }))).status).toBe(403);
    await service.flushRejected();
    expect(await rejectedCounts(service.connection)).toEqual({ invalid: 2, "rate-limited": 1, "cross-site": 1 });
    const db = (await service.connection.get())!;
    const [row] = await db.query("SELECT * FROM rejected_posts LIMIT 1");
    expect(Object.keys(row ?? {}).sort()).toEqual(["count", "day", "reason"]);
    expect(row?.day).toBe(new Date().toISOString().slice(0, 10));
  });

  it("answers as usual and logs when a refused post cannot be counted", async () => {
    const service = serviceAt(join(dir, "c.sqlite"));
    const db = (await service.connection.get())!;
    await db.query("DROP TABLE rejected_posts");
    expect((await service.submit(submission({ name: "" }))).status).toBe(400);
    await service.flushRejected();
    expect(
      vi
        .mocked(console.error)
        .mock.calls.some((call) => String(call[0]).includes("refused posts are not being stored")),
    ).toBe(true);
  });

  it("counts a flood of refused posts in memory, writes them in one statement, and loses none at close", async () => {
    const service = serviceAt(join(dir, "c.sqlite"));
    const db = (await service.connection.get())!;
    const writes = vi.spyOn(db, "query");
    for (let i = 0; i < 200; i += 1) {
      expect((await service.submit(submission({ name: "" }, { clientIp: `198.51.100.${i}` }))).status).toBe(400);
      service.countRejected("cross-site"); // as the HTTP layer counts a 403 it answered itself
    }
    expect(writes.mock.calls.filter(([sql]) => sql.includes("rejected_posts"))).toEqual([]);
    for (let i = 0; i < 5; i += 1) expect((await service.submit(submission({ name: "" }))).status).toBe(400);
    await service.close();
    expect(writes.mock.calls.filter(([sql]) => sql.includes("rejected_posts"))).toHaveLength(1);
    expect(await rejectedCounts(service.connection)).toEqual({ invalid: 205, "cross-site": 200 });
  });

  it("turns one attacker's victim+N@ posts from one IPv6 /64 into one acknowledgement, then 429", async () => {
    const connection = connectDatabase({ kind: "sqlite", path: join(dir, "c.sqlite") });
    connections.push(connection);
    const service = createContactService({
      connection,
      rateLimit: { limit: 5, windowSeconds: 600 },
      channels: ["email"],
      acknowledge: true,
    });
    const statuses = [];
    for (let i = 1; i <= 8; i += 1) {
      const post = submission(
        { email: `victim+${i}@gmail.com`, message: `Message number ${i}.` },
        {
          clientIp: `2001:db8:77:1::${i.toString(16)}`,
        },
      );
      statuses.push((await service.submit(post)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const db = (await connection.get())!;
    expect(await db.query("SELECT count(*) AS n FROM outbox WHERE kind = 'acknowledgement'")).toEqual([{ n: 1 }]);
  });

  it("holds back acknowledgements past the daily limit, with a log line and a counted reason", async () => {
    const connection = connectDatabase({ kind: "sqlite", path: join(dir, "c.sqlite") });
    connections.push(connection);
    const service = createContactService({
      connection,
      rateLimit: { limit: 5, windowSeconds: 600 },
      channels: ["email"],
      acknowledge: true,
      acknowledgementDailyLimit: 2,
    });
    for (let i = 1; i <= 5; i += 1) {
      const post = submission(
        { email: `person${i}@example.com`, message: `Message number ${i}.` },
        {
          clientIp: `198.51.100.${i}`,
        },
      );
      expect((await service.submit(post)).status).toBe(200);
    }
    const db = (await connection.get())!;
    expect(await db.query("SELECT count(*) AS n FROM outbox WHERE kind = 'acknowledgement'")).toEqual([{ n: 2 }]);
    expect(await db.query("SELECT count(*) AS n FROM outbox WHERE kind = 'notification'")).toEqual([{ n: 5 }]);
    const lines = vi
      .mocked(console.log)
      .mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    expect(lines.filter((line) => line.message === "acknowledgement not sent: the daily limit is reached")).toEqual([
      expect.objectContaining({ level: "warn", limit: 2 }),
      expect.objectContaining({ level: "warn", limit: 2 }),
      expect.objectContaining({ level: "warn", limit: 2 }),
    ]);
    await service.flushRejected();
    expect(await rejectedCounts(connection)).toEqual({ "ack-daily-limit": 3 });
  });

  it("refuses a cross-site post before looking at it", async () => {
    const result = await serviceAt(join(dir, "c.sqlite")).submit(submission({}, { origin: "https://evil.example" }));
    expect(result).toEqual({ status: 403, outcome: "forbidden", message: contactMessages.crossSite });
  });

  it("counts only stored messages against the rate limit, so fixing typos is never punished", async () => {
    const service = serviceAt(join(dir, "c.sqlite"), 2);
    for (let i = 0; i < 5; i += 1) expect((await service.submit(submission({ email: "typo" }))).status).toBe(400);
    expect((await service.submit(submission())).status).toBe(200);
    expect((await service.submit(submission())).status).toBe(200);
    const refused = await service.submit(submission());
    expect(refused).toMatchObject({ status: 429, outcome: "rate-limited", message: contactMessages.rateLimited });
    expect((await service.submit(submission({}, { clientIp: "198.51.100.1" }))).status).toBe(200);
  });

  it("answers 503 while the database cannot be opened, and recovers without a restart once it can", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const blocker = join(dir, "not-a-directory");
    writeFileSync(blocker, "");
    const service = serviceAt(join(blocker, "contact.sqlite"));
    const unavailable = { status: 503, outcome: "unavailable", message: contactMessages.unavailable };
    expect(await service.submit(submission())).toEqual(unavailable);
    expect((await service.health()).ok).toBe(false);
    rmSync(blocker);
    expect(await service.submit(submission())).toEqual(unavailable); // retried at most every 10 s
    vi.setSystemTime(Date.now() + 11_000);
    expect(await service.submit(submission())).toEqual({ status: 200, outcome: "sent" });
    expect(await service.health()).toEqual({ ok: true });
  });

  it("answers in the language of the page the form was sent from", async () => {
    const service = serviceAt(join(dir, "c.sqlite"));
    const invalid = await service.submit({ ...submission({ name: "" }), language: "bn" });
    expect(invalid).toMatchObject({ status: 400, errors: { name: "অনুগ্রহ করে আপনার পূর্ণ নাম লিখুন।" } });
    const crossSite = await service.submit({ ...submission({}, { origin: "https://evil.example" }), language: "bn" });
    expect(crossSite).toMatchObject({ status: 403, message: expect.stringMatching(/[\u0980-\u09FF]/) });
  });

  it("answers 503 while another process holds the database's write lock, and 200 once it lets go", async () => {
    const path = join(dir, "contact.sqlite");
    const service = serviceAt(path);
    await service.connection.get();
    const other = new DatabaseSync(path);
    other.exec("BEGIN EXCLUSIVE");
    try {
      expect(await service.submit(submission())).toMatchObject({ status: 503, outcome: "unavailable" });
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect(await service.submit(submission())).toEqual({ status: 200, outcome: "sent" });
  });
});
