import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Database } from "../db/database.ts";
import { appendAudit, recordFailedSignIn } from "./audit-log.server.ts";
import { saveChallenge, takeChallenge, type ChallengePurpose } from "./challenges.server.ts";
import type { StaffConfig } from "./staff-config.ts";
import { clientKey } from "./sign-in-limit.server.ts";
import {
  addCredential,
  addPasskey,
  findCredential,
  listCredentials,
  markCredentialUsed,
  type StoredCredential,
} from "./staff-credentials.server.ts";
import { createSession, markSessionChecked, type StaffSession } from "./staff-sessions.server.ts";
import { checkInvite, redeemInvite, type InviteCheck } from "./staff-users.server.ts";
import { hashToken } from "./tokens.server.ts";

/**
 * The four WebAuthn ceremonies of the staff area: sign-in, enrolment from an invite, adding a
 * passkey from a signed-in session, and "Confirm it's you" (a passkey check within a session).
 * Each issues a challenge kept in the store and accepts one answer to it. User verification (PIN,
 * fingerprint, face) is required: the passkey is the only factor, so the device must check it is
 * its owner.
 */
export type Failure = { ok: false; reason: string };

export const inviteRefusals: Record<Exclude<InviteCheck, { ok: true }>["reason"], string> = {
  unknown: "This enrolment link is not valid. Ask the person who manages staff access for a new one.",
  expired: "This enrolment link has expired (links work for 24 hours). Ask for a new one.",
  used: "This enrolment link has already been used. Sign in with your passkey, or ask for a new link.",
};

const failed = (reason: string): Failure => ({ ok: false, reason });

/** Registration options for one person; the challenge is bound to `subject`. */
async function registrationOptions(
  db: Database,
  config: StaffConfig,
  email: string,
  purpose: ChallengePurpose,
  subject: string,
  exclude: { id: string; transports: string[] }[] = [],
) {
  const options = await generateRegistrationOptions({
    rpName: config.rpName,
    rpID: config.rpId,
    userName: email,
    attestationType: "none",
    excludeCredentials: exclude,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await saveChallenge(db, options.challenge, purpose, subject);
  return options;
}

/** Verifies a registration answer against a stored challenge whose subject must match. */
async function verifiedRegistration(
  db: Database,
  config: StaffConfig,
  response: RegistrationResponseJSON,
  purpose: ChallengePurpose,
  subject: string,
) {
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: async (challenge) => (await takeChallenge(db, challenge, purpose))?.subject === subject,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo.credential : null;
  } catch {
    return null; // Malformed answer, wrong origin, unknown or used challenge: all the same to the user.
  }
}

export async function enrolmentOptions(db: Database, config: StaffConfig, token: string) {
  const invite = await checkInvite(db, token);
  if (!invite.ok) return failed(inviteRefusals[invite.reason]);
  return { ok: true as const, options: await registrationOptions(db, config, invite.email, "enrol", hashToken(token)) };
}

/** Enrolment: the passkey is verified first, so a failed ceremony leaves the invite usable. */
export async function completeEnrolment(
  db: Database,
  config: StaffConfig,
  token: string,
  response: RegistrationResponseJSON,
) {
  const credential = await verifiedRegistration(db, config, response, "enrol", hashToken(token));
  if (!credential) return failed("The passkey could not be registered. Reload the page and try again.");
  const redeemed = await redeemInvite(db, token);
  if (!redeemed.ok) return failed(inviteRefusals[redeemed.reason]);
  const { user } = redeemed;
  const name = "Passkey 1";
  await addCredential(db, user.id, { ...credential, transports: credential.transports ?? [], name });
  await appendAudit(db, { actor: user.email, action: "passkey added", detail: name });
  const sessionId = await createSession(db, user.id);
  await appendAudit(db, { actor: user.email, action: "sign-in", detail: "at enrolment" });
  return { ok: true as const, sessionId };
}

export async function addPasskeyOptions(db: Database, config: StaffConfig, user: { userId: number; email: string }) {
  const existing = await listCredentials(db, user.userId);
  const exclude = existing.map(({ id, transports }) => ({ id, transports }));
  return registrationOptions(db, config, user.email, "add-passkey", String(user.userId), exclude);
}

/** A named passkey for a signed-in person (the route checked their recent passkey check and the name). */
export async function completeAddPasskey(
  db: Database,
  config: StaffConfig,
  user: { userId: number; email: string },
  response: RegistrationResponseJSON,
  options: { name: string; notify: boolean },
) {
  const credential = await verifiedRegistration(db, config, response, "add-passkey", String(user.userId));
  if (!credential) return failed("The passkey could not be added. Try again.");
  const transports = credential.transports ?? [];
  await addPasskey(db, user, { ...credential, transports, name: options.name }, { notify: options.notify });
  return { ok: true as const };
}

/** Sign-in offers any passkey of this site (discoverable credentials): no email to type. */
export async function signInOptions(db: Database, config: StaffConfig) {
  const options = await generateAuthenticationOptions({ rpID: config.rpId, userVerification: "required" });
  await saveChallenge(db, options.challenge, "sign-in");
  return options;
}

const signInRefusal = "That passkey could not sign you in. Try again, or ask for a new enrolment link.";

/** The challenge an answer claims to answer, from its client data; null when there is none to read. */
function answeredChallenge(response: AuthenticationResponseJSON): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(String(response.response.clientDataJSON), "base64url").toString("utf8"));
    return typeof clientData?.challenge === "string" ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/** Whether `response` proves possession of `credential` for `challenge`; its counter is kept when it does. */
