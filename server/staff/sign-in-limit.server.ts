import { createHmac } from "node:crypto";
import { iso, type Database } from "../db/database.ts";
import { siteSalt } from "../db/site-salt.ts";
import { addressGroup } from "../shared/ip-address.ts";

export type AttemptLimit = { limit: number; windowMs: number };

/** Enough for a person who fumbles a few times, far too few for anyone hammering the endpoints. */
export const signInLimit: AttemptLimit = { limit: 30, windowMs: 15 * 60 * 1000 };

/**
 * A client as the store keeps it: its address, or an IPv6 /64 (a device picks new addresses in its
 * /64 at will), as an HMAC keyed with the site's secret salt, so the stored key cannot be matched
 * against every IPv4 address's hash. The attempt limit and the grouping of failed sign-ins use it.
 */
export async function clientKey(db: Database, client: string): Promise<string> {
  return createHmac("sha256", await siteSalt(db))
    .update(`staff-sign-in\0${addressGroup(client)}`)
    .digest("hex");
}

/**
 * Counts a sign-in attempt of a client (its address or IPv6 /64, as an HMAC) in the store, so that any number of
 * instances enforce one limit: no rate limit lives in process memory (decision 007).
 * Returns the seconds to wait when over the limit, or null when the attempt may go ahead.
 */
export async function countSignInAttempt(
  db: Database,
  client: string,
  limit: AttemptLimit = signInLimit,
  now = new Date(),
): Promise<number | null> {
  const clientHash = await clientKey(db, client);
  const windowStart = new Date(now.getTime() - limit.windowMs).toISOString();
  return db.transaction(async (tx) => {
    // Serialises one client's attempts across instances, as the contact form's limit does.
    if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [clientHash]);
    await tx.query("DELETE FROM staff_sign_in_attempts WHERE at <= $1", [windowStart]);
    const recent = await tx.query<{ at: unknown }>(
      "SELECT at FROM staff_sign_in_attempts WHERE client_hash = $1 ORDER BY at LIMIT $2",
      [clientHash, limit.limit],
    );
    if (recent.length >= limit.limit) {
      const oldestMs = Date.parse(iso(recent[0]?.at));
      return Math.max(1, Math.ceil((oldestMs + limit.windowMs - now.getTime()) / 1000));
    }
    await tx.query("INSERT INTO staff_sign_in_attempts (client_hash, at) VALUES ($1, $2)", [
      clientHash,
      now.toISOString(),
    ]);
    return null;
  });
}
