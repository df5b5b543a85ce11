import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import {
  SQLITE_BUSY,
  SQLITE_CORRUPT,
  SQLITE_LOCKED,
  SQLITE_NOTADB,
  sqliteCode,
  StoreRefused,
} from "./sqlite-file.server.ts";

export type StoreLock = {
  /** False when the store could not be read at all: nothing can hold it open, nothing was locked. */
  readonly held: boolean;
  release(): void;
};

/** A log or journal beside a file that is not its database would be replayed into the new store. */
function refuseStrayLogs(path: string, problem: (stray: string) => string): StoreLock {
  const stray = [`${path}-wal`, `${path}-shm`, `${path}-journal`].find((file) => existsSync(file));
  if (stray) throw new StoreRefused(`${problem(stray)}: move it away first, then restore.`);
  return { held: false, release: () => undefined };
}

/**
 * Proves that no process has the SQLite store at `path` open, and keeps it so until `release()`.
 *
 * How a running site is recognised: the server opens the store in WAL mode at start and keeps that
 * connection until it stops, and every WAL connection holds a shared lock on the file for as long
 * as it is open. Leaving WAL mode needs the only connection, so `PRAGMA journal_mode = DELETE`
 * fails with SQLITE_BUSY while the site (or a staff command) has the store open, idle or not. The
 * locks are the kernel's: a server killed with SIGKILL leaves none behind, unlike a pid file.
 * (`BEGIN EXCLUSIVE` alone would not do: in WAL mode it succeeds beside an idle reader.) Leaving
 * WAL also folds the write-ahead log into the file, so the file alone is the whole store; the site
 * turns WAL back on when it next opens it. The exclusive transaction then held keeps anything from
 * writing to the old file until the swap is done (docs/decisions/019-backup-and-restore.md).
 */
export function lockStoppedStore(path: string): StoreLock {
  if (!existsSync(path)) return refuseStrayLogs(path, (stray) => `${stray} exists but ${path} does not`);
  const db = new DatabaseSync(path);
  try {
    db.exec("PRAGMA busy_timeout = 0");
    db.exec("PRAGMA journal_mode = DELETE");
    db.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    const code = sqliteCode(error);
    if (code === SQLITE_BUSY || code === SQLITE_LOCKED) {
      throw new StoreRefused(
        `The site is running: ${path} is open in another process (the server, or a staff command). ` +
          "Stop the site first, then restore.",
      );
    }
    // An unreadable store cannot be held open by a running site either (its open fails the same
    // way): replacing it is what a restore is for.
    if (code === SQLITE_NOTADB || code === SQLITE_CORRUPT) {
      return refuseStrayLogs(path, (stray) => `${path} cannot be read and ${stray} lies beside it`);
    }
    throw error;
  }
  return {
    held: true,
    release() {
      // Nothing was written: rolling back touches no file, and the connection closes on the
      // original file wherever it has been renamed to.
      db.exec("ROLLBACK");
      db.close();
    },
  };
}
