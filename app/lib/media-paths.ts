/**
 * Where images staff uploaded are served (server/content/images.server.ts): /media/<id>.avif and
 * /media/<id>.webp, the id being a hash of the uploaded file. A content record stores the WebP
 * address (every browser the site supports shows WebP); pages offer the AVIF beside it
 * (ArtImage). One definition for the content schema, the pages and the server.
 */
export const mediaPrefix = "/media/";
export const mediaFormats = ["avif", "webp"] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** 32 hex digits: the first 128 bits of the SHA-256 of the uploaded bytes. */
export const mediaIdPattern = /^[0-9a-f]{32}$/;
/** What a content record's image `src` may be for an uploaded image. */
export const mediaSrcPattern = /^\/media\/[0-9a-f]{32}\.webp$/;

const mediaPathPattern = /^\/media\/([0-9a-f]{32})\.(avif|webp)$/;
/** "/media/" + 32 digits + ".avif": longer than that is no image of ours, and never reaches the pattern. */
const longestMediaPath = mediaPrefix.length + 32 + ".avif".length;

export const mediaUrl = (id: string, format: MediaFormat) => `${mediaPrefix}${id}.${format}`;

export const isUploadedImage = (src: string) => mediaSrcPattern.test(src);

/** The image and format a request path names, or undefined when it names none. */
export function parseMediaPath(pathname: string): { id: string; format: MediaFormat } | undefined {
  if (pathname.length > longestMediaPath) return undefined;
  const match = mediaPathPattern.exec(pathname);
  return match ? { id: match[1]!, format: match[2] as MediaFormat } : undefined;
}

/** The AVIF twin of an uploaded image's WebP `src`. */
export const avifTwin = (src: string) => src.replace(/\.webp$/, ".avif");
