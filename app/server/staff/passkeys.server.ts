import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Database } from "../db/database.ts";
import { appendAudit } from "./audit-log.server.ts";
import { saveChallenge, takeChallenge, type ChallengePurpose } from "./challenges.server.ts";
import type { StaffConfig } from "./config.server.ts";
import { addCredential, findCredential, listCredentials, markCredentialUsed } from "./staff-credentials.server.ts";
import { createSession } from "./staff-sessions.server.ts";
import { checkInvite, redeemInvite, type InviteCheck } from "./staff-users.server.ts";
import { hashToken } from "./tokens.server.ts";

/**
 * The three WebAuthn ceremonies of the staff area: sign-in, enrolment from an invite, and adding
 * a passkey from a signed-in session. Each issues a challenge kept in the store and accepts one
 * answer to it. User verification (PIN, fingerprint, face) is required: the passkey is the only
 * factor, so the device must check it is its owner.
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
  await addCredential(db, user.id, { ...credential, transports: credential.transports ?? [] });
  await appendAudit(db, { actor: user.email, action: "passkey added" });
  const sessionId = await createSession(db, user.id);
  await appendAudit(db, { actor: user.email, action: "sign-in", detail: "at enrolment" });
  return { ok: true as const, sessionId };
}

export async function addPasskeyOptions(db: Database, config: StaffConfig, user: { userId: number; email: string }) {
  const existing = await listCredentials(db, user.userId);
  const exclude = existing.map(({ id, transports }) => ({ id, transports }));
  return registrationOptions(db, config, user.email, "add-passkey", String(user.userId), exclude);
}

export async function completeAddPasskey(
  db: Database,
  config: StaffConfig,
  user: { userId: number; email: string },
  response: RegistrationResponseJSON,
) {
  const credential = await verifiedRegistration(db, config, response, "add-passkey", String(user.userId));
  if (!credential) return failed("The passkey could not be added. Try again.");
  await addCredential(db, user.userId, { ...credential, transports: credential.transports ?? [] });
  await appendAudit(db, { actor: user.email, action: "passkey added" });
  return { ok: true as const };
}

/** Sign-in offers any passkey of this site (discoverable credentials): no email to type. */
export async function signInOptions(db: Database, config: StaffConfig) {
  const options = await generateAuthenticationOptions({ rpID: config.rpId, userVerification: "required" });
  await saveChallenge(db, options.challenge, "sign-in");
  return options;
}

/** A new session for the passkey's owner, or a failure (audited, with the owner when known). */
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

export async function completeSignIn(db: Database, config: StaffConfig, response: AuthenticationResponseJSON) {
  // Only an answer to a ceremony this site started (a live sign-in challenge, used up here) is an
  // attempt worth an audit row. Anything else (a script posting made-up answers, a replay) is
  // refused without one, so that a flood cannot bury real events in the log; the attempt limit
  // counts it all the same (staff-api.ts).
  const challenge = response ? answeredChallenge(response) : null;
  if (!challenge || !(await takeChallenge(db, challenge, "sign-in"))) return failed(signInRefusal);
  const credential = typeof response?.id === "string" ? await findCredential(db, response.id) : null;
  const refuse = async () => {
    await appendAudit(db, { actor: credential?.email ?? "unknown", action: "failed sign-in" });
    return failed(signInRefusal);
  };
  if (!credential) return refuse();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: config.origin,
      expectedRPID: config.rpId,
      credential: { id: credential.id, publicKey: new Uint8Array(credential.publicKey), counter: credential.counter },
      requireUserVerification: true,
    });
    if (!result.verified) return refuse();
    await markCredentialUsed(db, credential.id, result.authenticationInfo.newCounter);
  } catch {
    return refuse();
  }
  const sessionId = await createSession(db, credential.userId);
  await appendAudit(db, { actor: credential.email, action: "sign-in" });
  return { ok: true as const, sessionId };
}
