import { log } from "../shared/log.ts";
import type { Database } from "./database.ts";
import { type DatabaseConfig, openDatabase } from "./open-database.ts";

/** While the store keeps failing, at most one attempt to open it every 10 s. */
const reopenAfterMs = 10_000;

export type DatabaseConnection = {
  /** The open database, opening it first if needed; undefined while it cannot be reached. */
  get(): Promise<Database | undefined>;
  close(): Promise<void>;
};

/**
 * The site's one database handle, shared by the contact form, the staff area and the background
 * jobs. Storage trouble (an unopenable path, a full disk, PostgreSQL down) never takes the site
 * down: pages are still served, each service answers 503, and the next request or probe opens the
 * store again, so fixing it needs no restart (a lost PostgreSQL connection is replaced by the pool).
 * `onOpen` runs once, when the store first opens: where the jobs that need it start.
 */
export function connectDatabase(
  config: DatabaseConfig,
  options: { onOpen?: (db: Database) => void } = {},
): DatabaseConnection {
  let db: Database | undefined;
  let opening: Promise<Database | undefined> | undefined;
  let lastAttempt = 0;
  let closed = false;

  async function tryOpen(): Promise<Database | undefined> {
    try {
      const opened = await openDatabase(config);
      if (closed) {
        await opened.close();
        return undefined;
      }
      db = opened;
      log.info("database ready", { store: opened.dialect, location: opened.location });
      options.onOpen?.(opened);
      return opened;
    } catch (error) {
      log.error("database unavailable: the form and the staff area answer 503", { error: String(error) });
      return undefined;
    }
  }

  return {
    get() {
      if (db || closed) return Promise.resolve(db);
      if (opening) return opening;
      if (Date.now() - lastAttempt < reopenAfterMs) return Promise.resolve(undefined);
      lastAttempt = Date.now();
      opening = tryOpen().finally(() => (opening = undefined));
      return opening;
    },
    async close() {
      closed = true;
      await opening;
      await db?.close();
      db = undefined;
    },
  };
}
