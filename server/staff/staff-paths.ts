/**
 * Where the staff area lives. It is a tool, not a page of the site: never prerendered
 * (react-router.config.ts), its own document without the public header, footer or islands
 * (app/root.tsx), `X-Robots-Tag: noindex` on every response (server/site-app.ts) and disallowed
 * in robots.txt. No imports: the build config, the app and the plain-Node server all read it.
 */
export const staffRoot = "/staff";

/** True for /staff and everything under it, not for a neighbour such as /staffing. */
export function isStaffPath(pathname: string): boolean {
  return pathname === staffRoot || pathname.startsWith(`${staffRoot}/`);
}

/**
 * Where sign-in returns to (`?next=`): a staff page the person was on, with its query, or the
 * inbox. Only a path on this site under /staff, never the sign-in, sign-out or API addresses,
 * and nothing a browser could read as another host (`//evil.example`, `/\\evil.example`).
 */
export function returnPath(next: string | null): string {
  if (!next || next.length > 500 || !/^\/staff(?:\/[\w\-/]*)?(?:\?[^#\\\s]*)?$/.test(next)) return staffRoot;
  const path = next.split("?")[0]!;
  if (/^\/staff\/(?:sign-in|sign-out|api)(?:\/|$)/.test(path) || path.includes("//")) return staffRoot;
  return next;
}

/**
 * The staff area's answer to a POST the HTTP layer refused before reading its body: sent from
 * another site (a forged form), or too large. Undefined for any other path.
 */
export function staffPostRefusal(pathname: string, reason: "cross-site" | "too-large" | "signed-out"): string | undefined {
  if (!isStaffPath(pathname)) return undefined;
  if (reason === "cross-site") return "Refused: staff changes must come from the staff pages themselves.";
  if (reason === "signed-out") return "Sign in to the staff inbox first.";
  return "Refused: that request is too large for the staff area.";
}
