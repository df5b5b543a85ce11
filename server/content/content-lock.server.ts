import type { Database, Queryable } from "../db/database.ts";

// Any constant will do: every instance of the site takes the same lock to change content.
const contentLockKey = 7_042_227;

/**
 * Runs `work` in a transaction that no other change of content (a save, a discard, a publish, a
 * restore, the seeding) runs beside, on any instance: a publish sees a fixed set of drafts, and a
 * save is judged against the edition it joins. SQLite's BEGIN IMMEDIATE already serialises every
 * transaction; PostgreSQL takes an advisory lock, released at COMMIT or ROLLBACK. Content changes
 * are a few a minute, so one lock for all of them costs nothing.
 */
export function withContentLock<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [contentLockKey]);
    return work(tx);
  });
}
