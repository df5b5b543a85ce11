import { z } from "zod";
import type { QueuedDelivery } from "../outbox/delivery.ts";
import { queue } from "../outbox/queue.server.ts";
import { iso, isoOrNull, type Database, type Queryable } from "../db/database.ts";
import { appendAudit } from "./audit-log.server.ts";

/** A passkey's public half, as WebAuthn hands it over; the private key never leaves the device. */
export type NewCredential = {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: readonly string[];
  /** What its owner calls it ("Work laptop"), checked with `passkeyNameSchema`. */
  name: string;
};
export type StoredCredential = {
  id: string;
  userId: number;
  email: string;
  name: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
};

export const passkeyNameMaxLength = 60;

/** A passkey's name: what tells a person's passkeys apart on the page, in the log and in emails. */
export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, "Give the passkey a name, such as the device it is on.")
  .max(passkeyNameMaxLength, `A passkey's name can be at most ${passkeyNameMaxLength} characters.`)
  .regex(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, "A passkey's name cannot contain line breaks or control characters.");

/** The name offered for a new passkey: "Passkey 2" for a person's second, and never one they use. */
export function suggestedPasskeyName(names: readonly string[]): string {
  let n = names.length + 1;
  while (names.includes(`Passkey ${n}`)) n += 1;
  return `Passkey ${n}`;
}

export async function addCredential(db: Queryable, userId: number, credential: NewCredential, now = new Date()) {
  await db.query(
    `INSERT INTO staff_credentials (id, user_id, name, public_key, counter, transports, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      credential.id,
      userId,
      credential.name,
      Buffer.from(credential.publicKey).toString("base64url"),
      credential.counter,
      credential.transports.join(","),
      now.toISOString(),
    ],
  );
}

const toCredential = (row: Record<string, unknown>): StoredCredential => ({
  id: String(row.id),
  userId: Number(row.user_id),
  email: String(row.email),
  name: String(row.name),
  publicKey: new Uint8Array(Buffer.from(String(row.public_key), "base64url")),
  counter: Number(row.counter),
  transports: String(row.transports).split(",").filter(Boolean),
  createdAt: iso(row.created_at),
  lastUsedAt: isoOrNull(row.last_used_at),
});

const select = `SELECT c.*, u.email FROM staff_credentials c JOIN staff_users u ON u.id = c.user_id
  WHERE u.revoked_at IS NULL`;

/** Only passkeys of people who are not revoked can sign in. */
export async function findCredential(db: Queryable, id: string): Promise<StoredCredential | null> {
  const [row] = await db.query(`${select} AND c.id = $1`, [id]);
  return row ? toCredential(row) : null;
}

export async function listCredentials(db: Queryable, userId: number): Promise<StoredCredential[]> {
  return (await db.query(`${select} AND c.user_id = $1 ORDER BY c.created_at`, [userId])).map(toCredential);
}

/** The signature counter, kept so a cloned authenticator can be noticed. */
export async function markCredentialUsed(db: Queryable, id: string, counter: number, now = new Date()) {
  await db.query("UPDATE staff_credentials SET counter = $1, last_used_at = $2 WHERE id = $3", [
    counter,
    now.toISOString(),
    id,
  ]);
}

/**
 * The email to a person when a passkey is added to or removed from their account: if it was not
 * them, they learn at once (server/outbox/compose/compose-staff-email.server.ts words it).
 */
export const passkeyNotice = (email: string, change: "added to" | "removed from", name: string): QueuedDelivery => ({
  kind: "staff-notice",
  channel: "email",
  recipient: email,
  detail: `A passkey named “${name}” was ${change} your staff account`,
});

/** Serialises one person's passkey changes, so two removals at once cannot both pass the last-passkey check. */
async function lockPerson(tx: Queryable, userId: number) {
  if (tx.dialect === "postgres") await tx.query("SELECT id FROM staff_users WHERE id = $1 FOR UPDATE", [userId]);
  // SQLite: every transaction holds the write lock from its start (BEGIN IMMEDIATE).
}

/**
 * Adds a passkey to a signed-in person's account, audited as "passkey added" with its name, and
 * queues the email to them when `notify` (the site sends email) — all in one transaction.
 */
export async function addPasskey(
  db: Database,
  user: { userId: number; email: string },
  credential: NewCredential,
  options: { notify: boolean },
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    await lockPerson(tx, user.userId);
    await addCredential(tx, user.userId, credential, now);
    await appendAudit(tx, { actor: user.email, action: "passkey added", detail: credential.name }, now);
    if (options.notify) await queue(tx, passkeyNotice(user.email, "added to", credential.name), now);
  });
}

export type Removal = { ok: true; name: string } | { ok: false; reason: "unknown" | "last" };

/**
 * Removes one of a person's passkeys, never their last (they could not sign in again without a new
 * invite), audited as "passkey removed" with its name; the email as for `addPasskey`.
 */
export async function removePasskey(
  db: Database,
  user: { userId: number; email: string },
  credentialId: string,
  options: { notify: boolean },
  now = new Date(),
): Promise<Removal> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, user.userId);
    const passkeys = await tx.query<{ id: string; name: string }>(
      "SELECT id, name FROM staff_credentials WHERE user_id = $1",
      [user.userId],
    );
    const passkey = passkeys.find((row) => row.id === credentialId);
    if (!passkey) return { ok: false, reason: "unknown" } as const;
    if (passkeys.length <= 1) return { ok: false, reason: "last" } as const;
    await tx.query("DELETE FROM staff_credentials WHERE id = $1 AND user_id = $2", [credentialId, user.userId]);
    const name = String(passkey.name);
    await appendAudit(tx, { actor: user.email, action: "passkey removed", detail: name }, now);
    if (options.notify) await queue(tx, passkeyNotice(user.email, "removed from", name), now);
    return { ok: true, name } as const;
  });
}
