/**
 * Where images staff uploaded are served (server/content/images.server.ts): /media/<id>.avif and
 * /media/<id>.webp at the stored size, the id being a hash of the uploaded file, and each
 * narrower width of app/lib/image-variants.ts as /media/<id>-<width>.<format> (the build's names
 * for its photos' variants, so ArtImage writes one srcset for both). A content record stores the
 * WebP address (every browser the site supports shows WebP). One definition for the content
 * schema, the pages and the server.
 */
export const mediaPrefix = "/media/";
export const mediaFormats = ["avif", "webp"] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** 32 hex digits: the first 128 bits of the SHA-256 of the uploaded bytes. */
export const mediaIdPattern = /^[0-9a-f]{32}$/;
/** What a content record's image `src` may be for an uploaded image. */
export const mediaSrcPattern = /^\/media\/[0-9a-f]{32}\.webp$/;

// A width of 1 to 4 digits, without a leading zero: one spelling per variant, so one cache entry.
const mediaPathPattern = /^\/media\/([0-9a-f]{32})(?:-([1-9][0-9]{0,3}))?\.(avif|webp)$/;
/** "/media/" + 32 digits + "-9999.avif": longer than that is no image of ours, and never reaches the pattern. */
const longestMediaPath = mediaPrefix.length + 32 + "-9999.avif".length;

export const mediaUrl = (id: string, format: MediaFormat) => `${mediaPrefix}${id}.${format}`;

export const isUploadedImage = (src: string) => mediaSrcPattern.test(src);

/** A path's image, format and width (none: the stored size), or undefined when it names none. */
export type MediaPath = { id: string; format: MediaFormat; width?: number };

export function parseMediaPath(pathname: string): MediaPath | undefined {
  if (pathname.length > longestMediaPath) return undefined;
  const match = mediaPathPattern.exec(pathname);
  if (!match) return undefined;
  const named: MediaPath = { id: match[1]!, format: match[3] as MediaFormat };
  return match[2] ? { ...named, width: Number(match[2]) } : named;
}
