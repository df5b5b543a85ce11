import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Route } from "./+types/staff-api";
import {
  addPasskeyOptions,
  completeAddPasskey,
  completeConfirm,
  completeEnrolment,
  completeSignIn,
  confirmOptions,
  enrolmentOptions,
  inviteRefusals,
  signInOptions,
} from "~server/staff/passkeys.server.ts";
import { sessionCookie } from "~server/staff/request-guard.server.ts";
import { countSignInAttempt, signInLimit } from "~server/staff/sign-in-limit.server.ts";
import {
  clientAddress,
  privateHeaders,
  requireRecentCheck,
  requireSameOrigin,
  requireStaff,
  sendsEmail,
  staffConfig,
  staffDatabase,
} from "~/staff/staff-request.server.ts";
import { passkeyNameSchema } from "~server/staff/staff-credentials.server.ts";
import { checkInvite } from "~server/staff/staff-users.server.ts";
import { findSession } from "~server/staff/staff-sessions.server.ts";
import { staffHome } from "~server/staff/staff-roles.ts";
import type { Database } from "~server/db/database.ts";

/** The new session's person's first page (server/staff/staff-roles.ts staffHome). */
const homeOf = async (db: Database, sessionId: string) => staffHome((await findSession(db, sessionId))?.roles ?? []);

/**
 * The JSON steps of the passkey ceremonies, POSTed by /staff/passkey.js. Every step is a
 * same-origin POST; each start and each answer of a sign-in or an enrolment counts against the
 * client's attempt limit. Adding a passkey needs a session whose person used a passkey within 5
 * minutes ("Confirm it's you" refreshes that without a new session).
 */
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...privateHeaders, ...headers } });
const refuse = (error: string, status = 400) => json({ error }, status);

type Body = { token?: unknown; response?: unknown; name?: unknown };

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request, context);
  const body = ((await request.json().catch(() => ({}))) ?? {}) as Body;
  const token = typeof body.token === "string" ? body.token : "";
  const step = params.step;

  if (step === "passkey-options" || step === "passkey-verify") {
    const { db, session, config } = await requireStaff(request, context, { area: "own account" });
    requireRecentCheck(session);
    // Checked before the ceremony too, so a bad name is refused before the person reaches for a device.
    const name = passkeyNameSchema.safeParse(typeof body.name === "string" ? body.name : "");
    if (!name.success) return refuse(name.error.issues[0]?.message ?? "That name cannot be used.");
    if (step === "passkey-options") return json({ options: await addPasskeyOptions(db, config, session) });
    const notify = sendsEmail(context);
    const answer = body.response as RegistrationResponseJSON;
    const added = await completeAddPasskey(db, config, session, answer, { name: name.data, notify });
    if (!added.ok) return refuse(added.reason);
    return json({ ok: true });
  }

  if (step === "confirm-options" || step === "confirm-verify") {
    const { db, session, config } = await requireStaff(request, context, { area: "own account" });
    if (step === "confirm-options") return json({ options: await confirmOptions(db, config, session) });
    const answer = body.response as AuthenticationResponseJSON;
    const confirmed = await completeConfirm(db, config, session, answer, clientAddress(request));
    return confirmed.ok ? json({ ok: true }) : refuse(confirmed.reason, 401);
  }

  const db = await staffDatabase(context);
  const config = staffConfig(context);
  // Starting a ceremony and answering one both count: an answer without a live challenge is
  // refused, but must still cost its sender an attempt, or answers could be posted without end.
  const counted = ["sign-in-options", "sign-in-verify", "enrol-options", "enrol-verify"].includes(step ?? "");
  const limit = { ...signInLimit, limit: config.signInAttempts };
  const wait = counted ? await countSignInAttempt(db, clientAddress(request), limit) : null;
  if (wait !== null) {
    return json({ error: `Too many attempts. Try again in ${Math.ceil(wait / 60)} minutes.` }, 429, {
      "Retry-After": String(wait),
    });
  }
  switch (step) {
    case "sign-in-options":
      return json({ options: await signInOptions(db, config) });
    case "sign-in-verify": {
      const answer = body.response as AuthenticationResponseJSON;
      const outcome = await completeSignIn(db, config, answer, clientAddress(request));
      if (!outcome.ok) return refuse(outcome.reason, 401);
      const home = await homeOf(db, outcome.sessionId);
      return json({ ok: true, home }, 200, { "Set-Cookie": sessionCookie(outcome.sessionId) });
    }
    case "enrol-check": {
      const invite = await checkInvite(db, token);
      return invite.ok ? json({ email: invite.email }) : refuse(inviteRefusals[invite.reason], 410);
    }
    case "enrol-options": {
      const outcome = await enrolmentOptions(db, config, token);
      return outcome.ok ? json({ options: outcome.options }) : refuse(outcome.reason, 410);
    }
    case "enrol-verify": {
      const outcome = await completeEnrolment(db, config, token, body.response as RegistrationResponseJSON);
      if (!outcome.ok) return refuse(outcome.reason);
      const home = await homeOf(db, outcome.sessionId);
      return json({ ok: true, home }, 200, { "Set-Cookie": sessionCookie(outcome.sessionId) });
    }
    default:
      return refuse("Unknown step.", 404);
  }
}

/** Nothing here answers a GET: it would change nothing, and says so. */
export function loader() {
  return new Response("Passkey steps are POST requests.", { status: 405, headers: { Allow: "POST" } });
}
