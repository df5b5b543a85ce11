export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Whether this client may send one more message now (does not count it). */
  check(key: string, now?: number): RateLimitDecision;
  /** Counts a message this client has sent. */
  record(key: string, now?: number): void;
  readonly size: number;
};

/**
 * A sliding window per client: at most `limit` messages in any `windowSeconds`. In memory, so it
 * resets on restart and is per process, which suits one small server; `limit` 0 turns it off.
 * Memory is bounded: stale clients are pruned, and past `maxKeys` the oldest clients are dropped.
 */
export function createRateLimiter(options: { limit: number; windowSeconds: number; maxKeys?: number }): RateLimiter {
  const windowMs = options.windowSeconds * 1000;
  const maxKeys = options.maxKeys ?? 10_000;
  // Map keeps insertion order, and a client is re-inserted on each message: first = least recent.
  const sent = new Map<string, number[]>();

  const recent = (key: string, now: number) => (sent.get(key) ?? []).filter((time) => time > now - windowMs);

  function prune(now: number) {
    for (const [key, times] of sent) {
      if (times.every((time) => time <= now - windowMs)) sent.delete(key);
    }
    // Down to 90%, so a flood of new clients prunes once per thousand, not on every message.
    for (const key of sent.keys()) {
      if (sent.size <= maxKeys * 0.9) break;
      sent.delete(key);
    }
  }

  return {
    check(key, now = Date.now()) {
      if (options.limit === 0) return { allowed: true };
      const times = recent(key, now);
      if (times.length < options.limit) return { allowed: true };
      const oldest = times[times.length - options.limit] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    },
    record(key, now = Date.now()) {
      if (options.limit === 0) return;
      const times = recent(key, now);
      times.push(now);
      sent.delete(key);
      sent.set(key, times.slice(-options.limit));
      if (sent.size > maxKeys) prune(now);
    },
    get size() {
      return sent.size;
    },
  };
}
