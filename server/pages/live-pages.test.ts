// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routelessBuild } from "../../tests/support/routeless-build.ts";
import { loadStaticFiles, type StaticFile } from "../http/static-files.ts";
import { runInRequest } from "../shared/request-context.ts";
import { createLivePages } from "./live-pages.server.ts";
import { publicPagePolicy } from "./page-policy.ts";

/*
 * The refresh on a small build of two pages, / and /about-us, whose HTML the test decides:
 * what "the content changed" looks like to the pages, without building the site.
 * server/pages/live-pages.site.test.ts checks the same on the real build.
 */

/** A page big enough to get compressed twins (512 bytes at least), saying `text`. */
const pageSaying = (text: string) =>
  `<!doctype html><html><body><p>${text}</p>${"<p>filler</p>".repeat(60)}</body></html>`;

type Answer = (path: string) => Response | Promise<Response>;

/** A build whose two prerendered pages answer as `answer` says at the time. */
function twoPageBuild(answer: () => Answer): ServerBuild {
  const base = routelessBuild((request) => answer()(new URL(request.url).pathname));
  const page = { id: "about-us", parentId: "root", path: "about-us", module: { default: () => null } };
  return { ...base, routes: { ...base.routes, "about-us": page }, prerender: ["/", "/about-us"] } as ServerBuild;
}

const html = (body: string, status = 200) =>
  new Response(body, { status, headers: { "Content-Type": "text/html; charset=utf-8" } });

/** Headers as a map, without the two that follow the body (its tag and its length). */
const headersBesideBody = (headers: string[]) => {
  const map = new Map<string, string>();
  for (let i = 0; i < headers.length; i += 2) map.set(headers[i]!, headers[i + 1]!);
  map.delete("ETag");
  map.delete("Content-Length");
  return map;
};

let dir: string;
let staticFiles: Map<string, StaticFile>;
let texts: Record<string, string>;

/** A page as the build writes it: the HTML and its compressed twins. */
function writePage(file: string, text: string) {
  const body = Buffer.from(pageSaying(text));
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {}); // the refresh's info lines
  dir = mkdtempSync(join(tmpdir(), "live-pages-"));
  texts = { "/": "Home, as built", "/about-us/": "About us, as built" };
  writePage(join(dir, "index.html"), texts["/"]!);
  mkdirSync(join(dir, "about-us"));
  writePage(join(dir, "about-us", "index.html"), texts["/about-us/"]!);
  staticFiles = loadStaticFiles(dir, publicPagePolicy);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** Pages as `texts` says now: the content store of this test. */
const currentContent: Answer = (path) => html(pageSaying(texts[path] ?? "?"));

