import { createHash } from "node:crypto";
import type { Locale } from "../../app/content/locale.ts";
import type { LeadAttribution } from "./lead-attribution.ts";
import { iso, isoOrNull, type Database, type Queryable, type Row } from "../db/database.ts";
import { siteSalt } from "../db/site-salt.ts";
import { addressGroup } from "../shared/ip-address.ts";
import {
  defaultAcknowledgementLimit,
  queueAcknowledgement,
  type WithheldAcknowledgement,
} from "./acknowledgement-limits.server.ts";
import type { OutboxChannel } from "../outbox/delivery.ts";
import { queue } from "../outbox/queue.server.ts";
import type { ContactInput } from "./schema.server.ts";
import { bodyFingerprint, type SpamReason } from "./spam-rules.server.ts";

export type MessageStatus = "new" | "notified" | "notify_failed";

export type StoredMessage = ContactInput & {
  id: number;
  /** ISO-8601 UTC. */
  created_at: string;
  ip_hash: string;
  user_agent: string;
  status: MessageStatus;
  /** The language of the page the message was sent from. */
  language: Locale;
  notify_attempts: number;
  next_attempt_at: string | null;
  /** How the sender found the site, from their page views that day; null when none were counted. */
  attribution?: LeadAttribution | null;
  /** The Message-ID of the acknowledgement sent to the sender (CONTACT_ACK), which replies thread under. */
  ack_email_id?: string | null;
  /** Why it was filed as spam (a `SpamReason` code); null unless its inbox status is 'spam'. */
  spam_reason?: string | null;
};

export type NewMessage = ContactInput & {
  clientIp: string;
  userAgent: string;
  language: Locale;
  attribution?: LeadAttribution | null;
};
export type RateLimit = { limit: number; windowSeconds: number };
/**
 * `spam`: the reason it was filed as spam, null when it was not. A spam message is stored (nothing
 * is lost) but owed nothing: no notification, and no acknowledgement to its sender.
 */
export type InsertOutcome =
  | {
      stored: StoredMessage;
      spam: SpamReason | null;
      /** Asked to acknowledge, but the sender's mailbox had one today or the daily limit is reached. */
      withheldAck?: WithheldAcknowledgement;
    }
  | { retryAfterSeconds: number };

export type InsertOptions = {
  limit: RateLimit;
  channels: readonly OutboxChannel[];
  now?: Date;
  /** The content rules' verdict (spam-rules.server.ts), decided before the insert; none: not spam. */
  spamReason?: SpamReason | null;
  /** File a body identical to one stored in the last N days as spam ('duplicate'); 0 or none: off. */
  duplicateDays?: number;
  /** CONTACT_ACK: queue an acknowledgement to the sender (never for spam; once per mailbox per 24 h). */
  acknowledge?: boolean;
  /** CONTACT_ACK_DAILY_LIMIT: at most this many acknowledgements in any 24 hours, to anyone. */
  acknowledgementDailyLimit?: number;
};

const userAgentLimit = 512;

const textOrNull = (value: unknown): string | null => (typeof value === "string" ? value : null);

/** The attribution columns of a row; null for a message without (sent before it existed, or no views). */
function attributionOf(row: Row): LeadAttribution | null {
  if (typeof row.entry_page !== "string") return null;
  let pagesSeen: unknown;
  try {
    pagesSeen = JSON.parse(String(row.pages_seen ?? "[]"));
  } catch {
    pagesSeen = [];
  }
  return {
    entryPage: row.entry_page,
    referrerHost: textOrNull(row.referrer_host),
    utmSource: textOrNull(row.utm_source),
    utmMedium: textOrNull(row.utm_medium),
    utmCampaign: textOrNull(row.utm_campaign),
    pagesSeen: Array.isArray(pagesSeen) ? pagesSeen.map(String) : [],
  };
}

/** Rows come back with Date objects from PostgreSQL and ISO text from SQLite: one shape for both. */
export function toStoredMessage(row: Row): StoredMessage {
  return {
    ...(row as unknown as StoredMessage),
    id: Number(row.id),
    created_at: iso(row.created_at),
    next_attempt_at: isoOrNull(row.next_attempt_at),
    notify_attempts: Number(row.notify_attempts),
    attribution: attributionOf(row),
  };
}

/**
 * The contact messages, in whichever store the site runs on. The rate limit is counted here, in
 * the same transaction as the insert and under a per-client lock, so any number of instances
 * enforce one limit per client exactly; only stored messages count, so fixing a validation error
 * is never punished.
 */
