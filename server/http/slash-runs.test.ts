// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../tests/support/free-port.ts";
import { rawExchange } from "../../tests/support/raw-http.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";
import { withSingleSlashes } from "./slash-runs.ts";

// Paths with runs of slashes against the real production server (needs the production build).
// Before the fix, "/a" + 8,000 slashes + "b" cost the server 1.9 s of CPU (quadratic patterns in
// the menus and the page view counter), and a page asked for during 32 of them waited 103 s.
const chrome =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15";
const attack = `/a${"/".repeat(8_000)}b`;

let dir: string;
let site: SiteProcess;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "slash-runs-"));
  port = await freePort();
  site = await startSite({ port, env: { CONTACT_DB_PATH: join(dir, "contact.sqlite") } });
});
afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const ticksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));

/** CPU time (user and system) the server process has used so far, in ms, from /proc. */
function serverCpuMs(): number {
  const stat = readFileSync(`/proc/${site.child.pid}/stat`, "utf8");
  // The fields after the command name, which is in parentheses: utime and stime are 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** GETs `path` as a browser would (following redirects); the status, or the error that ended it. */
async function get(path: string): Promise<number | string> {
  try {
    const response = await fetch(`${site.url}${path}`, {
      headers: { "user-agent": chrome },
      signal: AbortSignal.timeout(60_000),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return String((error as { cause?: unknown }).cause ?? error);
  }
}

/** The server's CPU time for `count` GETs of `path(i)` sent at once, and their statuses. */
async function burst(count: number, path: (i: number) => string) {
  const before = serverCpuMs();
  const statuses = await Promise.all(Array.from({ length: count }, (_, i) => get(path(i))));
  return { cpuMs: serverCpuMs() - before, statuses };
}

describe("a path with runs of slashes", () => {
  it("is redirected to the same path with one slash, its query kept, on GET and HEAD", async () => {
    const location = async (target: string, method = "GET") => {
      const answer = await rawExchange(port, `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      return `${answer.split(" ")[1]} ${/\r\nLocation: (.*)\r\n/.exec(answer)?.[1] ?? ""}`.trim();
    };
    expect(await location("/about-us//")).toBe("301 /about-us/");
    expect(await location("//about-us?utm_source=x//y")).toBe("301 /about-us?utm_source=x//y");
    expect(await location("/bn///contact-us", "HEAD")).toBe("301 /bn/contact-us");
    // A browser reads "/\" as "//": the Location must never name another host.
    expect(await location("/\\evil.example/")).toBe("301 /evil.example/");
    expect(await location("//\\evil.example")).toBe("301 /evil.example");
    expect(await location("/about-us")).toBe("200");
    expect(await location("/about-us/x")).toBe("404");
    expect(await get("/about-us//")).toBe(200);
  });

  it("costs no more than a plain 404, and a page asked for meanwhile is served", { timeout: 180_000 }, async () => {
    // Warm up the 404 page and the analytics path, so that neither burst pays for first compiles.
    await burst(8, (i) => `/warm-up-${i}`);
    const plain = await burst(32, (i) => `/no-such-page-${i}`);
    const pageStarted = performance.now();
    const [slashes, page] = await Promise.all([
      burst(32, (i) => `${attack}${i}`),
      get("/about-us").then((status) => ({ status, ms: performance.now() - pageStarted })),
    ]);
    const figures = `32 plain 404s: ${plain.cpuMs} ms of CPU; 32 slash runs: ${slashes.cpuMs} ms; /about-us meanwhile: ${Math.round(page.ms)} ms`;
    expect(plain.statuses, figures).toEqual(Array(32).fill(404));
    expect(slashes.statuses, figures).toEqual(Array(32).fill(404));
    expect(page.status, figures).toBe(200);
    // Measured here: 190-250 ms of CPU for either burst (6-8 ms a request, most of it rendering
    // the 404 page; the redirect itself 0.3 ms). Twice the plain burst, plus 100 ms for the 10 ms
    // ticks /proc counts in, cannot fail on a slower machine (both bursts slow down alike). Before
    // the fix: 21.9 s of CPU by the time the requests gave up at 60 s, the page among them.
    expect(slashes.cpuMs, figures).toBeLessThan(2 * plain.cpuMs + 100);
  });
});

describe("withSingleSlashes", () => {
  it("leaves a target without a run of slashes alone, and anything that is not a path", () => {
    expect(withSingleSlashes("/about-us/")).toBeUndefined();
    expect(withSingleSlashes("/?next=//evil.example")).toBeUndefined();
    expect(withSingleSlashes("/a\\b")).toBeUndefined();
    expect(withSingleSlashes("http://x//a")).toBeUndefined();
    expect(withSingleSlashes("*")).toBeUndefined();
    expect(withSingleSlashes(`${attack}?q=1`)).toBe("/a/b?q=1");
  });
});
