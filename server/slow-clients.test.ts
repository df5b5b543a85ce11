// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../tests/support/eventually.ts";
import { rawExchange } from "../tests/support/raw-http.ts";
import { type SiteProcess, startSite } from "../tests/support/site-process.ts";

// Slow and malformed clients against the real server. The headers timeout is 2 s here (10 s in
// production) so that the test is short; everything it starts stops by itself within 15 s.
const port = 3530;
const headersTimeoutMs = 2_000;
const slowSockets = 50;
const deadlineMs = 15_000;

let dir: string;
let site: SiteProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "slow-clients-"));
  site = await startSite({
    port,
    env: {
      CONTACT_DB_PATH: join(dir, "contact.sqlite"),
      HEADERS_TIMEOUT_MS: String(headersTimeoutMs),
      REQUEST_TIMEOUT_MS: "4000",
    },
  });
});
afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Slow = { socket: Socket; openedAt: number; closedAt?: number; received: string };

/** A slowloris client: the request line at once, then its headers one byte per second, never ending them. */
function openSlowSocket(): Slow {
  const slow: Slow = { socket: connect(port, "127.0.0.1"), openedAt: performance.now(), received: "" };
  slow.socket.on("connect", () => slow.socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "));
  const drip = setInterval(() => slow.socket.write("a"), 1_000);
  slow.socket.on("data", (chunk: Buffer) => (slow.received += chunk.toString("latin1")));
  slow.socket.on("error", () => {});
  slow.socket.on("close", () => {
    clearInterval(drip);
    slow.closedAt = performance.now();
  });
  return slow;
}

describe("slow clients (slowloris)", () => {
  it(
    "closes 50 sockets that send headers one byte per second after the headers timeout, while pages stay fast",
    { timeout: 25_000 },
    async () => {
      const slow = Array.from({ length: slowSockets }, openSlowSocket);
      const latencies: number[] = [];
      const statuses = new Set<number>();
      const startedAt = performance.now();
      try {
        // A normal visitor keeps loading pages until every slow socket is gone (or the deadline).
        while (slow.some((s) => s.closedAt === undefined) && performance.now() - startedAt < deadlineMs) {
          const before = performance.now();
          const response = await fetch(`${site.url}${latencies.length % 2 ? "/about-us" : "/"}`);
          await response.arrayBuffer();
          latencies.push(performance.now() - before);
          statuses.add(response.status);
          await new Promise((done) => setTimeout(done, 200));
        }
      } finally {
        for (const s of slow) s.socket.destroy();
      }
      const open = slow.filter((s) => s.closedAt === undefined).length;
      expect(open, "slow sockets still open at the deadline").toBe(0);
      // Closed after the headers timeout and within a check interval (1 s) plus slack, each with a 408.
      const lifetimes = slow.map((s) => s.closedAt! - s.openedAt);
      expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(headersTimeoutMs - 100);
      expect(Math.max(...lifetimes)).toBeLessThan(headersTimeoutMs + 3_000);
      for (const s of slow) expect(s.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect([...statuses]).toEqual([200]);
      expect(latencies.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...latencies), `page latencies: ${latencies.map(Math.round).join(", ")} ms`).toBeLessThan(1_000);
      const timeouts = () => site.logLines().filter((line) => line.code === "ERR_HTTP_REQUEST_TIMEOUT");
      await eventually(() => timeouts().length >= slowSockets);
      expect(timeouts()).toHaveLength(slowSockets);
    },
  );
});

describe("malformed requests the HTTP parser refuses", () => {
  const cases = [
    ["a control byte in a header name", "GET / HTTP/1.1\r\nHost: x\r\nBad\u0001Name: y\r\n\r\n", 400],
    ["a NUL byte in a header value", "GET / HTTP/1.1\r\nHost: x\r\nX-Test: a\u0000b\r\n\r\n", 400],
    ["a header line without a colon", "GET / HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n", 400],
    ["a space inside the URL", "GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["20 KB of headers", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ] as const;

  for (const [what, bytes, status] of cases) {
    it(`answers ${what} with ${status}, closes the socket, logs it once and stays up`, async () => {
      const answer = await rawExchange(port, Buffer.from(bytes, "latin1"));
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const id = /\r\nX-Request-Id: ([\w-]+)\r\n/.exec(answer)?.[1] ?? "";
      expect(site.logLines().filter((line) => line.requestId === id)).toMatchObject([
        { message: "request rejected", status },
      ]);
      expect((await fetch(`${site.url}/`)).status).toBe(200);
      expect(site.child.exitCode).toBeNull();
    });
  }
});
