import { siteImageFileSize } from "../../app/content/insights/image-files.server.ts";
import type { ImageSizeOf } from "../../app/content/insights/render-markdown.ts";
import type { ImageSize } from "../../app/lib/image-src.ts";
import { parseMediaPath } from "../../app/lib/media-paths.ts";

/** An upload's stored size, from the store (images.server.ts); undefined: there is no such upload. */
export type UploadSize = (id: string) => Promise<ImageSize | undefined>;

/** Sizes of the build's files, which do not change while the site runs: measured once each. */
const fileSizes = new Map<string, Promise<ImageSize | { problem: string }>>();
const maxRemembered = 1_000;

/**
 * Where the site's images are and how large: the build's files in `folders` (art, photos), read
 * within them (image-files.server.ts), and uploads in the store. What a record's image and an
 * article's Markdown may name, and how their pages learn its width and height.
 */
export function siteImageSizes(folders: readonly string[], uploadSize: UploadSize): ImageSizeOf {
  return async (src) => {
    const media = parseMediaPath(src);
    if (media) {
      if (media.width !== undefined || media.format !== "webp") {
        return { problem: `name the upload's own address, /media/${media.id}.webp` };
      }
      return (await uploadSize(media.id)) ?? { problem: "there is no such uploaded image (see the Images page)" };
    }
    const key = `${folders.join("\n")}\n${src}`;
    let size = fileSizes.get(key);
    if (!size) {
      size = siteImageFileSize(src, folders);
      if (fileSizes.size >= maxRemembered) fileSizes.clear();
      fileSizes.set(key, size);
    }
    return size;
  };
}
