import type { ServerBuild } from "react-router";

/**
 * A React Router build with no routes but the root: every request the site app hands it is its
 * 404, answered by `render` (React Router's entry `default`). For tests of what happens around
 * React Router, without building the site.
 */
export function routelessBuild(
  render: (request: Request, status: number, headers: Headers) => Response | Promise<Response>,
): ServerBuild {
  return {
    entry: { module: { default: render } },
    routes: { root: { id: "root", path: "", module: { default: () => null } } },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