async function verifiedAssertion(
  db: Database,
  config: StaffConfig,
  response: AuthenticationResponseJSON,
  challenge: string,
  credential: StoredCredential,
): Promise<boolean> {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      credential: { id: credential.id, publicKey: new Uint8Array(credential.publicKey), counter: credential.counter },
      requireUserVerification: true,
    });
    if (!result.verified) return false;
    await markCredentialUsed(db, credential.id, result.authenticationInfo.newCounter);
    return true;
  } catch {
    return false; // Malformed answer, wrong origin, bad signature: all the same to the user.
  }
}

/**
 * A new session for the passkey's owner, or a failure. `client` is the address the answer came
 * from: repeated failures of one actor (the passkey's owner, or "unknown") from one client are one
 * audit entry with a count (recordFailedSignIn).
 */
export async function completeSignIn(
  db: Database,
  config: StaffConfig,
  response: AuthenticationResponseJSON,
  client: string,
) {
  // Only an answer to a ceremony this site started (a live sign-in challenge, used up here) is an
  // attempt worth an audit row. Anything else (a script posting made-up answers, a replay) is
  // refused without one, so that a flood cannot bury real events in the log; the attempt limit
  // counts it all the same (staff-api.ts).
  const challenge = response ? answeredChallenge(response) : null;
  if (!challenge || !(await takeChallenge(db, challenge, "sign-in"))) return failed(signInRefusal);
  const credential = typeof response?.id === "string" ? await findCredential(db, response.id) : null;
  if (!credential || !(await verifiedAssertion(db, config, response, challenge, credential))) {
    await recordFailedSignIn(db, credential?.email ?? "unknown", await clientKey(db, client));
    return failed(signInRefusal);
  }
  const sessionId = await createSession(db, credential.userId);
  await appendAudit(db, { actor: credential.email, action: "sign-in" });
  return { ok: true as const, sessionId };
}

/** "Confirm it's you": a passkey check for the signed-in person, with only their passkeys allowed. */
export async function confirmOptions(db: Database, config: StaffConfig, session: StaffSession) {
  const passkeys = await listCredentials(db, session.userId);
  const options = await generateAuthenticationOptions({
    rpID: config.rpId,
    userVerification: "required",
    allowCredentials: passkeys.map(({ id, transports }) => ({ id, transports })),
  });
  await saveChallenge(db, options.challenge, "confirm", String(session.userId));
  return options;
}

const confirmRefusal = "That passkey could not confirm it’s you. Use one of your own passkeys and try again.";

/**
 * Refreshes the session's passkey check (no new session): the answer must be to a challenge issued
 * to this person, from one of their own passkeys. Failures are grouped like failed sign-ins.
 */
export async function completeConfirm(
  db: Database,
  config: StaffConfig,
  session: StaffSession,
  response: AuthenticationResponseJSON,
  client: string,
) {
  const challenge = response ? answeredChallenge(response) : null;
  const issued = challenge ? await takeChallenge(db, challenge, "confirm") : null;
  if (!challenge || issued?.subject !== String(session.userId)) return failed(confirmRefusal);
  const found = typeof response?.id === "string" ? await findCredential(db, response.id) : null;
  const credential = found?.userId === session.userId ? found : null;
  if (!credential || !(await verifiedAssertion(db, config, response, challenge, credential))) {
    await recordFailedSignIn(db, session.email, await clientKey(db, client));
    return failed(confirmRefusal);
  }
  await markSessionChecked(db, session.idHash);
  await appendAudit(db, { actor: session.email, action: "passkey check", detail: credential.name });
  return { ok: true as const };
}
