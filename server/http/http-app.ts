import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { createRequest } from "@remix-run/node-fetch-server";
import { createRequestHandler, isRouteErrorResponse, type RouterContextProvider, type ServerBuild } from "react-router";
import { describeError, log } from "../shared/log.ts";
import { currentRequest, type RequestContext, requestId, runInRequest } from "../shared/request-context.ts";
import { logWhenDone, rawPath } from "./access-log.ts";
import { isCrossSite } from "./cross-site.ts";
import { type HealthCheck, healthPath, serveHealth } from "./health.ts";
import { sendPlain, sendRendered } from "./rendered-response.ts";
import { bufferedRequest, clientIp, isHttps, readBody } from "./request-input.ts";
import { baseSecurityHeaders, contentSecurityPolicy, strictTransportSecurity } from "./security-headers.ts";
import { withSingleSlashes } from "./slash-runs.ts";
import { serveStatic, type StaticFile } from "./static-files.ts";
import { serveStoredFile, type StoredFiles } from "./stored-files.ts";

const allowedMethods = new Set(["GET", "HEAD", "POST"]);

/** A POST's body limit where nothing else is said (the contact form's message is 5,000 characters). */
export const defaultBodyLimit = 65_536;
const defaultCsp = contentSecurityPolicy();

/** Why a POST was refused before its body was read: from another site, too large, or (a path that needs one) without a session. */
export type RefusedPost = "cross-site" | "too-large" | "signed-out";

/** The HTTP layer's own words for a refused POST, where no capability claims the path. */
const refusals: Record<RefusedPost, string> = {
  "cross-site": "Refused: this request was sent from another site.",
  "too-large": "Refused: the request body is too large.",
  "signed-out": "Refused: sign in first.",
};

const refusalStatus: Record<RefusedPost, number> = { "cross-site": 403, "too-large": 413, "signed-out": 401 };

/**
 * What a capability decides of a POST to its path before a byte of the body is read: how much of
 * it may be read, or that it is refused. A path that takes large bodies (an upload) admits them
 * only to someone it knows, so a stranger's body is answered at once and never buffered.
 */
export type PostAdmission = { limit: number } | { refused: RefusedPost };

/** An answered page (HTML, to a GET or HEAD), for whoever counts them. */
export type AnsweredPage = { pathname: string; status: number; html: boolean };

/**
 * React Router logs a thrown loader/action/render error with console.error (a multi-line stack,
 * no request id). Instead, the error is kept on the request and written once with its access line.
 * Error responses below 500 (a POST to a page without an action: 405) are the client's doing.
 */
