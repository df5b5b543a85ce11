import { isImageUploadPath } from "./image-rules.ts";

/**
 * The largest content form the editor posts: a record with both languages of a long article
 * (the longest Bangla body is some 60 KB of text, which a form sends percent-encoded, three times
 * as long, twice with its preview). nginx lets 1 MB through (deploy/nginx.conf); the site's default
 * for every other POST stays small.
 */
export const contentEditBodyLimit = 1024 * 1024;

/** The editor's pages that take a record's form or an article body to preview (not the image uploads). */
export const isContentEditPath = (pathname: string) =>
  pathname.startsWith("/staff/content/") && !isImageUploadPath(pathname);
