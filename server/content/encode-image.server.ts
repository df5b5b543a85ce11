import {
  decodeOnce,
  type EncodedVariant,
  encodeVariants,
  loadSharp,
  oneEncodingAtATime,
} from "./encode-variants.server.ts";
import type { SniffedImage } from "./image-sniff.server.ts";
import { imageRefusals, longestSide, maxInputPixels } from "./image-rules.ts";

/**
 * The stored size (`width` × `height`, at most `longestSide`) and every variant of it, the stored
 * size's own AVIF and WebP among them (encode-variants.server.ts).
 */
export type EncodedImage = { width: number; height: number; variants: EncodedVariant[] };
export type Encoding = { ok: true; image: EncodedImage } | { ok: false; problem: string };

// sharp's names for the formats image-sniff.server.ts lets through (AVIF decodes as "heif").
const readableFormats = new Set(["jpeg", "png", "webp", "heif", "gif"]);

/**
 * Decodes an upload that sniffed as a raster image and writes the variants the site serves.
 * Nothing of the file but its pixels survives: sharp writes no metadata unless asked (EXIF with
 * GPS position and camera serial, XMP, comments are dropped), after turning the pixels the way
 * the EXIF orientation said, which would otherwise go with it. Colours are converted to sRGB.
 */
export function encodeImage(bytes: Uint8Array, sniffed: SniffedImage): Promise<Encoding> {
  return oneEncodingAtATime(() => encode(bytes, sniffed));
}

async function encode(bytes: Uint8Array, sniffed: SniffedImage): Promise<Encoding> {
  const sharp = await loadSharp();
  // failOn "error": a photo with a harmless warning (an odd EXIF block) is still accepted.
  const input = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: "error", animated: false });
  let format: string | undefined;
  try {
    ({ format } = await input.metadata());
  } catch (error) {
    return { ok: false, problem: refusalFor(error) };
  }
  // The decoder must agree with the sniffed bytes: sharp alone would also read SVG, PDF, TIFF….
  const expected = sniffed === "avif" ? "heif" : sniffed;
  if (!format || !readableFormats.has(format) || format !== expected)
    return { ok: false, problem: imageRefusals.notImage };
  try {
    const pixels = await decodeOnce(
      input.rotate().resize({ width: longestSide, height: longestSide, fit: "inside", withoutEnlargement: true }),
    );
    const variants = await encodeVariants(pixels);
    return { ok: true, image: { width: pixels.width, height: pixels.height, variants } };
  } catch (error) {
    return { ok: false, problem: refusalFor(error) };
  }
}

function refusalFor(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message) ? imageRefusals.tooManyPixels : imageRefusals.unreadable;
}
