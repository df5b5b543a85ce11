/**
 * The one storage interface of the server: SQL with numbered parameters ($1, $2, …) against
 * SQLite (the zero-set-up default, one instance) or PostgreSQL (any number of instances).
 * Repositories (server/leads/message-store.server.ts, …) write portable SQL and branch on
 * `dialect` only where the two differ (row locking, advisory locks, types).
 */
export type Dialect = "sqlite" | "postgres";

export type Row = Record<string, unknown>;

/** Times come back as Date objects from PostgreSQL and ISO text from SQLite: one shape for both. */
export const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));
export const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value));

export type Queryable = {
  readonly dialect: Dialect;
  /** Runs one statement; returns its rows (or those of RETURNING). */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (a migration step). */
  script(sql: string): Promise<void>;
  /**
   * Tells this handle's listeners of `topic` (`Database.listen`) that something changed for them,
   * once it is committed: after COMMIT inside a transaction, never after a rollback, at once outside
   * one; a topic notified several times in one transaction is told once. The outbox's queue wakes
   * its sender this way, so that nobody has to remember to, and a row is never sent before it exists.
   * `everyInstance`: the `everyInstance` listeners of every other handle on the same store hear it
   * too, once committed (PostgreSQL: NOTIFY; SQLite, one instance: the other handles of this process).
   */
  notify(topic: string, options?: { everyInstance?: boolean }): void;
};

export type Database = Queryable & {
  /** Where the data lives, for logs: a file path or a host/database name (never a password). */
  readonly location: string;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * SQLite takes the write lock at the start (BEGIN IMMEDIATE), so transactions never interleave;
   * PostgreSQL runs them on one pooled connection each, at READ COMMITTED.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `listener` after each commit that notified `topic` through this handle; returns how to
   * stop. `everyInstance`: also after other handles' `everyInstance` notices of `topic`, and once
   * whenever listening to them (re)starts (a lost connection loses notices): such a listener looks
   * for itself what changed, and may be called when nothing did.
   */
  listen(topic: string, listener: () => void, options?: { everyInstance?: boolean }): () => void;
  close(): Promise<void>;
};