export async function createMessageStore(db: Database, options: { ipHashSalt?: string } = {}) {
  const salt = options.ipHashSalt ?? (await siteSalt(db));
  /**
   * The client as the rate limit counts it: an IPv4 address, or an IPv6 address's /64, which one
   * device can fill with new addresses at will (the staff sign-in limit groups the same way).
   * Salted so the column cannot be reversed with a table of all IPv4 addresses' plain hashes.
   */
  const hashIp = (ip: string) => createHash("sha256").update(salt).update("\0").update(addressGroup(ip)).digest("hex");

  /** Seconds until the client may post again, or null. `lock`: in the insert's transaction, exact across instances. */
  async function retryAfter(
    tx: Queryable,
    ipHash: string,
    limit: RateLimit,
    now: Date,
    lock = true,
  ): Promise<number | null> {
    if (limit.limit === 0) return null;
    const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
    if (lock && tx.dialect === "postgres") {
      // Serialises this client's posts across every instance until the transaction ends.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [ipHash]);
    }
    const recent = await tx.query<{ created_at: unknown }>(
      "SELECT created_at FROM messages WHERE ip_hash = $1 AND created_at > $2 ORDER BY created_at DESC LIMIT $3",
      [ipHash, windowStart.toISOString(), limit.limit],
    );
    if (recent.length < limit.limit) return null;
    const oldest = new Date(iso(recent.at(-1)?.created_at)).getTime();
    return Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  }

  /** True when a message with the same normalised body was stored in the last `days` days. */
  async function seenBefore(tx: Queryable, bodyHash: string, days: number, now: Date): Promise<boolean> {
    if (tx.dialect === "postgres") {
      // Two identical bodies posted at once to two instances: the second waits and sees the first.
      // The two-key form has its own key space, apart from the per-client lock's.
      await tx.query("SELECT pg_advisory_xact_lock(7042114, hashtext($1))", [bodyHash]);
    }
    const since = new Date(now.getTime() - days * 86_400_000).toISOString();
    const rows = await tx.query("SELECT 1 FROM messages WHERE body_hash = $1 AND created_at > $2 LIMIT 1", [
      bodyHash,
      since,
    ]);
    return rows.length > 0;
  }

  return {
    db,
    hashIp,

    /**
     * The rate limit's verdict for a client now, read without a lock or a transaction: a cheap
     * refusal before any costly work on a post (its lead attribution). The insert decides again,
     * exactly; a post let through here may still be refused there, never the other way round.
     */
    retryAfter: (clientIp: string, limit: RateLimit, now = new Date()) =>
      retryAfter(db, hashIp(clientIp), limit, now, false),

    /**
     * Stores the message and queues its notifications, unless the client is over the limit. Spam
     * (the content rules' `spamReason`, or a body seen in the last `duplicateDays`) is stored with
     * inbox status 'spam' and its reason, and nothing is queued for it.
     * Resolves only after the commit (with SQLite's synchronous=FULL, after it is on disk).
     */
    async insert(message: NewMessage, options: InsertOptions) {
      const now = options.now ?? new Date();
      const ipHash = hashIp(message.clientIp);
      const userAgent = [...message.userAgent].slice(0, userAgentLimit).join("");
      const attribution = message.attribution;
      const bodyHash = bodyFingerprint(message.message);
      const duplicateDays = options.duplicateDays ?? 0;
      return db.transaction<InsertOutcome>(async (tx) => {
        const wait = await retryAfter(tx, ipHash, options.limit, now);
        if (wait !== null) return { retryAfterSeconds: wait };
        let spam = options.spamReason ?? null;
        if (spam === null && duplicateDays > 0 && (await seenBefore(tx, bodyHash, duplicateDays, now))) {
          spam = "duplicate";
        }
        const [row] = await tx.query(
          `INSERT INTO messages (created_at, name, email, subject, message, ip_hash, user_agent, language,
             entry_page, referrer_host, utm_source, utm_medium, utm_campaign, pages_seen,
             body_hash, inbox_status, spam_reason)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING *`,
          [
            now.toISOString(),
            message.name,
            message.email,
            message.subject,
            message.message,
            ipHash,
            userAgent,
            message.language,
            attribution?.entryPage ?? null,
            attribution?.referrerHost ?? null,
            attribution?.utmSource ?? null,
            attribution?.utmMedium ?? null,
            attribution?.utmCampaign ?? null,
            attribution ? JSON.stringify(attribution.pagesSeen) : null,
            bodyHash,
            spam === null ? "new" : "spam",
            spam,
          ],
        );
        if (!row) throw new Error("the insert returned no row");
        const stored = toStoredMessage(row);
        // Spam is kept for staff to see, never announced: a "Not spam" queues this later.
        if (spam !== null) return { stored, spam };
        for (const channel of options.channels) {
          await queue(tx, { kind: "notification", channel, messageId: stored.id }, now);
        }
        if (!options.acknowledge) return { stored, spam };
        const dailyLimit = options.acknowledgementDailyLimit ?? defaultAcknowledgementLimit;
        const ack = await queueAcknowledgement(tx, stored, { now, dailyLimit });
        if ("withheld" in ack) return { stored, spam, withheldAck: ack.withheld };
        stored.ack_email_id = ack.emailId;
        return { stored, spam };
      });
    },

    /** Oldest first; `since` is compared with the creation time; `limit` keeps the latest N. */
    async list(options: { since?: string; limit?: number } = {}): Promise<StoredMessage[]> {
      const rows = await db.query(
        `SELECT * FROM (SELECT * FROM messages WHERE created_at >= $1 ORDER BY id DESC LIMIT $2) AS latest ORDER BY id`,
        [options.since ?? "1970-01-01T00:00:00.000Z", options.limit ?? 1_000_000_000],
      );
      return rows.map(toStoredMessage);
    },

    /** A real write, so a full disk, a read-only file or a lost server shows here and not only on a visitor's post. */
    async health(): Promise<{ ok: true } | { ok: false; error: string }> {
      try {
        await db.query(
          "INSERT INTO settings (key, value) VALUES ('heartbeat', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
          [new Date().toISOString()],
        );
        return { ok: true };
      } catch (error) {
        return { ok: false, error: String(error) };
      }
    },
  };
}

export type MessageStore = Awaited<ReturnType<typeof createMessageStore>>;
