import { readdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { createMessageStore } from "../../server/leads/message-store.server.ts";
import type { Database } from "../../server/db/database.ts";

/** Stores `subjects` as contact messages, one each, the way the form does. */
export async function addMessages(db: Database, subjects: string[]): Promise<void> {
  const store = await createMessageStore(db);
  for (const subject of subjects) {
    await store.insert(
      {
        name: "Rahim",
        email: "rahim@example.com",
        subject,
        message: `About ${subject}.`,
        clientIp: "203.0.113.5",
        userAgent: "",
        language: "en",
      },
      { limit: { limit: 0, windowSeconds: 60 }, channels: [] },
    );
  }
}

/**
 * The subjects in a SQLite file, read without opening it as the site does (no migration). Not
 * read-only: a read-only connection to a WAL file leaves its -wal and -shm behind.
 */
export function subjectsIn(path: string): string[] {
  const db = new DatabaseSync(path);
  try {
    return (db.prepare("SELECT subject FROM messages ORDER BY id").all() as { subject: string }[]).map(
      (row) => row.subject,
    );
  } finally {
    db.close();
  }
}

/** Every file beside `path` whose name starts like it: the store, its logs, copies in progress. */
export const filesBeside = (path: string): string[] =>
  readdirSync(dirname(path))
    .filter((name) => name.startsWith(path.slice(dirname(path).length + 1)))
    .sort();
