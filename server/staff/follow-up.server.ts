import type { OutboxChannel } from "../outbox/delivery.ts";
import { queue } from "../outbox/queue.server.ts";
import { iso, type Database, type Queryable } from "../db/database.ts";
import { log } from "../shared/log.ts";
import { findActiveUser } from "./staff-users.server.ts";

/**
 * Leads older than this are never reminded about: when the feature is first deployed (or the
 * mail server was down for days), the backlog must not turn into a burst of reminders. The inbox
 * still shows how long each one has waited.
 */
export const reminderHorizonMs = 3 * 24 * 60 * 60 * 1000;

/**
 * Queues one reminder for each lead still new and unanswered `reminderMs` after it arrived: by
 * email to its owner, or to the team (CONTACT_TO) when nobody owns it, and to the team's chat.
 * Each lead is reminded once: `reminded_at` is set by the same UPDATE that picks it, so two
 * instances running this at once never remind twice. Returns the reminded ids.
 */
export async function queueReminders(
  db: Database,
  options: { reminderMs: number; channels: readonly OutboxChannel[]; now?: Date },
): Promise<number[]> {
  const now = options.now ?? new Date();
  if (options.channels.length === 0) return [];
  const due = new Date(now.getTime() - options.reminderMs).toISOString();
  const horizon = new Date(now.getTime() - options.reminderMs - reminderHorizonMs).toISOString();
  return db.transaction(async (tx) => {
    const picked = await tx.query(
      `UPDATE messages SET reminded_at = $1
       WHERE id IN (
         SELECT id FROM messages
         WHERE inbox_status = 'new' AND first_reply_at IS NULL AND reminded_at IS NULL
           AND created_at <= $2 AND created_at > $3
         ORDER BY id LIMIT 100
       ) AND reminded_at IS NULL
       RETURNING id, assignee_id`,
      [now.toISOString(), due, horizon],
    );
    picked.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of picked) {
      // A revoked owner's lead is the team's again.
      const owner =
        row.assignee_id === null ? null : ((await findActiveUser(tx, Number(row.assignee_id)))?.email ?? null);
      const detail = owner ? `Owner: ${owner}` : "Nobody has taken it yet: assign it from the inbox.";
      for (const channel of options.channels) {
        await queue(
          tx,
          { kind: "reminder", channel, messageId: Number(row.id), recipient: owner ?? undefined, detail },
          now,
        );
      }
    }
    return picked.map((row) => Number(row.id));
  });
}

/** Checks for due reminders on an interval (a quarter of the reminder time, at most a minute). */
export function createFollowUp(options: { db: Database; reminderMs: number; channels: readonly OutboxChannel[] }) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  async function check() {
    if (running) return;
    running = true;
    try {
      const reminded = await queueReminders(options.db, options);
      // Queued reminders wake the outbox's sender themselves (queue.server.ts).
      if (reminded.length > 0) log.info("lead reminders queued", { ids: reminded });
    } catch (error) {
      log.error("could not queue lead reminders", { error: String(error) });
    } finally {
      running = false;
    }
  }
  return {
    check,
    start() {
      if (options.channels.length === 0) return;
      timer = setInterval(check, Math.max(1_000, Math.min(60_000, options.reminderMs / 4)));
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

export type ResponseTimes = {
  /** Leads that arrived in the period (spam excluded). */
  leads: number;
  answered: number;
  /** Milliseconds from arrival to first reply; null when nothing was answered. */
  medianMs: number | null;
  p90Ms: number | null;
};

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;

/** Time to first reply for the leads that arrived in [from, to): median and 90th percentile. */
export async function responseTimes(db: Queryable, period: { from: Date; to: Date }): Promise<ResponseTimes> {
  const rows = await db.query(
    `SELECT created_at, first_reply_at FROM messages
     WHERE created_at >= $1 AND created_at < $2 AND inbox_status != 'spam'`,
    [period.from.toISOString(), period.to.toISOString()],
  );
  const waits = rows
    .filter((row) => row.first_reply_at !== null && row.first_reply_at !== undefined)
    .map((row) => Math.max(0, Date.parse(iso(row.first_reply_at)) - Date.parse(iso(row.created_at))))
    .sort((a, b) => a - b);
  return {
    leads: rows.length,
    answered: waits.length,
    medianMs: percentile(waits, 0.5),
    p90Ms: percentile(waits, 0.9),
  };
}
