import type { Route } from "./+types/island-props";
import { localeFromPath } from "~/content/site-paths.ts";
import { sharedIslandNames, type SharedIslandName } from "~/lib/shared-island-paths.ts";
import { sharedIslandProps } from "~/lib/shared-island-props.ts";

/** /islands/<name>.json and /bn/islands/<name>.json, prerendered: props every page shares. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const name = /\/islands\/([a-z-]+)\.json/.exec(pathname)?.[1];
  if (!sharedIslandNames.includes(name as SharedIslandName)) throw new Response("Not found", { status: 404 });
  return Response.json(sharedIslandProps[name as SharedIslandName](localeFromPath(pathname)));
}
