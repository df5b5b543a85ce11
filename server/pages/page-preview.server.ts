import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { EditionJson } from "../content/content-service.ts";
import { withPreviewEdition } from "../content/preview-edition.server.ts";

/** Renders one public page with a draft edition: what a staff member's Preview shows. */
export type PagePreview = (pathname: string, edition: EditionJson) => Promise<Response>;

/**
 * The real page, rendered by the app as a visitor would get it, but from the draft edition
 * (preview-edition.server.ts) and never stored: the staff route that asks for it answers it
 * uncached and unindexed, behind a session.
 */
export function createPagePreview(
  build: ServerBuild | (() => Promise<ServerBuild>),
  routerContext: () => RouterContextProvider,
): PagePreview {
  const handle = createRequestHandler(
    build as ServerBuild,
    process.env.NODE_ENV === "development" ? "development" : "production",
  );
  return (pathname, edition) =>
    withPreviewEdition(edition, () =>
      handle(new Request(new URL(pathname, "http://preview.invalid")), routerContext()),
    );
}
