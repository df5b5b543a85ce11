// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../tests/support/eventually.ts";
import { freePort } from "../../tests/support/free-port.ts";
import { type SiteProcess, startSite } from "../../tests/support/site-process.ts";

// The real production server behind a (pretend) trusted proxy: request ids, access log, HSTS.
const port = await freePort();
const hsts = "max-age=31536000; includeSubDomains";
const asset = `/assets/${readdirSync(resolve(import.meta.dirname, "../../build/client/assets")).find((name) => name.endsWith(".js"))}`;

let dir: string;
let site: SiteProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "request-log-"));
  site = await startSite({ port, env: { CONTACT_DB_PATH: join(dir, "contact.sqlite"), TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(site.url + path, { method, headers });
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers, id: response.headers.get("x-request-id") ?? "" };
}

const linesOf = (id: string) => site.logLines().filter((line) => line.requestId === id);

/** A request's log lines, read once a later request's line is in: by then the first one's would be too. */
async function accessLines(id: string) {
  const marker = await get("/no-such-marker-page");
  await eventually(() => linesOf(marker.id).length > 0);
  return linesOf(id);
}

describe("request ids", () => {
  it("gives every response its own X-Request-Id, static or not", async () => {
    const ids = [];
    for (const path of ["/", "/about-us", asset, "/robots.txt", "/no-such-page", "/healthz"])
      ids.push((await get(path)).id);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a well-formed incoming X-Request-Id (a proxy's) and replaces anything else", async () => {
    expect((await get("/", { "X-Request-Id": "0123456789abcdef0123456789abcdef" })).id).toBe(
      "0123456789abcdef0123456789abcdef",
    );
    for (const bad of ["short", "with spaces in it", 'quote"inside-id', "x".repeat(65)]) {
      const { id } = await get("/no-such-page", { "X-Request-Id": bad });
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[\w-]{8,64}$/);
    }
  });
});

describe("the access log", () => {
  it("writes one info line for a 404, with the path but not the query string", async () => {
    const { status, id } = await get("/missing-page?email=someone%40example.com&ref=abc");
    expect(status).toBe(404);
    await eventually(() => linesOf(id).length > 0);
    const lines = linesOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      message: "request",
      method: "GET",
      path: "/missing-page",
      status: 404,
    });
    expect(lines[0]!.durationMs).toEqual(expect.any(Number));
    expect(site.logs()).not.toContain("someone");
  });

  it("writes no line for static file hits, conditional hits and healthy probes", async () => {
    const page = await get("/about-us");
    const etag = page.headers.get("etag") ?? "";
    const ids = [
      page.id,
      (await get("/about-us", { "If-None-Match": etag })).id,
      (await get(asset)).id,
      (await get("/healthz")).id,
    ];
    expect((await get("/about-us", { "If-None-Match": etag })).status).toBe(304);
    for (const id of ids) expect(await accessLines(id)).toEqual([]);
  });

  it("logs a form post once, without the form values, and the service's own line carries the same id", async () => {
    const fields = {
      name: "Rahim Loggable",
      email: "rahim.private@example.com",
      subject: "Log check",
      message: "Nothing of this in the log.",
    };
    const response = await fetch(`${site.url}/contact-us.data`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "X-Forwarded-For": "198.51.100.23" },
    });
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id") ?? "";
    await eventually(() => linesOf(id).some((line) => line.message === "request"));
    expect(linesOf(id).map((line) => line.message)).toEqual(["contact message stored", "request"]);
    expect(linesOf(id).at(-1)).toMatchObject({ level: "info", method: "POST", path: "/contact-us.data", status: 200 });
    for (const value of [...Object.values(fields), "198.51.100.23"]) expect(site.logs()).not.toContain(value);
  });

  it("logs refused methods and malformed URLs once each", async () => {
    const refused = await get("/", {}, "DELETE");
    const malformed = await get("/%E0%A4%A");
    expect([refused.status, malformed.status]).toEqual([405, 400]);
    await eventually(() => linesOf(malformed.id).length > 0 && linesOf(refused.id).length > 0);
    expect(linesOf(refused.id)).toMatchObject([{ method: "DELETE", path: "/", status: 405 }]);
    expect(linesOf(malformed.id)).toMatchObject([{ method: "GET", path: "/%E0%A4%A", status: 400 }]);
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when the trusted proxy says the visitor used HTTPS, on pages, assets, 404s and probes", async () => {
    for (const path of ["/", asset, "/no-such-page", "/healthz"]) {
      expect((await get(path, { "X-Forwarded-Proto": "https" })).headers.get("strict-transport-security")).toBe(hsts);
    }
  });

  it("is not sent over plain HTTP", async () => {
    for (const path of ["/", asset, "/no-such-page"]) {
      expect((await get(path, { "X-Forwarded-Proto": "http" })).headers.get("strict-transport-security")).toBeNull();
      expect((await get(path)).headers.get("strict-transport-security")).toBeNull();
    }
  });
});
