/**
 * `run`, one call at a time: a call while a run is under way waits for it and then gets one more
 * run, which every call made meanwhile shares. So the work never overlaps itself, its last run
 * always starts after the newest call (it sees whatever changed before that call), and a burst of
 * calls costs two runs, not one per call.
 */
export function coalescedRuns<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const current = Promise.resolve()
      .then(run)
      .finally(() => {
        if (running === current) running = undefined;
      });
    running = current;
    return current;
  };

  return () => {
    if (next) return next;
    if (!running) return start();
    // A failed run is its callers' to handle; the one after it runs all the same.
    next = running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
