import { randomBytes } from "node:crypto";
import type { Database } from "./database.ts";

const salts = new WeakMap<Database, Promise<string>>();

/**
 * One random secret per database, made on first start and kept in `settings`, so that hashes of
 * client addresses (the contact form's rate limit, the staff sign-in limit) stay comparable across
 * restarts and instances, and cannot be reversed with a table of every IPv4 address's plain hash.
 */
export function siteSalt(db: Database): Promise<string> {
  // Read once per open database: the sign-in limit asks on every attempt.
  let salt = salts.get(db);
  if (!salt) {
    salt = readOrCreate(db);
    salts.set(db, salt);
    salt.catch(() => salts.delete(db));
  }
  return salt;
}

async function readOrCreate(db: Database): Promise<string> {
  await db.query("INSERT INTO settings (key, value) VALUES ('ip_hash_salt', $1) ON CONFLICT (key) DO NOTHING", [
    randomBytes(32).toString("hex"),
  ]);
  const [row] = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'ip_hash_salt'");
  if (!row) throw new Error("no ip_hash_salt in settings");
  return row.value;
}