function withErrorCapture(build: ServerBuild): ServerBuild {
  const handleError = (error: unknown, { request }: { request: Request }) => {
    if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
    const context = currentRequest();
    if (context) context.error ??= error;
    else log.error("error outside a request", describeError(error));
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}

/** How long a connection whose body was refused unread stays open after its answer, at most. */
const lingerMs = 2_000;

/**
 * Closes a connection whose request body was refused unread, soon after its answer is out. Until
 * then Node reads what the client still sends, to throw it away: closing at once would reset the
 * connection, and a reset can destroy the answer before the client reads it. Kept alive, it would
 * read a stranger's whole upload (8 MiB) that way, in every one of their parallel connections.
 */
function lingerThenClose(socket: Socket) {
  setTimeout(() => socket.destroy(), lingerMs).unref();
  socket.end();
}

/** The URL's path, or undefined when it is malformed (no URL, or a percent-escape that is not UTF-8). */
function parsePath(url: string): string | undefined {
  try {
    const { pathname } = new URL(url, "http://localhost");
    // The decoded value is used, not just computed: the bundler drops an unused call to a
    // built-in it deems pure, and with it the check (decodeURIComponent throws on bad escapes).
    return decodeURIComponent(pathname) === "" ? undefined : pathname;
  } catch {
    return undefined;
  }
}

/**
 * The site's request listener: prerendered files from memory, /healthz, files kept in the store
 * (uploaded images, `storedFiles`), and everything else (the
 * contact form's POST, the staff area, unknown paths) through React Router, whose loaders and
 * actions get the server's services through the context `routerContext` makes. Every response
 * carries the security headers and an X-Request-Id; every response but a static file hit or a
 * healthy probe is logged. It knows no capability: what one decides (the words of a refusal and
 * whether it counts, a page's policy, whether a path is indexed, counting a page view) reaches it
 * as the options below, wired by server/site-app.ts.
 */
export function createApp(options: {
  /** The build, or (development) a function that loads the current one for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles: Map<string, StaticFile>;
  health: HealthCheck;
  /** A new router context for one request: what its loaders and actions read. */
  routerContext: () => RouterContextProvider;
  /** The Content-Security-Policy of an HTML page React Router rendered at `pathname`. */
  pagePolicy: (pathname: string) => string;
  /**
   * The one spelling of a path a capability claims, when `pathname` spells it otherwise: every
   * request to it is redirected there (308, which keeps a POST a POST) before anything reads it.
   */
  canonicalPath?: (pathname: string) => string | undefined;
  /** Paths no answer of which may be indexed (X-Robots-Tag: noindex). */
  noindex?: (pathname: string) => boolean;
  /**
   * A POST refused before its body is read: the answer's words, from the capability that owns the
   * path (which may count it); undefined: the HTTP layer's own words.
   */
  refusedPost?: (pathname: string, reason: RefusedPost) => string | undefined;
  /**
   * Where a browser's POST refused as too large goes back to (303), for a page whose form can say
   * why beside its field; undefined: the refusal's words, as text.
   */
  tooLargeRedirect?: (pathname: string) => string | undefined;
  /** Called once an HTML page was answered (prerendered or rendered), after its response. */
  onPage?: (req: IncomingMessage, page: AnsweredPage) => void;
  /** Files kept in the store (uploaded images), served to GET and HEAD under their prefix. */
  storedFiles?: StoredFiles;
  maxBodyBytes?: number;
  /**
   * The admission of a POST to `pathname`, for the paths a capability claims (after the
   * cross-site check, before the body is read); undefined: any client, up to maxBodyBytes.
   */
  admitPost?: (req: IncomingMessage, pathname: string) => Promise<PostAdmission | undefined> | undefined;
  trustProxy?: boolean;
}): RequestListener {
  const { staticFiles, health } = options;
  const { build } = options;
  const handleRequest =
    typeof build === "function"
      ? createRequestHandler(async () => withErrorCapture(await build()), "development")
      : createRequestHandler(withErrorCapture(build), "production");
  const maxBodyBytes = options.maxBodyBytes ?? defaultBodyLimit;
  const trustProxy = options.trustProxy ?? false;
  const refusal = (pathname: string, reason: RefusedPost) =>
    options.refusedPost?.(pathname, reason) ?? refusals[reason];

  /** A prerendered page or asset from memory; a page is reported once answered (200, or 304 on revalidation). */
  function serveFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, pathname: string, extra: string[]) {
    serveStatic(req, res, file, extra);
    if (file.page) options.onPage?.(req, { pathname, status: res.statusCode, html: true });
  }

  async function handleDynamic(req: IncomingMessage, res: ServerResponse, context: RequestContext, pathname?: string) {
    const method = req.method ?? "GET";
    if (!allowedMethods.has(method)) return sendPlain(res, 405, "Method not allowed.", { Allow: "GET, HEAD, POST" });
    if (pathname === undefined) return sendPlain(res, 400, "Malformed URL.");
    const { storedFiles } = options;
    if (method !== "POST" && storedFiles && pathname.startsWith(storedFiles.prefix)) {
      try {
        return await serveStoredFile(req, res, storedFiles, pathname);
      } catch (error) {
        context.error ??= error;
        if (!res.headersSent) return sendPlain(res, 500, "Something went wrong on our side. Please try again.");
        return void res.destroy();
      }
    }
    // Whatever a client sent in these headers, the app sees only what the server determined.
    req.headers["x-client-ip"] = clientIp(req, trustProxy);
    req.headers["x-request-id"] = context.id;
    let body: Buffer<ArrayBuffer> | undefined;
    if (method === "POST") {
      // Refused before the body is read, with a reason a person can act on (React Router's own
      // check would answer a bare 400 "Bad Request").
      if (isCrossSite(req.headers.origin, req.headers.host))
        return sendPlain(res, 403, refusal(pathname, "cross-site"));
      let admission: PostAdmission;
      try {
        admission = (await options.admitPost?.(req, pathname)) ?? { limit: maxBodyBytes };
      } catch (error) {
        context.error ??= error;
        return sendPlain(res, 503, "This cannot be taken just now. Please try again in a minute.");
      }
      const backTo = options.tooLargeRedirect?.(pathname);
      const tooLarge = () =>
        backTo
          ? sendPlain(res, 303, refusal(pathname, "too-large"), { Location: backTo })
          : sendPlain(res, 413, refusal(pathname, "too-large"));
      if ("refused" in admission) {
        if (admission.refused === "too-large") tooLarge();
        else sendPlain(res, refusalStatus[admission.refused], refusal(pathname, admission.refused));
        return void res.once("finish", () => lingerThenClose(req.socket));
      }
      const read = await readBody(req, admission.limit).catch(() => undefined);
      if (read === undefined) return void res.destroy(); // The client left mid-body: nobody to answer.
      // No "Connection: close": Node then discards the rest of the body (bounded by requestTimeout)
      // instead of resetting the socket, so the client, still sending, can read this answer.
      if (read === "too-large") return tooLarge();
      body = read;
    }
    let request: Request;
    try {
      request = body === undefined ? createRequest(req, res) : bufferedRequest(req, res, body, trustProxy);
    } catch {
      return sendPlain(res, 400, "Malformed request."); // e.g. a Host header no URL can hold
    }
    try {
      const response = await handleRequest(request, options.routerContext());
      await sendRendered(req, res, response, options.pagePolicy(pathname));
      // The 404 page and any page rendered per request (prerendered ones are reported by serveFile).
      const html = (response.headers.get("Content-Type") ?? "").startsWith("text/html");
      if (html) options.onPage?.(req, { pathname, status: response.status, html });
    } catch (error) {
      context.error ??= error;
      // The visitor learns nothing of the cause; the log line has it, under the same request id.
      if (!res.headersSent) sendPlain(res, 500, "Something went wrong on our side. Please try again.");
      else res.destroy();
    }
  }

  return (req, res) => {
    const id = requestId(req.headers["x-request-id"]);
    const extraHeaders = isHttps(req, trustProxy)
      ? ["X-Request-Id", id, "Strict-Transport-Security", strictTransportSecurity]
      : ["X-Request-Id", id];
    const method = req.method;
    const url = req.url ?? "/";
    // The hot path: a page or asset whose URL is exactly a key of the map (keys are normalized
    // pathnames, so such a URL needs no parsing).
    if ((method === "GET" || method === "HEAD") && url !== healthPath) {
      const file = staticFiles.get(url);
      if (file) return serveFile(req, res, file, url, extraHeaders);
    }
    const pathname = parsePath(url);
    const reads = method === "GET" || method === "HEAD";
    // A run of slashes is redirected before anything reads the path: the URL parser takes the
    // "about-us" of "//about-us" for a host, and React Router decodes each empty segment.
    const redirect = reads ? withSingleSlashes(url) : undefined;
    if (reads && redirect === undefined) {
      // Checked before the static files, so that no file in the build can ever stand in for it.
      if (pathname === healthPath) return serveHealth(req, res, health, id, extraHeaders);
      const file = pathname === undefined ? undefined : staticFiles.get(pathname); // e.g. /?utm_source=…
      if (file && pathname !== undefined) return serveFile(req, res, file, pathname, extraHeaders);
    }
    for (const [name, value] of Object.entries(baseSecurityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", defaultCsp);
    // e.g. the staff area: never indexed, whatever answers (page, 401, 403, download).
    if (pathname !== undefined && options.noindex?.(pathname)) res.setHeader("X-Robots-Tag", "noindex, nofollow");
    for (let i = 0; i < extraHeaders.length; i += 2) res.setHeader(extraHeaders[i]!, extraHeaders[i + 1]!);
    const context: RequestContext = { id, done: false };
    logWhenDone(req, res, context, redirect === undefined ? (pathname ?? rawPath(url)) : rawPath(url));
    if (redirect !== undefined) return sendPlain(res, 301, "Moved Permanently.", { Location: redirect });
    const canonical = pathname === undefined ? undefined : options.canonicalPath?.(pathname);
    if (canonical !== undefined) {
      const queryAt = url.indexOf("?");
      const query = queryAt === -1 ? "" : url.slice(queryAt);
      return sendPlain(res, 308, "Permanent Redirect.", { Location: canonical + query });
    }
    return runInRequest(context, () => handleDynamic(req, res, context, pathname));
  };
}
