import type { Sharp } from "sharp";
import { widthsFor } from "../../app/lib/image-variants.ts";
import type { MediaFormat } from "../../app/lib/media-paths.ts";

/** One encoded file of an uploaded image: a format at one width, with its dimensions. */
export type EncodedVariant = { format: MediaFormat; width: number; height: number; bytes: Buffer };

/**
 * Loaded on the first upload, not at start: libvips costs memory every instance would otherwise
 * pay for a page most never serve.
 */
export const loadSharp = () => import("sharp").then((module) => module.default);

/** The encoding this process does now; the next waits for it (see encodeVariants). */
let previous: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` after every encoding this process started before it: two staff uploading at once,
 * or an upload and an older image's first request, take turns rather than all of libuv's threads.
 */
export function oneEncodingAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = previous.then(work, work);
  previous = turn.catch(() => undefined);
  return turn;
}

/**
 * AVIF's encoder settings. Effort 2 (of 0–9; sharp's default is 4) keeps an upload's CPU bounded
 * whatever the photo: a 12-megapixel JPEG of pure noise took 41.6 s of CPU at effort 4 and takes
 * 4.5 s at 2, a grainy photo 12.9 s and 1.7 s, for files as small or smaller
 * (docs/performance.md#uploading-an-image).
 */
export const avifSettings = { quality: 55, effort: 2 } as const;

/** Decoded pixels, the one input every width is made from. */
export type Pixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** Turns a pipeline (already rotated and capped to the served size) into 8-bit pixels, decoding once. */
export async function decodeOnce(pipeline: Sharp): Promise<Pixels> {
  const { data, info } = await pipeline.raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * The files a page's srcset names (app/lib/image-variants.ts, the widths the build makes of its
 * own photos): AVIF and WebP at each standard width below the image's and at its own, never
 * wider than it is. Each width starts from the decoded pixels, not the upload: a 12-megapixel
 * JPEG is decoded once, not ten times. The two formats of a width are encoded at once and the
 * widths one after the other, so an upload holds two of libuv's four worker threads, as it
 * did when it made one file of each format: sharp works there, never on the event loop. Callers
 * run it through oneEncodingAtATime, so that stays two however many uploads arrive together.
 */
export async function encodeVariants(
  pixels: Pixels,
  /** Only the widths below the stored size: an older image's, whose stored size is there already. */
  options: { narrowerOnly?: boolean } = {},
): Promise<EncodedVariant[]> {
  const sharp = await loadSharp();
  const { data, width, height, channels } = pixels;
  const variants: EncodedVariant[] = [];
  const widths = widthsFor(width).filter((target) => !options.narrowerOnly || target < width);
  // Widest first: the widths a page shows most often (and the stored size) are ready soonest.
  for (const target of widths.reverse()) {
    const shaped = () => {
      const raw = sharp(data, { raw: { width, height, channels } });
      return target < width ? raw.resize({ width: target }) : raw;
    };
    const [webp, avif] = await Promise.all([
      shaped().webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
      shaped().avif(avifSettings).toBuffer({ resolveWithObject: true }),
    ]);
    for (const [format, file] of [
      ["webp", webp],
      ["avif", avif],
    ] as const)
      variants.push({ format, width: file.info.width, height: file.info.height, bytes: file.data });
  }
  return variants;
}
