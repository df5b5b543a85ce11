import type { ServerBuild } from "react-router";
import { compressAtRunTime, runTimeBrotliQuality } from "../http/compression.ts";
import { etagOf, type SiteFile, type StaticFile, staticFileEntries, urlPathsOf } from "../http/static-files.ts";
import { coalescedRuns } from "../shared/coalesced-runs.ts";
import type { OgCards } from "./og-card-refresh.server.ts";
import { log } from "../shared/log.ts";
import { outsideRequest } from "../shared/request-context.ts";
import { createPrerenderer, pageFilesOf, prerenderedPaths, type PrerenderedPath } from "./prerendered-files.server.ts";

/** What one refresh did. */
export type RefreshReport = {
  /** Prerendered paths rendered again (a page or resource, with its data file when it has one). */
  paths: number;
  /** Files rendered, and bytes of them before compression. */
  files: number;
  bytes: number;
  /** Files whose body changed, now served in their new version, and their brotli bytes. */
  changed: number;
  changedBrotliBytes: number;
  /** Paths still served in their previous version because a file of theirs failed to render. */
  failed: { path: string; reason: string }[];
  /** Pages of the content served from memory now and not before (a new article), and no longer (a removed one). */
  added: string[];
  removed: string[];
  /** Open Graph cards drawn again because what they show changed, and cards no longer served. */
  cardsDrawn: string[];
  cardsRemoved: string[];
  durationMs: number;
};

/**
 * Pages that come and go with the content (Insights' articles, topics and list pages): those the
 * current edition has, in both languages, and whether a path is of that kind at all.
 */
export type ContentPaths = { current(): readonly string[]; owns(path: string): boolean };

export type LivePages = {
  /**
   * Renders every prerendered page and resource again and serves the new versions. Calls during
   * a refresh share one more refresh after it (server/shared/coalesced-runs.ts).
   */
  refresh(): Promise<RefreshReport>;
};

/**
 * Keeps the prerendered files the server serves from memory (server/http/static-files.ts) in
 * step with what the app renders now: `npm run build` prerendered them from the content of its
 * day, and content changes while the server runs (a publish in the staff area). Whatever decides
 * what the app renders, a refresh renders each prerendered path in this process as the build did,
 * and swaps the new files into `staticFiles`, the very map the request listener reads.
 *
 * - All or nothing for visitors: every file is rendered and compressed first, then the map's
 *   entries are replaced in one synchronous loop, which no request can interleave with.
 * - A path whose render fails (a loader throws, a status other than 200) keeps its previous
 *   files, page and data together, and is named in the report and in a log line: a visitor
 *   gets the last good version, never a 500.
 * - Visitors keep being served during a refresh: it lets the event loop turn before each file.
 * - A file whose body did not change keeps its entry, and with it the build's smaller
 *   maximum-compressed twins; a changed one gets twins compressed at run time (compression.ts).
 *
 * - Pages that come and go with the content (`contentPaths`) follow the current edition: a new
 *   one is rendered and served like the build's, a gone one's files leave the map in the same
 *   swap, so its path reaches the routes, which answer the 404 page.
 *
 * `pagePolicy` is the Content-Security-Policy the HTML pages were loaded with (publicPagePolicy).
 */
