import { createHash, randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { migrate } from "./migrations.server.ts";
import type { Locale } from "../../content/locale.ts";
import type { ContactInput } from "./schema.server.ts";

export type MessageStatus = "new" | "notified" | "notify_failed";

export type StoredMessage = ContactInput & {
  id: number;
  created_at: string;
  ip_hash: string;
  user_agent: string;
  status: MessageStatus;
  /** The language of the page the message was sent from. */
  language: Locale;
  notify_attempts: number;
  next_attempt_at: string | null;
};

export type ContactStore = ReturnType<typeof openContactStore>;

const userAgentLimit = 512;

/**
 * Opens (creating if needed) the messages database and brings its schema up to date. Throws when
 * the file cannot be opened: callers decide whether that stops them (the CLI) or not (the site).
 */
export function openContactStore(options: { path: string; ipHashSalt?: string; readOnly?: boolean }) {
  const path = resolve(options.path);
  if (!options.readOnly) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { readOnly: options.readOnly ?? false });
  try {
    // A short wait: the driver is synchronous, so waiting for a lock stalls every request.
    db.exec("PRAGMA busy_timeout = 2000");
    if (!options.readOnly) {
      // WAL lets staff read while the site writes; FULL syncs every commit, so an acknowledged
      // message survives a power cut, not only a crash of this process.
      db.exec("PRAGMA journal_mode = WAL");
      db.exec("PRAGMA synchronous = FULL");
      migrate(db);
    }
  } catch (error) {
    db.close();
    throw error;
  }
  const salt = options.readOnly ? "" : (options.ipHashSalt ?? storedSalt(db));

  const insertRow = db.prepare(
    `INSERT INTO messages (created_at, name, email, subject, message, ip_hash, user_agent, language)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const selectSince = db.prepare(
    "SELECT * FROM (SELECT * FROM messages WHERE created_at >= ? ORDER BY id DESC LIMIT ?) ORDER BY id",
  );
  const selectPending = db.prepare(
    `SELECT * FROM messages WHERE status != 'notified' AND notify_attempts < ?
       AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY id LIMIT ?`,
  );
  const setNotified = db.prepare(
    "UPDATE messages SET status = 'notified', notify_attempts = notify_attempts + 1, next_attempt_at = NULL WHERE id = ?",
  );
  const setFailed = db.prepare(
    "UPDATE messages SET status = 'notify_failed', notify_attempts = notify_attempts + 1, next_attempt_at = ? WHERE id = ?",
  );
  const heartbeat = db.prepare(
    "INSERT INTO settings (key, value) VALUES ('heartbeat', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
  );

  return {
    path,
    /** Salted so the column cannot be reversed with a table of all IPv4 addresses' plain hashes. */
    hashIp: (ip: string) => createHash("sha256").update(salt).update("\0").update(ip).digest("hex"),

    /** Returns only after the row is committed (and, with synchronous=FULL, on disk). */
    insert(
      input: ContactInput & { ipHash: string; userAgent: string; language?: Locale },
      now = new Date(),
    ): StoredMessage {
      const userAgent = [...input.userAgent].slice(0, userAgentLimit).join("");
      const { name, email, subject, message, ipHash, language = "en" } = input;
      const values = [now.toISOString(), name, email, subject, message, ipHash, userAgent, language];
      return insertRow.get(...values) as StoredMessage;
    },

    /** Oldest first; `since` is compared with the ISO UTC creation time. */
    list(options: { since?: string; limit?: number } = {}): StoredMessage[] {
      return selectSince.all(options.since ?? "", options.limit ?? -1) as StoredMessage[];
    },

    pendingNotifications(options: { now: Date; maxAttempts: number; limit: number }): StoredMessage[] {
      return selectPending.all(options.maxAttempts, options.now.toISOString(), options.limit) as StoredMessage[];
    },
    markNotified: (id: number) => void setNotified.run(id),
    /** `retryAt` null: no more attempts. */
    markFailed: (id: number, retryAt: Date | null) => void setFailed.run(retryAt?.toISOString() ?? null, id),

    /** A real write, so a full disk or a read-only file shows here and not only on a visitor's post. */
    health(): { ok: true } | { ok: false; error: string } {
      try {
        heartbeat.run(new Date().toISOString());
        return { ok: true };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    },
    close: () => db.close(),
  };
}

/** One random salt per database, made on first start, so hashes stay comparable across restarts. */
function storedSalt(db: DatabaseSync): string {
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('ip_hash_salt', ?)").run(
    randomBytes(32).toString("hex"),
  );
  const row = db.prepare("SELECT value FROM settings WHERE key = 'ip_hash_salt'").get() as { value: string };
  return row.value;
}
