/**
 * Where the staff area lives. It is a tool, not a page of the site: never prerendered
 * (react-router.config.ts), its own document without the public header, footer or islands
 * (app/root.tsx), `X-Robots-Tag: noindex` on every response (server/http-app.ts) and disallowed
 * in robots.txt. No imports: the build config, the app and the plain-Node server all read it.
 */
export const staffRoot = "/staff";

/** True for /staff and everything under it, not for a neighbour such as /staffing. */
export function isStaffPath(pathname: string): boolean {
  return pathname === staffRoot || pathname.startsWith(`${staffRoot}/`);
}
