import { addressGroup } from "../shared/ip-address.ts";

export type SearchRateLimit = { limit: number; windowSeconds: number };

/** Clients tracked at once at most: a flood from more addresses than this shares one count. */
export const maxTrackedClients = 50_000;
/** The count every client beyond `maxTrackedClients` shares until the window turns. */
const crowd = "(crowd)";

export type SearchLimit = {
  /** Counts one search of `client`; the seconds to wait when over the limit, otherwise null. */
  admit(client: string, now?: number): number | null;
  readonly tracked: number;
};

/**
 * The search page's rate limit: `limit` searches per client (an IPv4 address or an IPv6 /64, as
 * the contact form counts) per fixed window. Counted in this process's memory, unlike the contact
 * form's limit (decision 007), on purpose (decision 025): a search writes nothing, and counting it
 * in the store would turn every search into a write and a flood of searches into a flood of
 * writes, which is what the limit is there to stop. It guards this instance's CPU, so N instances
 * allow N times the limit; each still holds. Memory is bounded: at most `maxTrackedClients`
 * clients, the rest counted together, and every count is dropped when its window turns.
 */
export function createSearchLimit(options: SearchRateLimit): SearchLimit {
  const windowMs = options.windowSeconds * 1000;
  let windowStart = Number.NEGATIVE_INFINITY;
  let counts = new Map<string, number>();
  return {
    admit(client, now = Date.now()) {
      if (options.limit === 0) return null;
      if (now - windowStart >= windowMs) {
        // One window for everyone: a new one forgets every count at once, in constant time.
        windowStart = now;
        counts = new Map();
      }
      let key = addressGroup(client.slice(0, 100));
      if (!counts.has(key) && counts.size >= maxTrackedClients) key = crowd;
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      if (count <= options.limit) return null;
      return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    },
    get tracked() {
      return counts.size;
    },
  };
}
