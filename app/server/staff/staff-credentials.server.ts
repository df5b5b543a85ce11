import type { Queryable } from "../db/database.ts";
import { iso, isoOrNull } from "./tokens.server.ts";

/** A passkey's public half, as WebAuthn hands it over; the private key never leaves the device. */
export type NewCredential = { id: string; publicKey: Uint8Array; counter: number; transports: readonly string[] };
export type StoredCredential = {
  id: string;
  userId: number;
  email: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
};

export async function addCredential(db: Queryable, userId: number, credential: NewCredential, now = new Date()) {
  await db.query(
    "INSERT INTO staff_credentials (id, user_id, public_key, counter, transports, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [
      credential.id,
      userId,
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
