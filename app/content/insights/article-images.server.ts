import { resolve } from "node:path";
import { isUploadedImage } from "../../lib/media-paths.ts";
import { siteImageFileSize } from "./image-files.server.ts";
import type { ImageSizeOf } from "./render-markdown.ts";

/**
 * Where an article's images are measured when its page renders. While the site is built, the
 * build's files in public/ (the initial edition has no uploads); the running server replaces it at
 * start with its own folders and the store's uploads (server/services.ts), as it replaces the
 * edition the pages render (edition-source.ts).
 */
let lookup: ImageSizeOf = async (src) =>
  isUploadedImage(src)
    ? { problem: "uploaded images are measured by the running site, not while it is built" }
    : siteImageFileSize(src, [resolve("public")]);

export function setArticleImageSizes(next: ImageSizeOf): void {
  lookup = next;
}

export const articleImageSize: ImageSizeOf = (src) => lookup(src);
