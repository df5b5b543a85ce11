import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { acceptsEncoding } from "./request-input.ts";
import { baseSecurityHeaders, contentSecurityPolicy } from "./security-headers.ts";

export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".woff2": "font/woff2",
};

/** A body with its complete response headers, as a flat [name, value, …] list for writeHead. */
type Variant = { body: Buffer; headers: string[] };

export type StaticFile = {
  etag: string;
  /** A prerendered page (HTML), which the page view counter counts; not an asset. */
  page: boolean;
  identity: Variant;
  /**
   * Precompressed variants: written at build time by tools/build/compress-build.ts, or at run time
   * for a page rendered again (server/http/compression.ts).
   */
  br?: Variant;
  gzip?: Variant;
  notModified: string[];
};

export function cacheControlFor(urlPath: string, ext: string): string {
  // Vite puts content-hashed files under /assets: they can never change under the same name.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // Pages and what they load that comes from the content (islands' shared props, .json) change
  // whenever staff publish (decision 022): revalidated on every use, a 304 when unchanged.
  if (ext === ".html" || ext === ".data" || ext === ".xml" || ext === ".txt" || ext === ".json")
    return "public, max-age=0, must-revalidate";
  return "public, max-age=86400, stale-while-revalidate=604800";
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/**
 * URL paths a file answers to, from the file's own URL path: /about-us/index.html answers
 * /about-us and /about-us/ too. Each in the form `new URL(…).pathname` gives, so that a request
 * URL equal to a key needs no parsing.
 */
export function urlPathsOf(fileUrlPath: string): string[] {
  if (!fileUrlPath.endsWith("/index.html")) return [fileUrlPath];
  const dir = fileUrlPath.slice(0, -"index.html".length);
  return dir === "/" ? ["/", fileUrlPath] : [dir.slice(0, -1), dir, fileUrlPath];
}

/** A file's ETag: a digest of its identity body, so that the same body keeps the same tag. */
export const etagOf = (body: Buffer): string => `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;

const securityHeaderList = Object.entries(baseSecurityHeaders).flat();

/** One file of the site: its URL path (`/about-us/index.html`), its body and its compressed twins. */
export type SiteFile = { urlPath: string; body: Buffer; br?: Buffer; gzip?: Buffer };

/**
 * The map entries one file makes, one per URL path it answers to, with every response header
 * computed once. The build's files (loadStaticFiles) and the pages rendered again while the
 * server runs (server/pages/live-pages.server.ts) go through here, so both answer alike.
 * Empty for a file of a type the site does not serve.
 */
export function staticFileEntries(file: SiteFile, pagePolicy: string): [string, StaticFile][] {
  const ext = extname(file.urlPath);
  const contentType = contentTypes[ext];
  if (!contentType) return [];
  const etag = etagOf(file.body);
  // Never hashes found in the file: an article's Markdown could hold a <script> (page-policy.ts).
  const csp = ext === ".html" ? pagePolicy : contentSecurityPolicy();
  return urlPathsOf(file.urlPath).map((urlPath) => {
    // prettier-ignore
    const common = [
      ...securityHeaderList,
      "Content-Security-Policy", csp,
      "Content-Type", contentType,
      "Cache-Control", cacheControlFor(urlPath, ext),
      "ETag", etag,
      "Vary", "Accept-Encoding",
    ];
    const variant = (content: Buffer, encoding?: string): Variant => ({
      body: content,
      headers: [
        ...common,
        ...(encoding ? ["Content-Encoding", encoding] : []),
        "Content-Length",
        String(content.length),
      ],
    });
    const entry: StaticFile = {
      etag,
      page: ext === ".html",
      identity: variant(file.body),
      br: file.br && variant(file.br, "br"),
      gzip: file.gzip && variant(file.gzip, "gzip"),
      notModified: common,
    };
    return [urlPath, entry];
  });
}

/**
 * Loads the client build into memory once at start-up, with every response header computed once:
 * a page or asset hit then costs one map lookup and one writeHead. The whole site is a few
 * megabytes; serving from memory keeps page requests off the disk and off React entirely.
 * `pagePolicy` is the pages' Content-Security-Policy (page-policy.ts, passed in because this file
 * is also read by plain-Node scripts that cannot load the app's modules).
 */
export function loadStaticFiles(root: string, pagePolicy: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of walk(root)) {
    if (file.endsWith(".br") || file.endsWith(".gz") || !contentTypes[extname(file)]) continue;
    const optional = (path: string) => (statSync(path, { throwIfNoEntry: false }) ? readFileSync(path) : undefined);
    const urlPath = new URL("/" + relative(root, file).split(sep).join("/"), "http://localhost").pathname;
    const siteFile = { urlPath, body: readFileSync(file), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) };
    for (const [key, entry] of staticFileEntries(siteFile, pagePolicy)) files.set(key, entry);
  }
  return files;
}

function variantFor(acceptEncoding: string | undefined, file: StaticFile): Variant {
  if (!acceptEncoding) return file.identity;
  if (file.br && acceptsEncoding(acceptEncoding, "br")) return file.br;
  if (file.gzip && acceptsEncoding(acceptEncoding, "gzip")) return file.gzip;
  return file.identity;
}

/**
 * Answers a GET or HEAD with a file from memory. Headers go out in one writeHead with a list: no
 * header object is built per request. `extraHeaders` are the per-request ones (request id, HSTS).
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile, extraHeaders: string[]): void {
  if (req.headers["if-none-match"] === file.etag) {
    res.writeHead(304, file.notModified.concat(extraHeaders)).end();
    return;
  }
  const variant = variantFor(req.headers["accept-encoding"], file);
  res.writeHead(200, variant.headers.concat(extraHeaders));
  res.end(req.method === "HEAD" ? undefined : variant.body);
}
