/**
 * The request target with each run of slashes in its path made one ("/about-us//" is
 * "/about-us/", "//about-us" is "/about-us"), its query kept; undefined when the path has no such
 * run, or the target is not a path (an absolute URL, `*`). A backslash counts as a slash, as
 * browsers read it: "/\evil.example" would otherwise become a Location a browser follows to
 * another host. The server answers such a GET with a redirect there (docs/deploy.md): the page a
 * visitor meant, and a path React Router, the menus and the page view counter never see in its
 * long form ("/a" + 8,000 slashes + "b" cost 2-3 ms more than a plain 404 in React Router's
 * decoding of each empty segment).
 */
export function withSingleSlashes(url: string): string | undefined {
  if (!url.startsWith("/")) return undefined;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Linear: each run is matched once, from its first character (checked with 16,000 slashes in
  // server/http/visitor-input-cost.test.ts).
  const single = path.replace(/[/\\]{2,}/g, "/");
  if (single === path) return undefined;
  return queryAt === -1 ? single : single + url.slice(queryAt);
}
