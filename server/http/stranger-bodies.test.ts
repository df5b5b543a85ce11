// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { rawExchange } from "../../tests/support/raw-http.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

// Strangers' large bodies against the real server: an upload path takes 8 MiB and the editor's
// paths 1 MiB, but only from a live session. Without one, nothing past the headers is read.
const port = await freePort();
const origin = `http://localhost:${port}`;
const connections = 50;
const declaredBytes = 8 * 1024 * 1024 + 60 * 1024;

let dir: string;
let site: SiteProcess;
let sampler: NodeJS.Timeout | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "stranger-bodies-"));
  site = await startSite({ port, env: { CONTACT_DB_PATH: join(dir, "contact.sqlite"), STAFF_ORIGIN: origin } });
});
afterAll(async () => {
  clearInterval(sampler);
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The server's resident memory, in MB, from the kernel's own count (0 once it has stopped). */
function residentMb(): number {
  try {
    const status = readFileSync(`/proc/${site.child.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return 0;
  }
}

type Upload = { socket: Socket; answered: Promise<string>; closed: Promise<unknown> };

/**
 * An upload of `declaredBytes` without a session cookie: headers, then the body as fast as the
 * server takes it, until the server answers (as a browser stops sending once it has its answer).
 */
function strangerUpload(path: string): Upload {
  const socket = connect(port, "127.0.0.1");
  // Listened for from the start: on a busy machine the server may close it before the test looks.
  const closed = new Promise((resolve) => socket.once("close", resolve));
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  let received = "";
  let done = false;
  const answered = new Promise<string>((resolve) => {
    socket.on("data", (data: Buffer) => {
      received += data.toString("latin1");
      if (!received.includes("\r\n\r\n")) return;
      done = true;
      resolve(received);
    });
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
  });
  socket.on("connect", () => {
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${origin}\r\n` +
        `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${declaredBytes}\r\n\r\n`,
    );
    let sent = 0;
    const pump = () => {
      while (sent < declaredBytes && !socket.destroyed && !done) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once("drain", pump);
      }
    };
    pump();
  });
  return { socket, answered, closed };
}

describe("large bodies from strangers", () => {
  it(
    "answers 50 unsigned uploads of 8 MiB at once with 401, and buffers none of them",
    { timeout: 45_000 },
    async () => {
      // The store opens with the first staff post: its memory is not the bodies'.
      const first = strangerUpload("/staff/content/images");
      expect(await first.answered).toMatch(/^HTTP\/1\.1 401 /);
      first.socket.destroy();
      const before = residentMb();
      const uploads = Array.from({ length: connections }, (_, i) =>
        strangerUpload(i % 2 ? "/staff/content/images" : "/staff/content/projects/nirog-medical"),
      );
      let peak = before;
      sampler = setInterval(() => (peak = Math.max(peak, residentMb())), 50);
      try {
        const answers = await Promise.all(uploads.map((upload) => upload.answered));
        for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 401 /);
        expect(answers[0]).toContain("Sign in to the staff inbox first.");
        // Each connection is closed by the server within its linger time, whatever the client does.
        await Promise.all(uploads.map(({ closed }) => closed));
      } finally {
        clearInterval(sampler);
        for (const { socket } of uploads) socket.destroy();
      }
      // Before, the server held every body whole until the last byte came, and only then said 401:
      // 50 × 8 MiB, 390 MB more. Now it answers first and the clients stop; what they had sent
      // already (loopback buffers hold megabytes) is read and thrown away as it comes, and memory
      // rises only by what the garbage collector has not reclaimed yet (70-90 MB here).
      console.log(`resident memory: ${before.toFixed(0)} MB before, at most ${peak.toFixed(0)} MB during`);
      expect(peak - before).toBeLessThan(150);
      // The site is still answering.
      expect(await rawExchange(port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).toMatch(
        /^HTTP\/1\.1 200 /,
      );
    },
  );

  it("refuses a staff post from another origin, or a body without a length past 16 KB, before reading it", async () => {
    const post = (headers: string, body = "") =>
      rawExchange(
        port,
        `POST /staff/content/images HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n${headers}\r\n${body}`,
      );
    expect(await post(`Origin: https://evil.example\r\nContent-Length: 5\r\n`, "hello")).toMatch(/^HTTP\/1\.1 403 /);
    expect(await post(`Content-Length: 5\r\n`, "hello")).toMatch(/^HTTP\/1\.1 403 /);
    const chunked = `${(20 * 1024).toString(16)}\r\n${"a".repeat(20 * 1024)}\r\n0\r\n\r\n`;
    // Too large: a browser goes back to the upload form, which says why beside its field and the limit.
    expect(await post(`Origin: ${origin}\r\nTransfer-Encoding: chunked\r\n`, chunked)).toMatch(
      /^HTTP\/1\.1 303 [\s\S]*\r\nlocation: \/staff\/content\/images\?refused=too-large\r\n/i,
    );
  });
});
