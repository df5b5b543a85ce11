import { constants } from "node:fs";
import { open, realpath } from "node:fs/promises";
import { resolve, sep } from "node:path";
import { imageSize } from "image-size";
import { buildImageSrc, type ImageSize } from "../../lib/image-src.ts";

/** Larger than any image the build writes (its photos are re-encoded at most 1,920 px wide). */
export const maxImageFileBytes = 10 * 1024 * 1024;

type Read = { bytes: Uint8Array } | { problem: string } | "absent";

/**
 * The file `src` names inside `folder`, read only if it is a regular file there of at most
 * maxImageFileBytes: an address staff typed is never a way to another file, a device (/dev/zero),
 * a pipe that blocks the reader, or a file too large to read. Symbolic links are followed only
 * when they end inside the folder. Asynchronous: no request waits for a disk behind it.
 */
async function readInside(folder: string, src: string): Promise<Read> {
  const root = await realpath(folder).catch(() => undefined);
  if (!root) return "absent";
  const candidate = resolve(root, `.${src}`);
  if (!candidate.startsWith(root + sep)) return { problem: "it is outside the site's image folders" };
  const real = await realpath(candidate).catch(() => undefined);
  if (!real) return "absent";
  if (!real.startsWith(root + sep)) return { problem: "it is outside the site's image folders" };
  // O_NONBLOCK: opening a pipe does not wait for a writer; O_NOFOLLOW: nothing swapped in since.
  const handle = await open(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW).catch(
    () => undefined,
  );
  if (!handle) return "absent";
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { problem: "it is not an image file" };
    if (stat.size > maxImageFileBytes) return { problem: `it is larger than ${maxImageFileBytes / 1024 / 1024} MB` };
    const bytes = new Uint8Array(stat.size);
    const { bytesRead } = await handle.read(bytes, 0, stat.size, 0);
    return { bytes: bytes.subarray(0, bytesRead) };
  } finally {
    await handle.close();
  }
}

/**
 * The size of the build's image at `src` (/art/… or /images/…), looked up in `folders` in turn
 * (the build's client files, then public/), or why it cannot be shown.
 */
export async function siteImageFileSize(
  src: string,
  folders: readonly string[],
): Promise<ImageSize | { problem: string }> {
  if (!buildImageSrc.test(src)) return { problem: "it is not an image of the site (/art/… or /images/…)" };
  for (const folder of folders) {
    const read = await readInside(folder, src);
    if (read === "absent") continue;
    if ("problem" in read) return read;
    try {
      const { width, height } = imageSize(read.bytes);
      if (width > 0 && height > 0) return { width, height };
    } catch {
      // Said below: the same words for every file the site cannot measure.
    }
    return { problem: "it is not an image the site can read" };
  }
  return { problem: "there is no such image among the site's files" };
}
