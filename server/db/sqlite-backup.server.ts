import { existsSync, linkSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import {
  checkIntegrity,
  copySqlite,
  readFacts,
  type StoreFacts,
  StoreRefused,
  syncPath,
} from "./sqlite-file.server.ts";

export type BackupReport = StoreFacts & { store: string; target: string; bytes: number };

function refuseTarget(store: string, target: string, force: boolean) {
  if ([store, `${store}-wal`, `${store}-shm`, `${store}-journal`].includes(target)) {
    throw new StoreRefused(`${target} is the store itself: give the backup another name.`);
  }
  const existing = statSync(target, { throwIfNoEntry: false });
  if (existing?.isDirectory()) {
    throw new StoreRefused(`${target} is a directory: give a file name, e.g. ${join(target, basename(store))}.`);
  }
  if (existing && !force)
    throw new StoreRefused(`${target} already exists: choose another name, or add --force to replace it.`);
  if (!existsSync(dirname(target))) throw new StoreRefused(`No directory ${dirname(target)}: create it first.`);
}

function readCopy(path: string): StoreFacts {
  const copy = new DatabaseSync(path, { readOnly: true });
  try {
    checkIntegrity(copy, path);
    return readFacts(copy);
  } finally {
    copy.close();
  }
}

/**
 * Copies the SQLite store at `store` to `target` while the site keeps running: SQLite's online
 * backup, one consistent snapshot that holds every write committed before it began. Written to
 * `<target>.partial-<pid>`, checked, synced, and only then given the target's name, so `target` is
 * never a half-written file; an existing target is replaced only with `force`.
 */
export async function backupSqliteStore(options: {
  store: string;
  target: string;
  force: boolean;
}): Promise<BackupReport> {
  const store = resolve(options.store);
  const target = resolve(options.target);
  if (!existsSync(store))
    throw new StoreRefused(`No store at ${store}: set CONTACT_DB_PATH to the site's database file.`);
  refuseTarget(store, target, options.force);
  const partial = `${target}.partial-${process.pid}`;
  try {
    // Read-write, though it writes nothing: a read-only connection to a stopped site's store would
    // leave -wal and -shm files behind it, owned by whoever ran the backup.
    const source = new DatabaseSync(store);
    try {
      source.exec("PRAGMA busy_timeout = 5000");
      await copySqlite(source, partial);
    } catch (error) {
      if (error instanceof StoreRefused) throw error;
      throw new StoreRefused(`Cannot back up ${store}: ${(error as Error).message}.`);
    } finally {
      source.close();
    }
    const facts = readCopy(partial);
    if (options.force) renameSync(partial, target);
    else {
      // A link fails, where a rename would replace, if the target appeared meanwhile.
      try {
        linkSync(partial, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        throw new StoreRefused(`${target} already exists: choose another name, or add --force to replace it.`);
      }
    }
    syncPath(dirname(target));
    return { ...facts, store, target, bytes: statSync(target).size };
  } finally {
    rmSync(partial, { force: true });
  }
}
