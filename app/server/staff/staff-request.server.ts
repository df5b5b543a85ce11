import { redirect } from "react-router";
import { getContactService } from "../contact/registry.server.ts";
import type { Database } from "../db/database.ts";
import { parseStaffConfig, type StaffConfig } from "./config.server.ts";
import { isSameOriginPost, readSessionId } from "./request-guard.server.ts";
import { findSession, type StaffSession } from "./staff-sessions.server.ts";

/**
 * What every staff route needs: the store, the staff configuration and, for everything but the
 * sign-in and enrolment pages, a live session. Failures are thrown as responses, so a route's
 * loader or action never runs without them and never leaks data to a visitor without a session.
 */
let config: StaffConfig | undefined;
export const staffConfig = () => (config ??= parseStaffConfig());

/** Responses of the staff area are never cached by a browser or proxy: they hold leads. */
export const privateHeaders = { "Cache-Control": "private, no-store" };

export async function staffDatabase(): Promise<Database> {
  const db = await (await getContactService()).database();
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
 */
export async function requireStaff(request: Request, options: { page?: boolean } = {}) {
  const db = await staffDatabase();
  if (request.method !== "GET" && request.method !== "HEAD") requireSameOrigin(request);
  const session = await currentSession(request, db);
  if (!session) {
    if (options.page && request.method === "GET") throw redirect("/staff/sign-in", { headers: privateHeaders });
    throw new Response("Sign in to the staff inbox first.", { status: 401, headers: privateHeaders });
  }
  return { db, session, config: staffConfig() };
}

export function requireSameOrigin(request: Request) {
  if (!isSameOriginPost(request, staffConfig())) {
    throw new Response("Refused: staff changes must come from the staff pages themselves.", { status: 403 });
  }
}

/** The client's address as the HTTP server determined it (server/request-input.ts), for limits. */
export const clientAddress = (request: Request) => request.headers.get("x-client-ip") ?? "unknown";
