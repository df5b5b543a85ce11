import { createHash } from "node:crypto";
import { mediaUrl, type MediaFormat } from "../../app/lib/media-paths.ts";
import { iso, type Database, type Queryable, type Row } from "../db/database.ts";
import { appendAudit } from "../staff/audit-log.server.ts";
import { encodeImage } from "./encode-image.server.ts";
import { insertVariants, readVariant } from "./image-variants.server.ts";
import { defaultImageMaxBytes, imageRefusals } from "./image-rules.ts";
import { sniffImage } from "./image-sniff.server.ts";

/** An uploaded image as staff see it; its bytes are read only to serve them (`file`). */
export type StoredImage = {
  id: string;
  /** What a content record's image stores: `{ src, width, height }`. */
  src: string;
  width: number;
  height: number;
  originalName: string;
  originalBytes: number;
  avifBytes: number;
  webpBytes: number;
  uploadedBy: string;
  uploadedAt: string;
};

export type UploadResult = { ok: true; image: StoredImage; duplicate: boolean } | { ok: false; problem: string };

export type ImageStore = {
  /** Checks, re-encodes and stores an upload; the same bytes uploaded again are the image stored before. */
  upload(input: { bytes: Uint8Array; name: string; by: string }): Promise<UploadResult>;
  get(id: string): Promise<StoredImage | undefined>;
  /** Newest first. */
  list(): Promise<StoredImage[]>;
  /** Deletes an upload and its variants (whoever asks has checked that no record shows it); audited. */
  remove(id: string, by: string): Promise<boolean>;
  /**
   * One variant's bytes, to serve at /media/<id>.<format> (the stored size) or
   * /media/<id>-<width>.<format> (a narrower width its pages' srcsets name).
   */
  file(id: string, format: MediaFormat, width?: number): Promise<Uint8Array | undefined>;
};

/** The id: a hash of the uploaded bytes, so an address always shows the same picture. */
const contentHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/** A file name is the uploader's text: shown back to staff, so kept short and without control characters. */
const cleanName = (name: string) =>
  // Cut first: the name is the client's, of any length (the body limit is megabytes).
  name
    .slice(0, 400)
    .replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, 200) || "(no name)";

const columns = `id, original_name, original_bytes, width, height, uploaded_by, uploaded_at,
  length(avif) AS avif_bytes, length(webp) AS webp_bytes`;

const toImage = (row: Row): StoredImage => ({
  id: String(row.id),
  src: mediaUrl(String(row.id), "webp"),
  width: Number(row.width),
  height: Number(row.height),
  originalName: String(row.original_name),
  originalBytes: Number(row.original_bytes),
  avifBytes: Number(row.avif_bytes),
  webpBytes: Number(row.webp_bytes),
  uploadedBy: String(row.uploaded_by),
  uploadedAt: iso(row.uploaded_at),
});

/** One upload, through any handle (a transaction's, when it runs inside one). */
export async function findImage(q: Queryable, id: string): Promise<StoredImage | undefined> {
  const [row] = await q.query(`SELECT ${columns} FROM content_images WHERE id = $1`, [id]);
  return row ? toImage(row) : undefined;
}

/**
 * Uploaded images, in the store every instance reads (decision: uploads are re-encoded by the
 * site, metadata stripped, and served by every instance; SVG is refused). Each refusal says why
 * in words staff can act on (image-rules.ts); each accepted upload is audited.
 */
export function createImageStore(db: Database, options: { maxBytes?: number; now?: () => Date } = {}): ImageStore {
  const maxBytes = options.maxBytes ?? defaultImageMaxBytes;
  const now = options.now ?? (() => new Date());

  const get = (id: string) => findImage(db, id);

  async function upload({ bytes, name, by }: { bytes: Uint8Array; name: string; by: string }): Promise<UploadResult> {
    if (bytes.length === 0) return { ok: false, problem: imageRefusals.empty };
    if (bytes.length > maxBytes) return { ok: false, problem: imageRefusals.tooLarge(maxBytes) };
    const sniffed = sniffImage(bytes);
    if (sniffed === "svg") return { ok: false, problem: imageRefusals.svg };
    if (sniffed === "unknown") return { ok: false, problem: imageRefusals.notImage };
    const id = contentHash(bytes);
    const originalName = cleanName(name);
    const audit = (duplicate: boolean) => ({
      actor: by,
      action: "image upload" as const,
      target: `image ${id}`,
      detail: duplicate ? `${originalName} (already stored)` : originalName,
    });

    const existing = await get(id);
    if (existing) {
      await appendAudit(db, audit(true), now());
      return { ok: true, image: existing, duplicate: true };
    }
    const encoded = await encodeImage(bytes, sniffed);
    if (!encoded.ok) return encoded;
    const { width, height, variants } = encoded.image;
    const storedSize = (format: MediaFormat) =>
      variants.find((variant) => variant.format === format && variant.width === width)!.bytes;
    const at = now();
    // Two instances may encode the same upload at once: the first row stands (its bytes may
    // already be cached by browsers as immutable), the second upload is told it was a duplicate.
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx.query(
        `INSERT INTO content_images
           (id, original_name, original_bytes, width, height, uploaded_by, uploaded_at, avif, webp)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [id, originalName, bytes.length, width, height, by, at.toISOString(), storedSize("avif"), storedSize("webp")],
      );
      if (rows.length > 0) await insertVariants(tx, id, width, variants);
      await appendAudit(tx, audit(rows.length === 0), at);
      return rows.length > 0;
    });
    const image = await get(id);
    if (!image) throw new Error(`content image ${id} missing right after it was stored`);
    return { ok: true, image, duplicate: !inserted };
  }

  return {
    upload,
    get,
    async list() {
      const rows = await db.query(`SELECT ${columns} FROM content_images ORDER BY uploaded_at DESC, id`);
      return rows.map(toImage);
    },
    async remove(id, by) {
      return db.transaction(async (tx) => {
        const image = await findImage(tx, id);
        if (!image) return false;
        await tx.query("DELETE FROM content_image_variants WHERE image_id = $1", [id]);
        await tx.query("DELETE FROM content_images WHERE id = $1", [id]);
        await appendAudit(
          tx,
          { actor: by, action: "image deleted", target: `image ${id}`, detail: image.originalName },
          now(),
        );
        return true;
      });
    },
    async file(id, format, width) {
      if (width !== undefined) {
        const image = await get(id);
        // The stored size has one address of its own, the srcset's <id>-<width> another.
        if (image && width !== image.width) return readVariant(db, image, format, width);
        if (!image) return undefined;
      }
      // Two fixed statements, never a column name from the request.
      const sql =
        format === "avif"
          ? "SELECT avif AS bytes FROM content_images WHERE id = $1"
          : "SELECT webp AS bytes FROM content_images WHERE id = $1";
      const [row] = await db.query(sql, [id]);
      return row ? (row.bytes as Uint8Array) : undefined;
    },
  };
}
