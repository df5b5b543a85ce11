/**
 * A post whose Origin names another site than the one it was sent to: a cross-site form post
 * (CSRF, or a spam form elsewhere aimed at ours). Hosts are compared, not schemes, so a site
 * behind a TLS-terminating proxy (https outside, http inside) still accepts its own posts.
 */
export function isCrossSite(origin: string | null | undefined, host: string | null | undefined): boolean {
  if (!origin) return false; // Older browsers send no Origin on same-origin form posts.
  try {
    const from = new URL(origin);
    return !host || from.host !== new URL(`${from.protocol}//${host}`).host;
  } catch {
    return true; // "null" (sandboxed or privacy-redirected pages) or garbage: not our page.
  }
}
