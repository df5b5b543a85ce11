// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { routelessBuild } from "../../tests/support/routeless-build.ts";
import { loadStaticFiles, type StaticFile } from "../http/static-files.ts";
import { createLivePages, type ContentPaths } from "./live-pages.server.ts";
import { publicPagePolicy } from "./page-policy.ts";

/*
 * Pages that come and go with the content (Insights' articles), on a small build: the home page
 * and two articles prerendered, /insights/a and /insights/b. The test decides which articles the
 * "edition" has and what each page says; server/pages/live-pages.site.test.ts runs the real build.
 */

const pageSaying = (text: string) => `<!doctype html><html><body><p>${text}</p></body></html>`;
const route = (id: string, path: string) => ({ id, parentId: "root", path, module: { default: () => null } });

let dir: string;
let staticFiles: Map<string, StaticFile>;
let articles: string[];
let failing: Set<string>;

/** Articles of the test's edition: under /insights, as the real section's. */
const contentPaths: ContentPaths = {
  current: () => articles.map((slug) => `/insights/${slug}`),
  owns: (path) => path.startsWith("/insights/"),
};

function build(): ServerBuild {
  const base = routelessBuild((request) => {
    const path = new URL(request.url).pathname;
    if (failing.has(path)) return new Response("Something went wrong", { status: 500 });
    return new Response(pageSaying(`Page ${path}`), { headers: { "Content-Type": "text/html; charset=utf-8" } });
  });
  const routes = { ...base.routes, article: route("article", "insights/:slug") };
  return { ...base, routes, prerender: ["/", "/insights/a", "/insights/b"] } as ServerBuild;
}

const live = () => createLivePages({ build: build(), staticFiles, pagePolicy: publicPagePolicy, contentPaths });
const text = (urlPath: string) => staticFiles.get(urlPath)?.identity.body.toString();

beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  dir = mkdtempSync(join(tmpdir(), "live-content-"));
  writeFileSync(join(dir, "index.html"), pageSaying("Home, as built"));
  for (const slug of ["a", "b"]) {
    mkdirSync(join(dir, "insights", slug), { recursive: true });
    writeFileSync(join(dir, "insights", slug, "index.html"), pageSaying(`Article ${slug}, as built`));
    writeFileSync(join(dir, "insights", `${slug}.data`), `[{"article":"${slug}"}]`);
  }
  staticFiles = loadStaticFiles(dir, publicPagePolicy);
  articles = ["a", "b"];
  failing = new Set();
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("live pages that follow the content", () => {
  it("renders and serves a page the edition has and the build did not, with its data file", async () => {
    articles = ["c", "a", "b"];
    expect(staticFiles.has("/insights/c")).toBe(false);
    const report = await live().refresh();
    expect(report).toMatchObject({ added: ["/insights/c"], removed: [], failed: [] });
    for (const urlPath of ["/insights/c", "/insights/c/", "/insights/c/index.html"]) {
      expect(text(urlPath)).toBe(pageSaying("Page /insights/c/"));
      expect(staticFiles.get(urlPath)?.page).toBe(true);
    }
    expect(staticFiles.has("/insights/c.data")).toBe(true);
    // The others are rendered again as ever.
    expect(text("/insights/a")).toBe(pageSaying("Page /insights/a/"));
    expect(text("/")).toBe(pageSaying("Page /"));
  });

  it("stops serving a page the edition no longer has, at every path and its data, in the same swap", async () => {
    articles = ["b"];
    const report = await live().refresh();
    expect(report).toMatchObject({ added: [], removed: ["/insights/a"], failed: [] });
    for (const urlPath of ["/insights/a", "/insights/a/", "/insights/a/index.html", "/insights/a.data"])
      expect(staticFiles.has(urlPath), urlPath).toBe(false);
    expect(text("/insights/b")).toBe(pageSaying("Page /insights/b/"));
  });

  it("a page added in one refresh and removed in a later one is served, then not", async () => {
    const pages = live();
    articles = ["a", "b", "c"];
    await pages.refresh();
    expect(staticFiles.has("/insights/c")).toBe(true);
    articles = ["a", "b"];
    expect(await pages.refresh()).toMatchObject({ added: [], removed: ["/insights/c"] });
    expect(staticFiles.has("/insights/c")).toBe(false);
    expect(staticFiles.has("/insights/c.data")).toBe(false);
  });

  it("a new page whose render fails is not served, is named, and is tried again on the next refresh", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    articles = ["a", "b", "c"];
    failing.add("/insights/c/");
    const pages = live();
    const report = await pages.refresh();
    expect(report.added).toEqual([]);
    expect(report.failed).toEqual([expect.objectContaining({ path: "/insights/c" })]);
    expect(staticFiles.has("/insights/c")).toBe(false);
    failing.clear();
    expect(await pages.refresh()).toMatchObject({ added: ["/insights/c"], failed: [] });
  });
});
