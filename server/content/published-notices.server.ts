import type { Database } from "../db/database.ts";
import { describeError, log } from "../shared/log.ts";
import type { PublishedVersion } from "./content-service.ts";

/**
 * The `onPublished` listeners of one instance. A publish on any instance sends an `everyInstance`
 * commit notice (PostgreSQL: NOTIFY); each notice, and each restart of listening, makes this
 * instance read the newest version and announce it if it is newer than the last it showed or
 * announced. So a notice that says nothing new is harmless, versions published in a burst may be
 * announced as their newest only, and nothing is announced twice.
 */
export function publishedNotices(options: {
  db: Database;
  topic: string;
  newest: () => Promise<PublishedVersion | undefined>;
}) {
  const listeners = new Set<(version: PublishedVersion) => void>();
  /** The newest version this instance has shown (published()) or announced. */
  let announced: number | undefined;
  let stopListening: (() => void) | undefined;
  // One look at a time: two notices at once would otherwise both find the same version new.
  let looking = Promise.resolve();

  function announce(version: PublishedVersion) {
    for (const listener of listeners) {
      try {
        listener(version);
      } catch (error) {
        log.error("a content publication listener failed", { version: version.number, ...describeError(error) });
      }
    }
  }

  function look() {
    looking = looking
      .then(async () => {
        const version = await options.newest();
        if (!version) return;
        // This instance has shown nothing yet: whatever it shows next is the newest anyway.
        if (announced === undefined) announced = version.number;
        if (version.number <= announced) return;
        announced = version.number;
        announce(version);
      })
      .catch((error: unknown) => log.error("could not read the newest content version", describeError(error)));
  }

  return {
    /** The instance shows version `number` (the first time it read one, the base for what is new). */
    shown(number: number) {
      announced ??= number;
    },
    add(listener: (version: PublishedVersion) => void): () => void {
      listeners.add(listener);
      if (!stopListening) {
        stopListening = options.db.listen(options.topic, look, { everyInstance: true });
        if (announced === undefined) look();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stopListening?.();
        stopListening = undefined;
      };
    },
  };
}
