import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { ArticleFile } from "./catalogue.ts";

// Worked out when called, and not for Vite to resolve: in a Vite build (and in tests under a
// browser-like environment, where this module's URL is not a file's) the articles come through
// import.meta.glob instead (initial-articles.ts), and this directory is never read.
const insightsDir = () => fileURLToPath(new URL(/* @vite-ignore */ "../../insights/", import.meta.url));

/**
 * The article files read from disk, for code that runs in Node outside the Vite build: the route
 * table and the build's image generator. The server build reads the same files through Vite
 * (articles.server.ts), so that the running server needs no source files.
 */
export function readArticleFiles(dir = insightsDir()): ArticleFile[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ path: relative(process.cwd(), path), source: readFileSync(path, "utf8") }));
}
