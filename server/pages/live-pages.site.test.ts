// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { createServer, get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadStaticFiles, type StaticFile, urlPathsOf } from "../http/static-files.ts";
import { createSiteApp } from "../site-app.ts";
import { createLivePages } from "./live-pages.server.ts";
import { publicPagePolicy } from "./page-policy.ts";
import { createPrerenderer, prerenderedPaths } from "./prerendered-files.server.ts";

/*
 * The live pages on the real build (npm run build): rendering a prerendered path in this process
 * gives what prerendering wrote, and a refresh serves the new versions as the build's files were
 * served. server/pages/live-pages.test.ts covers the rest (failures, swap, coalescing) on a small build.
 */
const root = resolve(import.meta.dirname, "../..");
const client = join(root, "build/client");
if (!existsSync(join(root, "build/server/index.js")) || !existsSync(join(client, "index.html")))
  throw new Error("No production build in build/: run `npm run build` first (npm test does this for you).");
const build = (await import(pathToFileURL(join(root, "build/server/index.js")).href)) as ServerBuild;

describe("rendering the prerendered files in the running server", () => {
  it("finds every prerendered path among the served files, and every page served from memory among them", () => {
    const staticFiles = loadStaticFiles(client, publicPagePolicy);
    const paths = prerenderedPaths(build.prerender, (urlPath) => staticFiles.get(urlPath));
    expect(paths.map(({ path }) => path)).toEqual(build.prerender);
    const rendered = new Set(paths.flatMap(({ files }) => files.flatMap((file) => urlPathsOf(file.urlPath))));
    const pages = [...staticFiles].filter(([, file]) => file.page).map(([urlPath]) => urlPath);
    expect(pages.filter((urlPath) => !rendered.has(urlPath))).toEqual([]);
    // The feeds, sitemap, robots.txt and shared island props are resources the build prerendered too.
    for (const resource of ["/sitemap.xml", "/robots.txt", "/insights/feed.xml", "/bn/islands/navigation.json"])
      expect(rendered.has(resource), resource).toBe(true);
  });

  it("gives, for every page, data file and resource, the very bytes prerendering wrote", async () => {
    const staticFiles = loadStaticFiles(client, publicPagePolicy);
    const render = createPrerenderer(build);
    const differing: string[] = [];
    let files = 0;
    for (const { files: pathFiles } of prerenderedPaths(build.prerender, (urlPath) => staticFiles.get(urlPath))) {
      for (const file of pathFiles) {
        files += 1;
        const result = await render(file);
        const built = readFileSync(join(client, file.urlPath));
        if (!result.ok) differing.push(`${file.urlPath}: ${result.reason}`);
        else if (!result.body.equals(built))
          differing.push(`${file.urlPath}: ${result.body.length} bytes, built ${built.length}`);
      }
    }
    expect(differing).toEqual([]);
    expect(files).toBeGreaterThan(build.prerender.length); // pages with loaders have a data file too
    // Every prerendered file, one after another: what the machine gives it (30 s was passed
    // beside a busy core in a clean-clone run), not a speed target.
  }, 120_000);
});

/** One GET, its body undecoded: what a browser accepting `encoding` is sent. */
function fetchRaw(base: string, path: string, encoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    get(`${base}${path}`, { headers: encoding ? { "Accept-Encoding": encoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", fail);
  });
}

const decoded = (answer: { headers: IncomingHttpHeaders; body: Buffer }) => {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  return (encoding === "gzip" ? gunzipSync(answer.body) : answer.body).toString();
};

/** The headers that do not follow the body or the request (its tag, length, date and id). */
const steadyHeaders = (headers: IncomingHttpHeaders) => {
  const { etag: _etag, "content-length": _length, date: _date, "x-request-id": _id, ...steady } = headers;
  return steady;
};

const published = "<!-- published -->";
const article = "/insights/website-cost-bangladesh";

/**
 * The real build with content changed while the server runs: each HTML page carries a marker,
 * robots.txt says something else, and one article's loader fails (its store is unreachable, say).
 */
function changedBuild(): ServerBuild {
  const render = build.entry.module.default;
  const routeAt = (path: string) => Object.values(build.routes).find((route) => route?.path === path.slice(1))!;
  const failing = routeAt(article);
  const robots = routeAt("/robots.txt");
  return {
    ...build,
    entry: {
      ...build.entry,
      module: {
        ...build.entry.module,
        default: async (...args: Parameters<typeof render>) => {
          const response = await render(...args);
          const html = (await response.text()).replace("</body>", `${published}</body>`);
          return new Response(html, { status: response.status, headers: response.headers });
        },
      },
    },
    routes: {
      ...build.routes,
      [failing.id]: {
        ...failing,
        module: {
          ...failing.module,
          loader: () => {
            throw new Error("content store unreachable");
          },
        },
      },
      [robots.id]: { ...robots, module: { ...robots.module, loader: () => new Response("User-agent: *\nAllow: /\n") } },
    },
  };
}

describe("a refresh after the content changed, as visitors see it", () => {
  let server: Server;
  let base: string;
  let staticFiles: Map<string, StaticFile>;
  beforeAll(async () => {
    staticFiles = loadStaticFiles(client, publicPagePolicy);
    // Nothing here reaches the store, the form or the counter's storage.
    const services = {
      analytics: { count() {} },
      health: async () => ({ ok: true }),
      staff: { connection: { get: async () => undefined, close: async () => {} } },
      contentImages: { maxBytes: 1024 },
    } as unknown as Parameters<typeof createSiteApp>[0]["services"];
    server = createServer(createSiteApp({ build, staticFiles, services }));
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const paths = ["/", "/about-us", "/bn/contact-us/", "/insights.data", article, "/robots.txt", "/sitemap.xml"];
  const encodings = ["br", "gzip", undefined];

  it("serves the new versions with the same headers, a new ETag only where the body changed, and the last good version of a page that failed", async () => {
    const before = new Map<string, Awaited<ReturnType<typeof fetchRaw>>>();
    for (const path of paths)
      for (const encoding of encodings) before.set(`${path} ${encoding}`, await fetchRaw(base, path, encoding));

    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const report = await createLivePages({
      build: changedBuild(),
      staticFiles,
      pagePolicy: publicPagePolicy,
    }).refresh();
    vi.restoreAllMocks();
    expect(report.failed).toEqual([{ path: article, reason: expect.stringContaining("content store unreachable") }]);
    expect(report.paths).toBe(build.prerender.length - 1);

    const changed = ["/", "/about-us", "/bn/contact-us/", "/robots.txt"];
    for (const path of paths) {
      for (const encoding of encodings) {
        const old = before.get(`${path} ${encoding}`)!;
        const now = await fetchRaw(base, path, encoding);
        const where = `${path} (${encoding ?? "identity"})`;
        expect(now.status, where).toBe(200);
        expect(steadyHeaders(now.headers), where).toEqual(steadyHeaders(old.headers));
        expect(now.headers["content-length"], where).toBe(String(now.body.length));
        if (changed.includes(path)) {
          expect(now.headers.etag, where).not.toBe(old.headers.etag);
          expect(decoded(now), where).not.toBe(decoded(old));
          if (path !== "/robots.txt")
            expect(decoded(now), where).toBe(decoded(old).replace("</body>", `${published}</body>`));
        } else {
          expect(now.headers.etag, where).toBe(old.headers.etag);
          expect(now.body.equals(old.body), where).toBe(true);
        }
      }
    }
    expect(decoded(await fetchRaw(base, "/robots.txt"))).toBe("User-agent: *\nAllow: /\n");
  });
});