export function createLivePages(options: {
  build: ServerBuild;
  staticFiles: Map<string, StaticFile>;
  pagePolicy: string;
  /** Brotli quality for changed files; the default is measured (compression.ts). */
  brotliQuality?: number;
  contentPaths?: ContentPaths;
  /** The Open Graph cards, drawn again when what they show changed and swapped in with the pages. */
  ogCards?: OgCards;
}): LivePages {
  const { build, staticFiles, pagePolicy } = options;
  const brotliQuality = options.brotliQuality ?? runTimeBrotliQuality;
  const contentPaths = options.contentPaths ?? { current: () => [], owns: () => false };
  const render = createPrerenderer(build);
  const served = (urlPath: string) => staticFiles.get(urlPath);
  const pathOf = (rawPath: string) => new URL(rawPath, "http://localhost").pathname;
  // The content's pages served now: at first those the build prerendered.
  let contentPages = new Set(build.prerender.map(pathOf).filter(contentPaths.owns));

  /** What to render: the build's other paths, then the content's current pages (new ones laid out as pages). */
  function pathsToRender(current: ReadonlySet<string>): PrerenderedPath[] {
    const fixed = build.prerender.filter((path) => !contentPaths.owns(pathOf(path)));
    const content = [...current].map(
      (path) => (contentPages.has(path) && prerenderedPaths([path], served)[0]) || pageFilesOf(path),
    );
    return [...prerenderedPaths(fixed, served), ...content];
  }

  /** Every map key a gone page answers to: its HTML (with and without the slash) and its data. */
  const urlPathsOfPage = (path: string) => [...urlPathsOf(`${path}/index.html`), `${path}.data`];

  async function refreshOnce(): Promise<RefreshReport> {
    const started = performance.now();
    const report: RefreshReport = {
      paths: 0,
      files: 0,
      bytes: 0,
      changed: 0,
      changedBrotliBytes: 0,
      failed: [],
      added: [],
      removed: [],
      cardsDrawn: [],
      cardsRemoved: [],
      durationMs: 0,
    };
    const current = new Set(contentPaths.current());
    const replacements: [string, StaticFile][] = [];
    for (const { path, files } of pathsToRender(current)) {
      const rendered: SiteFile[] = [];
      for (const file of files) {
        // Rendering runs on promises alone, which never let the event loop turn: without this, a
        // refresh would hold every visitor's request until its last page (half a second or more).
        await new Promise((turn) => setImmediate(turn));
        const result = await render(file);
        if (!result.ok) {
          report.failed.push({ path, reason: result.reason });
          log.error("live page kept at its previous version: rendering it again failed", {
            path,
            reason: result.reason,
          });
          break;
        }
        rendered.push({ urlPath: file.urlPath, body: result.body });
      }
      if (rendered.length < files.length) continue;
      report.paths += 1;
      if (contentPaths.owns(path) && !contentPages.has(path)) report.added.push(path);
      for (const file of rendered) {
        report.files += 1;
        report.bytes += file.body.length;
        if (staticFiles.get(file.urlPath)?.etag === etagOf(file.body)) continue;
        const twins = await compressAtRunTime(file.urlPath, file.body, brotliQuality);
        report.changed += 1;
        report.changedBrotliBytes += twins.br?.length ?? 0;
        replacements.push(...staticFileEntries({ ...file, ...twins }, pagePolicy));
      }
    }
    const cards = await options.ogCards?.prepare();
    if (cards) {
      replacements.push(...cards.entries);
      report.failed.push(...cards.failed);
      report.cardsDrawn = cards.drawn;
      report.cardsRemoved = cards.removed;
    }
    report.removed = [...contentPages].filter((path) => !current.has(path));
    for (const [urlPath, entry] of replacements) staticFiles.set(urlPath, entry);
    for (const path of report.removed) for (const urlPath of urlPathsOfPage(path)) staticFiles.delete(urlPath);
    for (const urlPath of report.cardsRemoved) staticFiles.delete(urlPath);
    cards?.commit();
    contentPages = new Set([...current].filter((path) => contentPages.has(path) || report.added.includes(path)));
    report.durationMs = Math.round(performance.now() - started);
    const { failed, added, removed, cardsDrawn, cardsRemoved, ...counts } = report;
    log.info("live pages refreshed", {
      ...counts,
      failed: failed.length,
      added,
      removed,
      cardsDrawn: cardsDrawn.length,
      cardsRemoved,
    });
    return report;
  }

  // The server's own work, whichever request asked for it (outsideRequest).
  return { refresh: coalescedRuns(() => outsideRequest(refreshOnce)) };
}
