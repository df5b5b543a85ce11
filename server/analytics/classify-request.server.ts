import type { IncomingHttpHeaders } from "node:http";
import { isStaffPath } from "../staff/staff-paths.ts";
import { isBotUserAgent, userAgentLimit } from "./user-agent.server.ts";

/** What the server answered, as far as counting cares. */
export type AnsweredRequest = {
  method: string;
  /** The URL's pathname (percent-encoded, as `new URL` gives it). */
  pathname: string;
  /** 304 is a browser revalidating a page it shows again: a view of the 200 page. */
  status: number;
  /** The answer is an HTML document (not an asset, not JSON, not a download). */
  html: boolean;
  headers: IncomingHttpHeaders;
};

export type NotCounted = "method" | "status" | "not-html" | "not-public" | "prefetch" | "bot";

export type ClassifyOptions = { countHeadless?: boolean };

const countedStatuses = new Set([200, 304, 404]);

// Paths that answer HTML but are not pages of the site: the staff area, the form's JSON twin
// (its errors), health checks.
function isPublicPath(pathname: string): boolean {
  if (isStaffPath(pathname)) return false;
  if (pathname === "/healthz" || pathname === "/api" || pathname.startsWith("/api/")) return false;
  return true;
}

// What is read of a header: a purpose is a word or two, and a User-Agent is read no further
// than its first 512 characters anyway (user-agent.server.ts).
const header = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(",") : (value ?? "")).slice(0, userAgentLimit);

/**
 * Link prefetches and prerenders: Chrome and Safari send `Sec-Purpose: prefetch` (";prerender"
 * for a prerender), older Chrome and Firefox `Purpose: prefetch` / `X-Moz: prefetch`, Safari's
 * link previews `X-Purpose: preview`. Nobody looked at the page (yet); if they do, the browser
 * uses the prefetched copy and the view is not counted: a deliberate undercount.
 */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return (
    /prefetch|prerender/i.test(header(headers["sec-purpose"])) ||
    /prefetch|preview/i.test(header(headers["purpose"])) ||
    /prefetch|preview/i.test(header(headers["x-purpose"])) ||
    /prefetch/i.test(header(headers["x-moz"]))
  );
}

/**
 * Why a request is not a page view, or undefined when it is one: a GET answered with an HTML
 * page (200, or the 404 page) at a public path, asked for by a browser for a person to see.
 * HEAD and POST are not views (a form answer follows a view that was counted already).
 */
export function whyNotCounted(request: AnsweredRequest, options: ClassifyOptions = {}): NotCounted | undefined {
  if (request.method !== "GET") return "method";
  if (!countedStatuses.has(request.status)) return "status";
  if (!request.html) return "not-html";
  if (!isPublicPath(request.pathname)) return "not-public";
  if (isPrefetch(request.headers)) return "prefetch";
  if (isBotUserAgent(header(request.headers["user-agent"]), options)) return "bot";
  return undefined;
}
