// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../tests/support/eventually.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { rawExchange } from "../../tests/support/raw-http.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

// Slow and malformed clients against the real server. The headers timeout is 2 s here (10 s in
// production) so that the test is short; everything it starts stops by itself within 15 s. The
// request timeout is far beyond that deadline, so a socket closed with a 408 before it was closed
// by the headers timeout.
const port = await freePort();
const headersTimeoutMs = 2_000;
const requestTimeoutMs = 60_000;
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
      REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
    },
  });
});
afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Slow = { socket: Socket; started: Promise<void>; openedAt: number; closedAt?: number; received: string };

/** A slowloris client: the request line at once, then its headers one byte per second, never ending them. */
function openSlowSocket(): Slow {
  const socket = connect(port, "127.0.0.1");
  // Resolves once the request line has been handed to the kernel, on its way to the server (or
  // the socket failed, which the checks below report).
  const started = new Promise<void>((done) => {
    socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", () => done()));
    socket.on("close", () => done());
  });
  const slow: Slow = { socket, started, openedAt: performance.now(), received: "" };
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
    { timeout: 45_000 },
    async () => {
      const slow = Array.from({ length: slowSockets }, openSlowSocket);
      const latencies: number[] = [];
      const statuses = new Set<number>();
      let pagesWhileAllHeld = 0;
      const startedAt = performance.now();
      try {
        await Promise.all(slow.map((s) => s.started));
        // A normal visitor keeps loading pages until every slow socket is gone and it has seen five
        // (or the deadline), whatever the machine's speed.
        while (
          (slow.some((s) => s.closedAt === undefined) || latencies.length < 5) &&
          performance.now() - startedAt < deadlineMs
        ) {
          const before = performance.now();
          const response = await fetch(`${site.url}${latencies.length % 2 ? "/about-us" : "/"}`);
          await response.arrayBuffer();
          latencies.push(performance.now() - before);
          if (slow.every((s) => s.closedAt === undefined)) pagesWhileAllHeld += 1;
          statuses.add(response.status);
          await new Promise((done) => setTimeout(done, 200));
        }
      } finally {
        for (const s of slow) s.socket.destroy();
      }
      // Closed by the headers timeout, each with a 408: not before it, and before the deadline (far
      // short of the request timeout; Node's own check every 30 s would also miss it).
      const open = slow.filter((s) => s.closedAt === undefined).length;
      expect(open, "slow sockets still open at the deadline").toBe(0);
      const lifetimes = slow.map((s) => s.closedAt! - s.openedAt);
      expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(headersTimeoutMs - 100);
      for (const s of slow) expect(s.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect([...statuses]).toEqual([200]);
      expect(latencies.length).toBeGreaterThanOrEqual(5);
      // Pages were served while all 50 slow sockets were held, not only once they were cut: a
      // server they starved would answer none before the headers timeout. (Counted, not timed: how
      // long a page takes depends on the machine and whatever else it runs.)
      expect(pagesWhileAllHeld, `page latencies: ${latencies.map(Math.round).join(", ")} ms`).toBeGreaterThanOrEqual(1);
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
