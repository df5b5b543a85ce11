// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, type IncomingMessage, request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMessages } from "../tests/support/contact-db.ts";
import { eventually } from "../tests/support/eventually.ts";
import { type SiteProcess, startSite } from "../tests/support/site-process.ts";

const port = 3510;
const body = new URLSearchParams({
  name: "Rahim Uddin",
  email: "rahim@example.com",
  subject: "Sent during shutdown",
  message: "This post was in flight when the server was told to stop.",
}).toString();

let dir: string;
let dbPath: string;
let site: SiteProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "shutdown-"));
  dbPath = join(dir, "contact.sqlite");
});
afterEach(async () => {
  await site?.kill();
  site = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function exit(child: SiteProcess["child"]): Promise<{ code: number | null; at: number }> {
  // Timed at exit; resolved once the output is read to the end, so the last log line is there.
  return new Promise((done) =>
    child.once("exit", (code) => {
      const at = performance.now();
      child.once("close", () => done({ code, at }));
    }),
  );
}

/** Whether a new TCP connection is accepted right now. */
function canConnect(): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, "127.0.0.1", () => (socket.destroy(), done(true)));
    socket.on("error", () => done(false));
  });
}

/** A POST over a keep-alive connection whose body is sent in two halves, the second on demand. */
function slowPost() {
  const agent = new Agent({ keepAlive: true });
  const headers = { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) };
  const req = request({ host: "127.0.0.1", port, method: "POST", path: "/contact-us.data", agent, headers });
  const answer = new Promise<{ status: number; text: string }>((done, fail) => {
    req.on("response", (res: IncomingMessage) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => done({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", fail);
  });
  req.write(body.slice(0, 40));
  return { answer, finish: () => req.end(body.slice(40)), agent };
}

describe("graceful shutdown", () => {
  it(
    "on SIGTERM refuses new connections, finishes the request in flight, closes the database and exits 0",
    { timeout: 20_000 },
    async () => {
      site = await startSite({ port, env: { CONTACT_DB_PATH: dbPath, SHUTDOWN_TIMEOUT_MS: "8000" } });
      const { child } = site;
      const post = slowPost();
      await new Promise((done) => setTimeout(done, 300)); // the server has the headers and half the body
      const exited = exit(child);
      const signalled = performance.now();
      child.kill("SIGTERM");
      await eventually(() => site!.logs().includes("shutting down"));
      expect(await canConnect()).toBe(false);

      await new Promise((done) => setTimeout(done, 500)); // still in flight, well after the signal
      post.finish();
      const answer = await post.answer;
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('"outcome","sent"');

      // The finished keep-alive connection is closed for it; the process exits well within the timeout.
      const { code, at } = await exited;
      post.agent.destroy();
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(3_000);
      expect((await readMessages(dbPath)).map((row) => row.subject)).toEqual(["Sent during shutdown"]);
      expect(site.logLines().at(-1)).toMatchObject({ message: "stopped" });
    },
  );

  it(
    "cuts a request still unfinished when SHUTDOWN_TIMEOUT_MS runs out, and still exits 0",
    { timeout: 20_000 },
    async () => {
      site = await startSite({ port, env: { CONTACT_DB_PATH: dbPath, SHUTDOWN_TIMEOUT_MS: "1500" } });
      const { child } = site;
      const post = slowPost(); // never finished
      const cut = post.answer.then(
        () => "answered",
        () => "cut",
      );
      await new Promise((done) => setTimeout(done, 300));
      const exited = exit(child);
      const signalled = performance.now();
      child.kill("SIGTERM");
      const { code, at } = await exited;
      post.agent.destroy();
      expect(code).toBe(0);
      expect(at - signalled).toBeGreaterThanOrEqual(1_400);
      expect(at - signalled).toBeLessThan(4_000);
      expect(await cut).toBe("cut");
      expect(site.logs()).toContain("shutdown timeout");
      expect(await readMessages(dbPath)).toEqual([]);
    },
  );

  it(
    "stops at once on SIGINT when nothing is in flight, even with an idle keep-alive connection open",
    { timeout: 20_000 },
    async () => {
      site = await startSite({ port, env: { CONTACT_DB_PATH: dbPath } });
      const agent = new Agent({ keepAlive: true });
      await new Promise<void>((done) =>
        request({ host: "127.0.0.1", port, path: "/", agent }, (res) => res.resume().on("end", done)).end(),
      );
      const exited = exit(site.child);
      const signalled = performance.now();
      site.child.kill("SIGINT");
      const { code, at } = await exited;
      agent.destroy();
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(1_000);
    },
  );
});
