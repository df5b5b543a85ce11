import { describeError, log } from "../shared/log.ts";

/**
 * The listeners of one database handle, by topic (Database.listen), and the notices a
 * transaction holds until it commits (Queryable.notify). A notice reaches the listeners of this
 * handle only, in this process: another instance learns of the change when it next looks (the
 * outbox's sender checks every CONTACT_OUTBOX_INTERVAL_MS).
 */
export function commitNotices() {
  const listeners = new Map<string, Set<() => void>>();

  function deliver(topics: Iterable<string>) {
    for (const topic of topics) {
      for (const listener of listeners.get(topic) ?? []) {
        // The change is committed whatever a listener does: its failure is logged, not thrown.
        try {
          listener();
        } catch (error) {
          log.error("a commit listener failed", { topic, ...describeError(error) });
        }
      }
    }
  }

  return {
    listen(topic: string, listener: () => void): () => void {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    /** A statement outside a transaction is committed once it has run: its notice goes at once. */
    now: (topic: string) => deliver([topic]),
    /** One transaction's notices: delivered by `commit()`, dropped with a rollback. */
    transaction() {
      const topics = new Set<string>();
      return { notify: (topic: string) => void topics.add(topic), commit: () => deliver(topics) };
    },
  };
}
