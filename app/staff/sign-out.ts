import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { appendAudit } from "~server/staff/audit-log.server.ts";
import { clearedSessionCookie, readSessionId } from "~server/staff/request-guard.server.ts";
import { endSession } from "~server/staff/staff-sessions.server.ts";
import { currentSession, requireSameOrigin, staffDatabase } from "~/staff/staff-request.server.ts";

/** Sign-out deletes the session row, so a copied cookie stops working too. */
export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request, context);
  const db = await staffDatabase(context);
  const session = await currentSession(request, db);
  const id = readSessionId(request);
  if (id) await endSession(db, id);
  if (session) await appendAudit(db, { actor: session.email, action: "sign-out" });
  return redirect("/staff/sign-in", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

export function loader() {
  return new Response("Sign out with the button on the staff pages (a POST).", {
    status: 405,
    headers: { Allow: "POST" },
  });
}
