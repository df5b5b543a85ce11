import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Uploads for the image tests: a phone photo with its GPS position in EXIF, files that pretend to
 * be images, and a decompression bomb. Test-only (imported by *.test.ts files alone).
 */

/** Where the photo says it was taken: what must never reach a visitor. */
export const gpsLatitude = "23/1 48/1 36/1";

/** A JPEG (2,400 × 1,800 unless told) with EXIF: GPS position, camera and a comment; no two seeds give the same bytes. */
export async function photoWithGps(seed = 1, size = { width: 2400, height: 1800 }): Promise<Buffer> {
  return sharp({
    create: { ...size, channels: 3, background: { r: (seed * 40) % 256, g: 120, b: 90 } },
  })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 9", ImageDescription: `Seed ${seed}` },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: gpsLatitude, GPSLongitudeRef: "E", GPSLongitude: "90/1 24/1 0/1" },
    })
    .toBuffer();
}

/** A small PNG (smaller than the served size: never enlarged). */
export const smallPng = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: "#0f766e" } })
    .png()
    .toBuffer();

/** An SVG with a script, as a file named like a PNG would be. */
export const svgWithScript = Buffer.from(
  `\uFEFF<?xml version="1.0"?>\n<!-- a logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">` +
    `<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`,
);

export const textFile = Buffer.from("Meeting notes: call Rahim back on Sunday.\n");

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few hundred bytes whose header claims 30,000 × 30,000 pixels (900 megapixels, 2.7 GB
 * decoded): a decompression bomb. Refused from its header, so its pixel data need not be whole.
 */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc(30_001 * 8)); // the first eight rows, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
