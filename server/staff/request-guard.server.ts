import type { StaffConfig } from "./staff-config.ts";
import { absoluteLifetimeMs } from "./staff-sessions.server.ts";

/**
 * `__Host-`: the browser accepts the cookie only with Secure, Path=/ and no Domain, so neither a
 * sibling subdomain nor a plain-http page can set or overwrite it (no cookie tossing). Browsers
 * treat http://localhost and 127.0.0.1 as secure, so tests run without TLS.
 */
export const sessionCookieName = "__Host-staff_session";

const attributes = "Path=/; Secure; HttpOnly; SameSite=Strict";

export const sessionCookie = (id: string) =>
  `${sessionCookieName}=${id}; ${attributes}; Max-Age=${Math.floor(absoluteLifetimeMs / 1000)}`;

export const clearedSessionCookie = () => `${sessionCookieName}=; ${attributes}; Max-Age=0`;

// Our cookie among the others, in one pass: splitting a 16 KB header of "; a=" pairs into
// pieces made 4,000 arrays (3 ms a request).
const sessionPair = new RegExp(`(?:^|;)\\s*${sessionCookieName}=([\\w-]{43})\\s*(?:;|$)`);

/** The session id the browser sent, if any; only the shape of our own ids is accepted. */
export function readSessionId(request: Request): string | null {
  return sessionIdIn(request.headers.get("Cookie"));
}

/** The session id in a Cookie header's value. */
export function sessionIdIn(cookie: string | null | undefined): string | null {
  return sessionPair.exec(cookie ?? "")?.[1] ?? null;
}

/**
 * Every state-changing staff request is a POST from the staff origin itself. Browsers send
 * Origin on every POST, so a missing one is refused too (SameSite=Strict is the second lock).
 */
export function isSameOriginPost(request: Request, config: StaffConfig): boolean {
  return request.method === "POST" && request.headers.get("Origin") === config.origin;
}

/**
 * Whether a GET comes from the staff member's own doing: a link or form on the staff origin
 * (`Sec-Fetch-Site: same-origin`) or an address typed, bookmarked or opened from another program
 * (`none`). Anything else, `same-site` (a sibling subdomain, to which SameSite=Strict still sends
 * the cookie) or `cross-site`, may read but changes nothing: opening a lead from such a link does
 * not mark it read. A browser too old to send the header is taken at its word, as before.
 */
export function isOwnNavigation(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

/**
 * Whether a GET is a top-level navigation from a staff page itself (`Sec-Fetch-Site: same-origin`,
 * `Sec-Fetch-Mode: navigate`, `Sec-Fetch-Dest: document`): a click on one of its links. For what
 * moves leads out of the inbox (the export). A sibling subdomain's page is `same-site`, and
 * SameSite=Strict sends it the cookie all the same; a fetch or an <img> is no navigation. Browsers
 * send these headers to every https origin (and localhost); a request without them did not come
 * from a click in the inbox, so, unlike isOwnNavigation, it is refused.
 */
export function isOwnTopLevelNavigation(request: Request): boolean {
  const { headers } = request;
  return (
    headers.get("Sec-Fetch-Site") === "same-origin" &&
    headers.get("Sec-Fetch-Mode") === "navigate" &&
    headers.get("Sec-Fetch-Dest") === "document"
  );
}
