import { describeError, log } from "../shared/log.ts";

/** A notice that also reaches the other handles on the same store (other instances of the site). */
export type NoticeOptions = { everyInstance?: boolean };

type Listener = () => void;

/**
 * The listeners of one database handle, by topic (Database.listen), and the notices a
 * transaction holds until it commits (Queryable.notify). A plain notice reaches the listeners of
 * this handle only, in this process: the outbox's sender, for one, learns of another instance's
 * rows when it next looks. A notice sent `everyInstance` also reaches the `everyInstance`
 * listeners of every other handle on the same store; the store carries it (`fromElsewhere`).
 */
export function commitNotices() {
  const listeners = new Map<string, Set<Listener>>();
  const everywhere = new Map<string, Set<Listener>>();

  function call(listener: Listener, topic: string) {
    // The change is committed whatever a listener does: its failure is logged, not thrown.
    try {
      listener();
    } catch (error) {
      log.error("a commit listener failed", { topic, ...describeError(error) });
    }
  }

  function deliver(topics: Iterable<string>) {
    for (const topic of topics) for (const listener of listeners.get(topic) ?? []) call(listener, topic);
  }

  function add(map: Map<string, Set<Listener>>, topic: string, listener: Listener) {
    const set = map.get(topic) ?? new Set();
    map.set(topic, set);
    set.add(listener);
    return () => void set.delete(listener);
  }

  return {
    listen(topic: string, listener: Listener, options: NoticeOptions = {}): () => void {
      const stopHere = add(listeners, topic, listener);
      const stopElsewhere = options.everyInstance ? add(everywhere, topic, listener) : () => {};
      return () => {
        stopHere();
        stopElsewhere();
      };
    },
    /** Whether any listener wants other instances' notices (the store listens for them only then). */
    listensElsewhere: () => [...everywhere.values()].some((set) => set.size > 0),
    /** Another handle on the same store committed an `everyInstance` notice of `topic`. */
    fromElsewhere: (topic: string) => {
      for (const listener of everywhere.get(topic) ?? []) call(listener, topic);
    },
    /**
     * Listening to other instances (re)started: notices sent meanwhile are lost, so every
     * `everyInstance` listener is called once, to look for itself what changed.
     */
    restarted: () => {
      for (const [topic, set] of everywhere) for (const listener of set) call(listener, topic);
    },
    /** A statement outside a transaction is committed once it has run: its notice goes at once. */
    now: (topic: string) => deliver([topic]),
    /** One transaction's notices: delivered by `commit()`, dropped with a rollback. */
    transaction() {
      const topics = new Set<string>();
      const shared = new Set<string>();
      return {
        notify(topic: string, options: NoticeOptions = {}) {
          topics.add(topic);
          if (options.everyInstance) shared.add(topic);
        },
        /** The topics other instances must hear of, once this transaction commits. */
        shared: () => [...shared],
        commit: () => deliver(topics),
      };
    },
  };
}
