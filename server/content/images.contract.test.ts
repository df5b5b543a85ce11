// @vitest-environment node
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { listAudit } from "../staff/audit-log.server.ts";
import { gpsLatitude, photoWithGps, pngBomb, smallPng, svgWithScript, textFile } from "./image-uploads.fixture.ts";
import { imageRefusals } from "./image-rules.ts";
import { createImageStore } from "./images.server.ts";

const t0 = new Date("2026-04-01T06:00:00Z");
const by = "nadia@example.com";

/** Uploaded images, the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("uploaded images on $name", (factory) => {
  let db: Database;
  let clock = t0.getTime();
  const now = () => new Date((clock += 1000));
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  it("re-encodes a photo to AVIF and WebP at most 1,600 pixels wide, with its EXIF and GPS position gone", async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif?.toString("latin1")).toContain("PhoneMaker");
    const images = createImageStore(db, { now });
    const result = await images.upload({ bytes: photo, name: "rahim-portrait.jpg", by });
    if (!result.ok) throw new Error(result.problem);
    const { image } = result;
    expect(image).toMatchObject({
      src: `/media/${image.id}.webp`,
      width: 1600,
      height: 1200,
      originalName: "rahim-portrait.jpg",
      originalBytes: photo.length,
      uploadedBy: by,
    });
    expect(image.id).toMatch(/^[0-9a-f]{32}$/);
    for (const format of ["avif", "webp"] as const) {
      const bytes = await images.file(image.id, format);
      if (!bytes) throw new Error(`no ${format}`);
      const stored = await sharp(bytes).metadata();
      expect(stored).toMatchObject({ format: format === "avif" ? "heif" : "webp", width: 1600, height: 1200 });
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      // Nowhere in the bytes either, in case a container keeps it where metadata() does not look.
      const text = Buffer.from(bytes).toString("latin1");
      expect(text).not.toContain("PhoneMaker");
      expect(text).not.toContain("GPS");
      expect(text).not.toContain(gpsLatitude.split(" ")[0]!);
    }
    expect((await images.file(image.id, "avif"))?.length).toBe(image.avifBytes);
    expect(await listAudit(db)).toMatchObject([
      { actor: by, action: "image upload", target: `image ${image.id}`, detail: "rahim-portrait.jpg" },
    ]);
  });

  it("keeps a small image at its own size, and stores the same file uploaded twice once", async () => {
    const images = createImageStore(db, { now });
    const png = await smallPng();
    const first = await images.upload({ bytes: png, name: "logo.png", by });
    const again = await images.upload({ bytes: png, name: "logo copy.png", by: "sales@example.com" });
    expect(first).toMatchObject({ ok: true, duplicate: false, image: { width: 300, height: 200 } });
    expect(again).toMatchObject({ ok: true, duplicate: true, image: { originalName: "logo.png", uploadedBy: by } });
    expect(await db.query("SELECT id FROM content_images")).toHaveLength(1);
    expect((await listAudit(db)).map((entry) => entry.detail)).toEqual(["logo copy.png (already stored)", "logo.png"]);
  });

  it("lists images newest first and knows nothing of ids it never stored", async () => {
    const images = createImageStore(db, { now });
    const older = await images.upload({ bytes: await photoWithGps(1), name: "first.jpg", by });
    const newer = await images.upload({ bytes: await smallPng(), name: "second.png", by });
    if (!older.ok || !newer.ok) throw new Error("not stored");
    expect((await images.list()).map((image) => image.originalName)).toEqual(["second.png", "first.jpg"]);
    expect(await images.get(older.image.id)).toEqual(older.image);
    const unknown = "0".repeat(32);
    expect(await images.get(unknown)).toBeUndefined();
    expect(await images.file(unknown, "webp")).toBeUndefined();
  });

  it("refuses an SVG named .png, a text file, a decompression bomb and a file over the limit, each saying why", async () => {
    const images = createImageStore(db, { now, maxBytes: 100_000 });
    const refusal = async (bytes: Uint8Array, name: string) => {
      const result = await images.upload({ bytes, name, by });
      return result.ok ? "stored" : result.problem;
    };
    expect(await refusal(svgWithScript, "logo.png")).toBe(imageRefusals.svg);
    expect(await refusal(textFile, "photo.jpg")).toBe(imageRefusals.notImage);
    expect(await refusal(pngBomb(), "small.png")).toBe(imageRefusals.tooManyPixels);
    // A JPEG's first bytes, then more than the limit allows: refused before it is decoded.
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100_000)]);
    expect(await refusal(huge, "huge.jpg")).toBe(imageRefusals.tooLarge(100_000));
    expect(await refusal(new Uint8Array(0), "empty.jpg")).toBe(imageRefusals.empty);
    // The first bytes of a PNG, then nothing a decoder can read.
    const cut = (await smallPng()).subarray(0, 60);
    expect(await refusal(cut, "cut.png")).toBe(imageRefusals.unreadable);
    expect(await db.query("SELECT id FROM content_images")).toEqual([]);
    expect(await listAudit(db)).toEqual([]);
  });
});
