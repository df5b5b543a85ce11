import { closeSync, fsyncSync, openSync } from "node:fs";
import { backup, DatabaseSync } from "node:sqlite";

/** A refusal the operator can act on: the commands print its message alone, as one line. */
export class StoreRefused extends Error {}

/**
 * The whole store in one backup step. One step is one read transaction, hence one snapshot, and in
 * WAL mode a reader never blocks the site's writes. Smaller steps start again from the first page
 * whenever another connection writes, so under a steady stream of posts they might never finish.
 */
const allPages = 2 ** 31 - 1;

/** What an operator wants to hear about a store or a copy of one. */
export type StoreFacts = { version: number; messages: number };

/**
 * Copies an open SQLite database to `destination` with SQLite's online backup, then leaves the copy
 * in rollback-journal mode: one self-contained file, with no -wal or -shm beside it, that opens
 * read-only anywhere (the site switches it back to WAL when it opens it). Synced before it returns.
 */
export async function copySqlite(source: DatabaseSync, destination: string): Promise<void> {
  await backup(source, destination, { rate: allPages });
  const copy = new DatabaseSync(destination);
  try {
    copy.exec("PRAGMA journal_mode = DELETE");
  } finally {
    copy.close();
  }
  syncPath(destination);
}

/** fsync a file, or a directory after a rename in it, so that the new name survives a power cut. */
export function syncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Fails with the integrity check's first complaint: a copy that is damaged is no backup. */
export function checkIntegrity(db: DatabaseSync, path: string): void {
  const rows = db.prepare("PRAGMA quick_check").all() as { quick_check: string }[];
  const first = rows[0]?.quick_check ?? "no answer";
  if (first !== "ok") throw new StoreRefused(`${path} is damaged (SQLite's integrity check: ${first}).`);
}

export function readFacts(db: DatabaseSync): StoreFacts {
  const version = Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
  const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get();
  const messages = table ? Number((db.prepare("SELECT count(*) AS n FROM messages").get() as { n: number }).n) : 0;
  return { version, messages };
}

/** SQLite's primary result code (extended codes such as SQLITE_BUSY_RECOVERY keep it in the low byte). */
export const sqliteCode = (error: unknown): number | undefined => {
  const code = (error as { errcode?: unknown }).errcode;
  return typeof code === "number" ? code & 0xff : undefined;
};

export const SQLITE_BUSY = 5;
export const SQLITE_LOCKED = 6;
export const SQLITE_CORRUPT = 11;
export const SQLITE_NOTADB = 26;
