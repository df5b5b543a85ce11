import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers.ts";

const contentTypes: Record<string, string> = {
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

export type StaticFile = {
  body: Buffer;
  /** Precompressed variants written at build time by scripts/compress-build.ts. */
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** Page-specific CSP for prerendered HTML (hashes of its inline scripts). */
  csp?: string;
};

function cacheControlFor(urlPath: string, ext: string): string {
  // Vite puts content-hashed files under /assets: they can never change under the same name.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (ext === ".html" || ext === ".data" || ext === ".xml" || ext === ".txt") return "public, max-age=0, must-revalidate";
  return "public, max-age=86400, stale-while-revalidate=604800";
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** URL paths a file answers to: /about-us/index.html answers /about-us and /about-us/ too. */
function urlPathsFor(file: string, root: string): string[] {
  const urlPath = "/" + relative(root, file).split(sep).join("/");
  if (!urlPath.endsWith("/index.html")) return [urlPath];
  const dir = urlPath.slice(0, -"index.html".length);
  return dir === "/" ? ["/", urlPath] : [dir.slice(0, -1), dir, urlPath];
}

/**
 * Loads the client build into memory once at start-up. The whole site is a few megabytes, and
 * serving from memory keeps page requests off the disk and off React entirely.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of walk(root)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const ext = extname(file);
    const contentType = contentTypes[ext];
    if (!contentType) continue;
    const body = readFileSync(file);
    const optional = (path: string) => (statSync(path, { throwIfNoEntry: false }) ? readFileSync(path) : undefined);
    const entry: StaticFile = {
      body,
      br: optional(`${file}.br`),
      gzip: optional(`${file}.gz`),
      contentType,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      cacheControl: "",
      csp: ext === ".html" ? contentSecurityPolicy(inlineScriptHashes(body.toString("utf8"))) : undefined,
    };
    for (const urlPath of urlPathsFor(file, root)) {
      files.set(urlPath, { ...entry, cacheControl: cacheControlFor(urlPath, ext) });
    }
  }
  return files;
}
