import { isRasterPhoto } from "./image-variants.ts";
import { isUploadedImage } from "./media-paths.ts";

/**
 * Which image addresses content may name, in a record's image or an article's Markdown: a file of
 * the build, generated art (/art/…) or a photo of the repository (/images/…), whose path is words
 * and hyphens between single slashes (never `..`, `//`, `%2e` or a backslash: staff type it, and
 * the server reads the file it names); or an upload in the store (/media/<id>.webp).
 */
export const buildImageSrc = /^\/(?:art|images)(?:\/[\w-]+)+\.(?:svg|webp|avif|png|jpg)$/;

/** Longer than any image address of the site: never matched against a pattern. */
export const maxImageSrcLength = 200;

export type ImageSize = { width: number; height: number };

export const isSiteImageSrc = (src: string) =>
  src.length <= maxImageSrcLength && (buildImageSrc.test(src) || isUploadedImage(src));

/** Why content may not name `src` as an image, in words staff can act on; undefined: it may. */
export function imageSrcProblem(src: string): string | undefined {
  if (isSiteImageSrc(src)) return undefined;
  return "use an image of the site (/art/… or /images/…) or one uploaded on the Images page (/media/….webp)";
}

/** Images served at several widths (the build's photos, uploads): shown with a srcset. */
export const hasVariants = (src: string) => isRasterPhoto(src) || isUploadedImage(src);