describe("refreshing the live pages", () => {
  it("serves a changed page's new version at each of its paths, under a new ETag and the same headers otherwise", async () => {
    const before = staticFiles.get("/about-us")!;
    texts["/about-us/"] = "About us, as published";
    const report = await createLivePages({
      build: twoPageBuild(() => currentContent),
      staticFiles,
      pagePolicy: publicPagePolicy,
    }).refresh();

    expect(report).toMatchObject({ paths: 2, files: 2, changed: 1, failed: [] });
    const after = staticFiles.get("/about-us")!;
    const expected = pageSaying("About us, as published");
    expect(after.identity.body.toString()).toBe(expected);
    expect(brotliDecompressSync(after.br!.body).toString()).toBe(expected);
    expect(gunzipSync(after.gzip!.body).toString()).toBe(expected);
    expect(after.etag).not.toBe(before.etag);
    expect(after.page).toBe(true);
    for (const variant of ["identity", "br", "gzip"] as const)
      expect(headersBesideBody(after[variant]!.headers)).toEqual(headersBesideBody(before[variant]!.headers));
    expect(after.identity.headers).toContain(after.etag);
    for (const alias of ["/about-us/", "/about-us/index.html"]) expect(staticFiles.get(alias)?.etag).toBe(after.etag);
  });

  it("keeps an unchanged page's entry as the build made it, with its twins", async () => {
    const before = staticFiles.get("/");
    const report = await createLivePages({
      build: twoPageBuild(() => currentContent),
      staticFiles,
      pagePolicy: publicPagePolicy,
    }).refresh();
    expect(report).toMatchObject({ paths: 2, files: 2, changed: 0, failed: [] });
    expect(staticFiles.get("/")).toBe(before);
  });

  it.each([
    ["answers a 500", () => html("Something went wrong", 500), "/about-us/ answered 500"],
    ["throws", () => Promise.reject(new Error("render exploded")), "/about-us/ answered 500: Error: render exploded"],
  ])(
    "keeps the previous version of a page whose render %s, names it in the report and the log, and refreshes the others",
    async (_how, failure, reason) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const before = staticFiles.get("/about-us");
      const beforeIndex = staticFiles.get("/about-us/index.html");
      texts["/"] = "Home, as published";
      texts["/about-us/"] = "About us, as published";
      const answer: Answer = (path) => (path === "/about-us/" ? failure() : currentContent(path));
      const report = await createLivePages({
        build: twoPageBuild(() => answer),
        staticFiles,
        pagePolicy: publicPagePolicy,
      }).refresh();

      expect(report).toMatchObject({ paths: 1, changed: 1, failed: [{ path: "/about-us", reason }] });
      expect(staticFiles.get("/about-us")).toBe(before);
      expect(staticFiles.get("/about-us/index.html")).toBe(beforeIndex);
      expect(staticFiles.get("/")!.identity.body.toString()).toBe(pageSaying("Home, as published"));
      const lines = errors.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
      expect(lines).toEqual([expect.objectContaining({ level: "error", path: "/about-us", reason })]);
    },
  );

  it("swaps the new versions in only once every page is rendered", async () => {
    let releaseAboutUs = () => {};
    const aboutUsWaits = new Promise<void>((release) => (releaseAboutUs = release));
    let aboutUsStarted = () => {};
    const aboutUsRendering = new Promise<void>((started) => (aboutUsStarted = started));
    const answer: Answer = async (path) => {
      if (path === "/about-us/") {
        aboutUsStarted();
        await aboutUsWaits;
      }
      return currentContent(path);
    };
    texts["/"] = "Home, as published";
    texts["/about-us/"] = "About us, as published";
    const refreshed = createLivePages({
      build: twoPageBuild(() => answer),
      staticFiles,
      pagePolicy: publicPagePolicy,
    }).refresh();

    await aboutUsRendering; // the home page is rendered (it comes first) and waits for the swap
    expect(staticFiles.get("/")!.identity.body.toString()).toBe(pageSaying("Home, as built"));
    releaseAboutUs();
    await refreshed;
    expect(staticFiles.get("/")!.identity.body.toString()).toBe(pageSaying("Home, as published"));
    expect(staticFiles.get("/about-us")!.identity.body.toString()).toBe(pageSaying("About us, as published"));
  });

  it("works as the server's own when a request starts it: its log lines carry no request id", async () => {
    const lines = vi.spyOn(console, "log").mockImplementation(() => {});
    const live = createLivePages({
      build: twoPageBuild(() => currentContent),
      staticFiles,
      pagePolicy: publicPagePolicy,
    });
    await runInRequest({ id: "publish-request", done: false }, () => live.refresh());
    const line = JSON.parse(String(lines.mock.calls.at(-1)?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ message: "live pages refreshed" });
    expect(line).not.toHaveProperty("requestId");
  });

  it("lets requests that arrive meanwhile be answered between its pages", async () => {
    const events: string[] = [];
    const answer: Answer = (path) => {
      events.push(`rendered ${path}`);
      // A visitor's request arrives while the refresh is under way; it is answered once the
      // event loop turns (where I/O is handled too).
      if (path === "/") setImmediate(() => events.push("visitor answered"));
      return currentContent(path);
    };
    await createLivePages({ build: twoPageBuild(() => answer), staticFiles, pagePolicy: publicPagePolicy }).refresh();
    expect(events).toEqual(["rendered /", "visitor answered", "rendered /about-us/"]);
  });

  it("runs one refresh at a time, and the calls made during one share a single refresh after it", async () => {
    const rendered: string[] = [];
    let active = 0;
    let overlapped = false;
    const answer: Answer = async (path) => {
      active += 1;
      overlapped ||= active > 1;
      rendered.push(path);
      await new Promise((later) => setTimeout(later, 5));
      active -= 1;
      return currentContent(path);
    };
    const live = createLivePages({ build: twoPageBuild(() => answer), staticFiles, pagePolicy: publicPagePolicy });
    const first = live.refresh();
    const [second, third] = [live.refresh(), live.refresh()];
    expect(second).toBe(third);
    await Promise.all([first, second]);
    expect(rendered).toEqual(["/", "/about-us/", "/", "/about-us/"]);
    expect(overlapped).toBe(false);
  });
});
