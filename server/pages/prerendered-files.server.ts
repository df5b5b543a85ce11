import { createRequestHandler, type ServerBuild } from "react-router";
import type { StaticFile } from "../http/static-files.ts";
import { describeError } from "../shared/log.ts";

/** One file `npm run build` prerendered: where it is served, and the request that renders it. */
export type PrerenderedFile = {
  /** The file's own URL path: /about-us/index.html, /about-us.data, /sitemap.xml. */
  urlPath: string;
  /** What React Router is asked, as the build asked it (a page with its trailing slash). */
  requestPath: string;
  /** A data file may be a 202, as React Router's prerendering accepts; anything else is a 200. */
  data: boolean;
};

/** A prerendered path (a route table entry) and the files it made: a page or resource, and its data. */
export type PrerenderedPath = { path: string; files: PrerenderedFile[] };

/**
 * The files the build prerendered for each of `prerender` (the build's own list, the one
 * react-router.config.ts made), found among the files the server serves: a page's
 * /about-us/index.html, a resource's /sitemap.xml, and the /about-us.data beside either when the
 * route has a loader. Going by what the build wrote, rather than working out React Router's rules
 * again, renders exactly what it prerendered; a path with nothing served (the development server
 * serves no files) is left out.
 */
export function prerenderedPaths(
  prerender: readonly string[],
  served: (urlPath: string) => StaticFile | undefined,
): PrerenderedPath[] {
  return prerender.flatMap((rawPath) => {
    const path = new URL(rawPath, "http://localhost").pathname;
    const files: PrerenderedFile[] = [];
    // As React Router names data files: /about-us.data, and /_.data for the home page.
    const dataPath = path.endsWith("/") ? `${path}_.data` : `${path}.data`;
    if (served(dataPath)) files.push({ urlPath: dataPath, requestPath: dataPath, data: true });
    const entry = served(path);
    const dir = path.replace(/\/$/, "");
    if (entry?.page) files.push({ urlPath: `${dir}/index.html`, requestPath: `${dir}/`, data: false });
    else if (entry) files.push({ urlPath: path, requestPath: path, data: false });
    return files.length ? [{ path, files }] : [];
  });
}

/**
 * The files of a page the build did not prerender (an article published since): its HTML and its
 * data, named as the build names a prerendered page's (every page of the site has a loader).
 */
export function pageFilesOf(path: string): PrerenderedPath {
  const dir = path.replace(/\/$/, "");
  return {
    path,
    files: [
      { urlPath: `${dir}.data`, requestPath: `${dir}.data`, data: true },
      { urlPath: `${dir}/index.html`, requestPath: `${dir}/`, data: false },
    ],
  };
}

export type Rendered = { ok: true; body: Buffer } | { ok: false; reason: string };

/**
 * Renders prerendered files in this process through React Router's request handler, as the build
 * did: a GET with no cookie, no session and no router context, so a page shows what every visitor
 * sees. One file at a time: the error a failed render reports is that file's.
 */
export function createPrerenderer(build: ServerBuild): (file: PrerenderedFile) => Promise<Rendered> {
  let renderError: unknown;
  // React Router would print a thrown loader's error with console.error; it goes into the
  // failed file's reason instead, which the caller logs once.
  const handleError = (error: unknown) => {
    renderError ??= error;
  };
  const handle = createRequestHandler(
    { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } },
    "production",
  );
  return async (file) => {
    renderError = undefined;
    try {
      const response = await handle(new Request(new URL(file.requestPath, "http://localhost")));
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status === 200 || (file.data && response.status === 202)) return { ok: true, body };
      const cause = renderError === undefined ? "" : `: ${describeError(renderError).error}`;
      return { ok: false, reason: `${file.requestPath} answered ${response.status}${cause}` };
    } catch (error) {
      return { ok: false, reason: `${file.requestPath} threw ${describeError(error).error}` };
    }
  };
}
