import {
  chmodSync,
  chownSync,
  existsSync,
  linkSync,
  mkdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { checkRestorable } from "./restorable-store.server.ts";
import { migrations } from "./schema.ts";
import { copySqlite, type StoreFacts, StoreRefused, syncPath } from "./sqlite-file.server.ts";
import { lockStoppedStore } from "./store-lock.server.ts";

export type RestoreReport = StoreFacts & {
  file: string;
  store: string;
  /** Where the store that was replaced now is; undefined when there was none. */
  kept?: string;
  /** This build's schema version: the site migrates an older store to it when it starts. */
  latest: number;
};

/** 2026-01-31T10-20-30Z: sorts by time, and has no colon to trouble scp or Windows shares. */
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

function linkOrRefuse(existing: string, name: string, refusal: string) {
  try {
    linkSync(existing, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new StoreRefused(refusal);
    throw error;
  }
}

/**
 * The restored file takes the owner and mode of the store it replaces: run as root for a site that
 * runs as its own user, a root-owned store would leave the site unable to write.
 */
function takeOwnership(from: string, to: string) {
  const { uid, gid, mode } = statSync(from);
  chmodSync(to, mode & 0o777);
  if (process.getuid?.() === 0) chownSync(to, uid, gid);
}

/**
 * Puts the backup `file` in place of the SQLite store at `store`, for a stopped site. Checks the
 * file first (checkRestorable), then takes the store for itself (lockStoppedStore: refused while
 * any process has it open), copies the file beside the store with SQLite's backup, and swaps names:
 * the old store gets a second name (.before-restore-<time>), then the copy is renamed over the
 * store's, so the store's name always holds a whole store. A refusal leaves every file as it was.
 */
export async function restoreSqliteStore(options: { file: string; store: string }): Promise<RestoreReport> {
  const file = resolve(options.file);
  const store = resolve(options.store);
  // Through a symbolic link too: a store cannot be restored from itself.
  const real = (path: string) => (existsSync(path) ? realpathSync(path) : path);
  if (real(file) === real(store))
    throw new StoreRefused(`${file} is the site's store itself: give the backup file to restore.`);
  const facts = checkRestorable(file);
  mkdirSync(dirname(store), { recursive: true });
  const lock = lockStoppedStore(store);
  const staged = `${store}.restoring-${process.pid}`;
  try {
    const source = new DatabaseSync(file, { readOnly: true });
    try {
      await copySqlite(source, staged);
    } finally {
      source.close();
    }
    let kept: string | undefined;
    if (statSync(store, { throwIfNoEntry: false })) {
      takeOwnership(store, staged);
      kept = `${store}.before-restore-${stamp(new Date())}`;
      // A link, not a rename: it fails rather than replace an earlier restore's copy of the same second.
      linkOrRefuse(store, kept, `${kept} already exists: restore again in a second.`);
      renameSync(staged, store);
    } else {
      linkOrRefuse(staged, store, `${store} appeared while restoring: stop what created it, then restore.`);
    }
    syncPath(dirname(store));
    return { ...facts, file, store, kept, latest: migrations.length };
  } finally {
    rmSync(staged, { force: true });
    lock.release();
  }
}
