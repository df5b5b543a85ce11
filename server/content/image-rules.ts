/**
 * The limits of an uploaded image and the words a refusal says (shown to staff as they are).
 * No imports: the settings, the HTTP wiring and the staff page read it too.
 */

/**
 * The staff paths that take uploads, the only ones whose POST bodies may be this large: the
 * Images page, and the record form's picker (an upload in place).
 */
export const imageUploadPaths = ["/staff/content/images", "/staff/content/image-picker"] as const;
export const imageUploadPath = imageUploadPaths[0];
export const isImageUploadPath = (pathname: string) => (imageUploadPaths as readonly string[]).includes(pathname);

/** The largest file accepted by default (CONTENT_IMAGE_MAX_BYTES): a phone photo is 2–6 MB. */
export const defaultImageMaxBytes = 8 * 1024 * 1024;

/**
 * A multipart body carries the file plus boundaries, headers and the other fields: the POST's
 * limit is the file's plus this, so a file just over its limit still gets the words below, not a 413.
 */
const multipartAllowance = 64 * 1024;
export const uploadBodyLimit = (imageMaxBytes: number) => imageMaxBytes + multipartAllowance;

/** The served size: the longest side of the variants (a full-width hero is shown ≤ 1,600 px wide). */
export const longestSide = 1600;

/**
 * Decoded pixels allowed in: 50 megapixels covers a 48 MP phone camera. A decompression bomb (a
 * small PNG that claims 30,000 × 30,000 pixels) would need gigabytes of memory to decode; it is
 * refused from its header, before any decoding.
 */
export const maxInputPixels = 50_000_000;

export const imageRefusals = {
  empty: "Choose an image file to upload.",
  tooLarge: (maxBytes: number) =>
    `This file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Upload a smaller image (a photo exported at 2,000 pixels is plenty).`,
  svg: "SVG images are refused: they can carry scripts. Upload a JPEG, PNG, WebP, AVIF or GIF image instead.",
  notImage: "This file is not an image the site can read. Upload a JPEG, PNG, WebP, AVIF or GIF image.",
  tooManyPixels: `This image has more than ${maxInputPixels / 1_000_000} megapixels. Resize it to at most 8,000 pixels on its longest side and upload it again.`,
  unreadable:
    "This image could not be read: the file may be damaged or cut off. Export it again and upload the new file.",
} as const;
