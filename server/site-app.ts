import type { RequestListener } from "node:http";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { countAnswer } from "./analytics/page-views.ts";
import { contentEditBodyLimit, isContentEditPath } from "./content/edit-body-limit.ts";
import { imageUploadPath, isImageUploadPath, uploadBodyLimit } from "./content/image-rules.ts";
import { mediaFiles } from "./content/media-files.server.ts";
import { appServicesContext } from "./app-context.ts";
import { createApp, defaultBodyLimit, type RefusedPost } from "./http/http-app.ts";
import type { StaticFile } from "./http/static-files.ts";
import { contactPostRefusal } from "./leads/handle-post.server.ts";
import { createPagePreview } from "./pages/page-preview.server.ts";
import type { PagesRender } from "./pages/published-pages.server.ts";
import { pagePolicy } from "./pages/page-policy.ts";
import type { Services } from "./services.ts";
import { admitStaffPost } from "./staff/staff-post-admission.server.ts";
import { canonicalStaffPath, isStaffPath, staffPostRefusal } from "./staff/staff-paths.ts";

/**
 * The HTTP adapter (server/http/, which knows no capability) wired to the site's capabilities:
 * each decides for its own paths. The contact form words and counts the posts it refuses
 * (leads), the staff area words its own and is never indexed (staff), a page's CSP depends on
 * whose page it is (pages), every page answered is offered to the counter (analytics), and every
 * loader and action gets the services through React Router's context (app-context.ts). Uploaded
 * images are served from the store (content), and only their upload page takes a large body.
 */
export function createSiteApp(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  staticFiles: Map<string, StaticFile>;
  services: Omit<Services, "ready" | "close">;
  maxBodyBytes?: number;
  /** This instance's last rendering of its pages after a publish (server/pages/published-pages.server.ts). */
  lastRender?: () => PagesRender | undefined;
  whenShown?: (number: number, timeoutMs: number) => Promise<boolean>;
  trustProxy?: boolean;
}): RequestListener {
  const trustProxy = options.trustProxy ?? false;
  const routerContext = () => {
    const context = new RouterContextProvider();
    context.set(appServicesContext, services);
    return context;
  };
  const services = {
    ...options.services,
    pages: {
      preview: createPagePreview(options.build, routerContext),
      lastRender: () => options.lastRender?.(),
      whenShown: (number: number, timeoutMs: number) =>
        options.whenShown?.(number, timeoutMs) ?? Promise.resolve(false),
    },
  };
  return createApp({
    build: options.build,
    staticFiles: options.staticFiles,
    health: services.health,
    maxBodyBytes: options.maxBodyBytes,
    // The upload page takes a file and the editor's forms a long article in two languages, from
    // someone signed in; every other POST keeps the small limit.
    admitPost: (req, pathname) => {
      if (!isStaffPath(pathname)) return undefined;
      const limit = isImageUploadPath(pathname)
        ? uploadBodyLimit(services.contentImages.maxBytes)
        : isContentEditPath(pathname)
          ? contentEditBodyLimit
          : (options.maxBodyBytes ?? defaultBodyLimit);
      return admitStaffPost(req.headers, {
        origin: services.staff.config.origin,
        limit,
        store: () => services.staff.connection.get(),
      });
    },
    storedFiles: mediaFiles(services.staff.connection),
    trustProxy,
    routerContext,
    pagePolicy,
    canonicalPath: canonicalStaffPath,
    noindex: isStaffPath,
    refusedPost: (pathname: string, reason: RefusedPost) =>
      contactPostRefusal(services.contact, pathname, reason) ?? staffPostRefusal(pathname, reason),
    // The Images page's upload form says it beside the file field, with the limit; the picker
    // (JavaScript) reads the 413 itself.
    tooLargeRedirect: (pathname: string) =>
      pathname === imageUploadPath ? `${imageUploadPath}?refused=too-large` : undefined,
    onPage: (req, page) => countAnswer(services.analytics, req, { ...page, trustProxy }),
  });
}
