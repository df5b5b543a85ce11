import type { DatabaseConnection } from "../db/connection.ts";
import type { Database } from "../db/database.ts";
import type { ContentService, EditionRules, PublishedVersion } from "./content-service.ts";
import { createContentService } from "./content-store.server.ts";

/**
 * The content service over the site's shared connection, which may not be open yet (PostgreSQL
 * down at start-up): each call waits for the store, and answers 503 while it cannot be reached, as
 * the rest of the staff area does; `onPublished` listeners are attached once it opens.
 */
export function contentOnConnection(connection: DatabaseConnection, rules: EditionRules): ContentService {
  let service: { db: Database; content: ContentService } | undefined;
  const listeners = new Set<(version: PublishedVersion) => void>();
  const detach = new Map<(version: PublishedVersion) => void, () => void>();

  async function open(): Promise<ContentService> {
    const db = await connection.get();
    if (!db)
      throw new Response("The content store cannot be reached just now. Try again in a minute.", { status: 503 });
    if (service?.db !== db) {
      for (const stop of detach.values()) stop();
      service = { db, content: createContentService({ db, rules }) };
      for (const listener of listeners) detach.set(listener, service.content.onPublished(listener));
    }
    return service.content;
  }

  return {
    published: async () => (await open()).published(),
    draftEdition: async () => (await open()).draftEdition(),
    drafts: async () => (await open()).drafts(),
    saveDraft: async (input) => (await open()).saveDraft(input),
    addRecord: async (input) => (await open()).addRecord(input),
    discardDraft: async (key, by) => (await open()).discardDraft(key, by),
    publish: async (by, only) => (await open()).publish(by, only),
    schedule: async (input) => (await open()).schedule(input),
    schedules: async () => (await open()).schedules(),
    cancelSchedule: async (id, by) => (await open()).cancelSchedule(id, by),
    publishDue: async () => (await open()).publishDue(),
    history: async (limit) => (await open()).history(limit),
    version: async (number) => (await open()).version(number),
    changes: async (from, to) => (await open()).changes(from, to),
    restore: async (number, by) => (await open()).restore(number, by),
    restoreRecord: async (number, key, by) => (await open()).restoreRecord(number, key, by),
    importEdition: async (edition, by) => (await open()).importEdition(edition, by),
    onPublished(listener) {
      listeners.add(listener);
      if (service) detach.set(listener, service.content.onPublished(listener));
      return () => {
        listeners.delete(listener);
        detach.get(listener)?.();
        detach.delete(listener);
      };
    },
  };
}
