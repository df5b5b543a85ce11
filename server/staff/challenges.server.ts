import { iso, type Queryable } from "../db/database.ts";
import { hashToken } from "./tokens.server.ts";

/** What a challenge was issued for; an answer is accepted only for the same purpose. */
export type ChallengePurpose = "sign-in" | "enrol" | "add-passkey" | "confirm";

/** Long enough for a person to find their phone, short enough that a leaked one soon dies. */
export const challengeLifetimeMs = 5 * 60 * 1000;

/**
 * Keeps a WebAuthn challenge in the store (hashed, like every token) until its answer arrives, so
 * the answer may reach any instance. `subject` ties it to an invite (its token hash) or a person.
 */
export async function saveChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  subject = "",
  now = new Date(),
) {
  // Housekeeping first: abandoned ceremonies would otherwise pile up.
  await db.query("DELETE FROM staff_challenges WHERE expires_at <= $1", [now.toISOString()]);
  await db.query(
    "INSERT INTO staff_challenges (challenge_hash, purpose, subject, expires_at) VALUES ($1, $2, $3, $4)",
    [hashToken(challenge), purpose, subject, new Date(now.getTime() + challengeLifetimeMs).toISOString()],
  );
}

/**
 * Uses a challenge up: deleted whether or not the answer then verifies, so no answer can be
 * replayed. Returns its subject, or null when unknown, expired or issued for something else.
 */
export async function takeChallenge(
  db: Queryable,
  challenge: string,
  purpose: ChallengePurpose,
  now = new Date(),
): Promise<{ subject: string } | null> {
  const [row] = await db.query(
    "DELETE FROM staff_challenges WHERE challenge_hash = $1 RETURNING purpose, subject, expires_at",
    [hashToken(challenge)],
  );
  if (!row || row.purpose !== purpose) return null;
  return iso(row.expires_at) > now.toISOString() ? { subject: String(row.subject) } : null;
}
