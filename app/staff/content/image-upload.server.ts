import { appServices } from "~server/app-context.ts";
import { imageRefusals } from "~server/content/image-rules.ts";
import { createImageStore, type StoredImage } from "~server/content/images.server.ts";
import type { Database } from "~server/db/database.ts";

type Context = Parameters<typeof appServices>[0];

/** The largest upload the store takes, in bytes. */
export const maxImageBytes = (context: Context) => appServices(context).contentImages.maxBytes;

export type UploadAnswer = { ok: true; image: StoredImage; duplicate: boolean } | { ok: false; problem: string };

/**
 * The image a staff form posted (its `image` file), re-encoded and stored by the image store: one
 * upload path for the Images page and the record form's picker.
 */
export async function uploadPostedImage(
  form: FormData,
  upload: { db: Database; by: string; context: Context },
): Promise<UploadAnswer> {
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) return { ok: false, problem: imageRefusals.empty };
  const images = createImageStore(upload.db, { maxBytes: maxImageBytes(upload.context) });
  const result = await images.upload({
    bytes: new Uint8Array(await file.arrayBuffer()),
    name: file.name,
    by: upload.by,
  });
  return result.ok
    ? { ok: true, image: result.image, duplicate: result.duplicate }
    : { ok: false, problem: result.problem };
}

/** What the picker shows of an upload. */
export const pickable = ({ id, src, width, height, originalName }: StoredImage) => ({
  id,
  src,
  width,
  height,
  name: originalName,
});
