import { createHash } from "node:crypto";

/**
 * The day's pseudonym of one visitor: sha256 of the day's salt, the site, the client address and
 * the User-Agent. The same person on the same device and network is one visitor for a day; the
 * next day's salt makes them someone else, and once a salt is deleted (after 48 h) nobody can
 * tell which address made a hash. NUL separators keep ("a", "bc") and ("ab", "c") apart.
 */
export function visitorHash(parts: { salt: string; site: string; address: string; userAgent: string }): string {
  return createHash("sha256")
    .update(parts.salt)
    .update("\0")
    .update(parts.site)
    .update("\0")
    .update(parts.address)
    .update("\0")
    .update(parts.userAgent)
    .digest("hex");
}

/** The UTC day of a time, as the store keys days: 'YYYY-MM-DD'. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);
