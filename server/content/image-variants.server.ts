import { widthsFor } from "../../app/lib/image-variants.ts";
import type { MediaFormat } from "../../app/lib/media-paths.ts";
import type { Database, Queryable } from "../db/database.ts";
import {
  decodeOnce,
  type EncodedVariant,
  encodeVariants,
  loadSharp,
  oneEncodingAtATime,
} from "./encode-variants.server.ts";

/** Stores an upload's narrower variants; the stored size's two files live on its content_images row. */
export async function insertVariants(tx: Queryable, id: string, storedWidth: number, variants: EncodedVariant[]) {
  for (const { format, width, height, bytes } of variants) {
    if (width >= storedWidth) continue;
    // Another instance may be making the same variants of an older image (below): theirs stand.
    await tx.query(
      `INSERT INTO content_image_variants (image_id, format, width, height, bytes)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (image_id, format, width) DO NOTHING`,
      [id, format, width, height, bytes],
    );
  }
}

/** Encodings of older images under way in this process, by id: many visitors, one encoding each. */
const underWay = new Map<string, Promise<void>>();

/**
 * Images uploaded before variants existed have the stored size alone: the first request for one
 * of their narrower widths makes them all, from the stored WebP (the upload itself was never
 * kept), and stores them for every instance. The page's srcset names them from the record's
 * width already, so nobody has to upload anything again; the first visitor waits about as long
 * as an upload's encoding, everyone after gets the stored bytes.
 */
async function makeMissingVariants(db: Database, id: string, storedWidth: number) {
  let making = underWay.get(id);
  if (!making) {
    making = (async () => {
      const [row] = await db.query("SELECT webp FROM content_images WHERE id = $1", [id]);
      if (!row) return;
      const sharp = await loadSharp();
      const narrower = await oneEncodingAtATime(async () => {
        const pixels = await decodeOnce(sharp(row.webp as Uint8Array));
        return encodeVariants(pixels, { narrowerOnly: true });
      });
      await db.transaction((tx) => insertVariants(tx, id, storedWidth, narrower));
    })().finally(() => underWay.delete(id));
    underWay.set(id, making);
  }
  await making;
}

/**
 * One width of an uploaded image, `storedWidth` wide at its stored size; undefined when the site
 * makes no such width of it (a srcset never names one, so it is a 404).
 */
export async function readVariant(
  db: Database,
  image: { id: string; width: number },
  format: MediaFormat,
  width: number,
): Promise<Uint8Array | undefined> {
  if (width >= image.width || !widthsFor(image.width).includes(width)) return undefined;
  const read = async () => {
    // Two fixed columns and numbered parameters: nothing of the request becomes SQL.
    const [row] = await db.query(
      "SELECT bytes FROM content_image_variants WHERE image_id = $1 AND format = $2 AND width = $3",
      [image.id, format, width],
    );
    return row ? (row.bytes as Uint8Array) : undefined;
  };
  const stored = await read();
  if (stored) return stored;
  await makeMissingVariants(db, image.id, image.width);
  return read();
}
