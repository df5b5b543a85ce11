import { redirect, type RouterContextProvider } from "react-router";
import { returnPath, staffRoot } from "~server/staff/staff-paths.ts";
import { appServices } from "~server/app-context.ts";
import type { Database } from "~server/db/database.ts";
import type { StaffConfig } from "~server/staff/staff-config.ts";
import { isOwnTopLevelNavigation, isSameOriginPost, readSessionId } from "~server/staff/request-guard.server.ts";
import { findSession, recentlyChecked, type StaffSession } from "~server/staff/staff-sessions.server.ts";
import { mayUse, rolesNeeded, type StaffArea } from "~server/staff/staff-roles.ts";

/**
 * What every staff route needs: the store, the staff configuration and, for everything but the
 * sign-in and enrolment pages, a live session. Failures are thrown as responses, so a route's
 * loader or action never runs without them and never leaks data to a visitor without a session.
 * The store and the configuration are the server's own (app-context.ts), composed once at start.
 */
type Context = Readonly<RouterContextProvider>;

/** Responses of the staff area are never cached by a browser or proxy: they hold leads. */
export const privateHeaders = { "Cache-Control": "private, no-store" };

export const staffConfig = (context: Context): StaffConfig => appServices(context).staff.config;

export async function staffDatabase(context: Context): Promise<Database> {
  const db = await appServices(context).staff.connection.get();
  if (!db) throw new Response("The inbox is unavailable right now. Try again in a minute.", { status: 503 });
  return db;
}

export async function currentSession(request: Request, db: Database): Promise<StaffSession | null> {
  const id = readSessionId(request);
  return id ? findSession(db, id) : null;
}

/**
 * Pages: no session means the sign-in page. POSTs and downloads: 401, since a redirect would hide
 * from a script that it was refused. A POST from another origin is 403 before anything else.
 * `area`: the part of the staff area this is (server/staff/staff-roles.ts); a person whose roles do
 * not reach it gets 403 and a page naming the role it needs, before anything is read. Only the
 * person's own pages (passkeys, sign-out, the staff 404) name no area.
 */
export async function requireStaff(
  request: Request,
  context: Context,
  options: { page?: boolean; area: StaffArea | "own account" },
) {
  const db = await staffDatabase(context);
  if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request, context);
  const session = await currentSession(request, db);
  if (!session) {
    if (options.page && request.method === "GET") throw redirect(signInFor(request), { headers: privateHeaders });
    throw new Response("Sign in to the staff inbox first.", { status: 401, headers: privateHeaders });
  }
  if (options.area !== "own account") requireArea(session, options.area);
  return { db, session, config: staffConfig(context) };
}

/** 403 unless the session's roles reach `area`; the text names the role needed and who gives it. */
export function requireArea(session: StaffSession, area: StaffArea, what = "This page") {
  if (mayUse(session.roles, area)) return;
  throw new Response(
    `${what} needs the ${rolesNeeded(area)} role, and your roles are ${session.roles.join(", ") || "none"}. ` +
      "Ask an admin to change your roles on the People page if you need it.",
    { status: 403, headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" } },
  );
}

/** The sign-in page, told to return to this page afterwards (the inbox itself needs no telling). */
function signInFor(request: Request): string {
  const { pathname, search } = new URL(request.url);
  const here = returnPath(pathname + search);
  return here === staffRoot ? "/staff/sign-in" : `/staff/sign-in?next=${encodeURIComponent(here)}`;
}

export function requireSameOrigin(request: Request, context: Context) {
  if (!isSameOriginPost(request, staffConfig(context))) {
    throw new Response("Refused: staff changes must come from the staff pages themselves.", { status: 403 });
  }
}

export const downloadRefusal =
  "Refused: the export downloads only from the Export links of the staff inbox, opened in the inbox itself.";

/**
 * A download of leads (the inbox export) answers only a click on a staff page's own link
 * (isOwnTopLevelNavigation): before any lead is read or any audit entry written, so a sibling
 * subdomain that the session cookie also reaches can neither build exports nor fill the audit log.
 */
export function requireOwnDownload(request: Request) {
  if (!isOwnTopLevelNavigation(request)) {
    throw new Response(downloadRefusal, {
      status: 403,
      headers: { ...privateHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

export const recentCheckRefusal =
  "Confirm it’s you first: adding or removing a passkey needs a passkey check within the last 5 minutes.";

/**
 * The other acts that need a passkey check within 5 minutes (issue 28): changing someone's roles,
 * revoking them, and exporting leads. A stolen cookie or an unlocked laptop must not be enough to
 * give someone access, lock the owner out or carry every client's address away.
 */
export const stepUpRefusal = (act: string) =>
  `Confirm it’s you first: ${act} needs a passkey check within the last 5 minutes. ` +
  "Use “Confirm it’s you” on your Passkeys page (/staff/passkeys), then come back.";

/**
 * Adding or removing a passkey: a live session is not enough, its person must have used a passkey
 * within 5 minutes (sign-in or "Confirm it's you"). 403 with the reason as JSON, for the passkey
 * script, which then offers the check; the passkeys page's own form says it in the page.
 */
export function requireRecentCheck(session: StaffSession) {
  if (!recentlyChecked(session)) {
    throw Response.json({ error: recentCheckRefusal, confirm: true }, { status: 403, headers: privateHeaders });
  }
}

/** Whether the site sends email: a notice is queued only then (nothing configured, nothing queued). */
export const sendsEmail = (context: Context) => appServices(context).outbox.channels.includes("email");

/** The client's address as the HTTP server determined it (server/http/request-input.ts), for limits. */
export const clientAddress = (request: Request) => request.headers.get("x-client-ip") ?? "unknown";
