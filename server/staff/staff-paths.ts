/**
 * Where the staff area lives. It is a tool, not a page of the site: never prerendered
 * (react-router.config.ts), its own document without the public header, footer or islands
 * (app/root.tsx), `X-Robots-Tag: noindex` on every response (server/site-app.ts) and disallowed
 * in robots.txt. No imports: the build config, the app and the plain-Node server all read it.
 */
export const staffRoot = "/staff";

/**
 * True for /staff and everything under it, not for a neighbour such as /staffing. Exactly this
 * spelling: any other that React Router would route to the staff area (it matches paths
 * decoded and without regard to case: /STAFF/people, /%73taff) is first redirected to this one
 * (canonicalStaffPath), so that the checks made on the path (its CSP, its body limit, not counted
 * as a page view, never indexed) all see the one spelling.
 */
export function isStaffPath(pathname: string): boolean {
  return pathname === staffRoot || pathname.startsWith(`${staffRoot}/`);
}

/**
 * The editor's Preview: public pages rendered with the drafts, under this root
 * (app/staff/content-preview.ts). They are public pages to the browser, with their CSP.
 */
export const previewRoot = `${staffRoot}/content/preview`;
export const isPreviewPath = (pathname: string) => pathname.startsWith(`${previewRoot}/`);

/** Long enough for any staff address; a longer path is not looked at for another spelling. */
const longestStaffPath = 2_000;

/**
 * The staff area's own spelling of a path that names it otherwise (`/STAFF/people` or
 * `/%53taff/people` is `/staff/people`), or undefined: the path is spelled so already, or is not
 * the staff area's.
 */
export function canonicalStaffPath(pathname: string): string | undefined {
  if (isStaffPath(pathname) || pathname.length > longestStaffPath) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const head = decoded.slice(0, staffRoot.length + 1).toLowerCase();
  if (head !== staffRoot && head !== `${staffRoot}/`) return undefined;
  return encodeURI(staffRoot + decoded.slice(staffRoot.length));
}

/** Whether React Router would route `pathname` to the staff area, however it is spelled. */
export const namesStaffArea = (pathname: string) => isStaffPath(pathname) || canonicalStaffPath(pathname) !== undefined;

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
export function staffPostRefusal(
  pathname: string,
  reason: "cross-site" | "too-large" | "signed-out",
): string | undefined {
  if (!isStaffPath(pathname)) return undefined;
  if (reason === "cross-site") return "Refused: staff changes must come from the staff pages themselves.";
  if (reason === "signed-out") return "Sign in to the staff inbox first.";
  return "Refused: that request is too large for the staff area.";
}
