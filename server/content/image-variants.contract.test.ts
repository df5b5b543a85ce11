// @vitest-environment node
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { migrations } from "../db/schema.ts";
import { gpsLatitude, photoWithGps } from "./image-uploads.fixture.ts";
import { createImageStore } from "./images.server.ts";

const by = "nadia@example.com";
const formats = ["avif", "webp"] as const;

/** What a stored file is, by decoding it, and whether anything of the photo's EXIF is in its bytes. */
async function described(bytes: Uint8Array | undefined) {
  if (!bytes) return undefined;
  const { format, width, height, exif, xmp } = await sharp(bytes).metadata();
  const text = Buffer.from(bytes).toString("latin1");
  const leaks = ["PhoneMaker", "GPS", gpsLatitude.split(" ")[0]!].filter((word) => text.includes(word));
  return { format, width, height, metadata: exif !== undefined || xmp !== undefined, leaks };
}

/** An uploaded image at the widths the site's srcsets name, the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("uploaded image variants on $name", (factory) => {
  let db: Database;
  beforeEach(async () => {
    db = await factory.open();
  });
  afterEach(async () => {
    await db.close();
  });

  it("makes a 3000 × 2000 photo's AVIF and WebP at 320, 640, 960, 1280 and its stored 1,600 px, none wider, no EXIF in any", async () => {
    const photo = await photoWithGps(3, { width: 3000, height: 2000 });
    const images = createImageStore(db);
    const result = await images.upload({ bytes: photo, name: "office.jpg", by });
    if (!result.ok) throw new Error(result.problem);
    const { image } = result;
    expect(image).toMatchObject({ width: 1600, height: 1067 });
    const expected = [320, 640, 960, 1280, 1600];
    // Each width is made from the stored size, so its height keeps the stored size's ratio.
    const heightAt = (width: number) => Math.round((width * image.height) / image.width);
    for (const format of formats) {
      for (const width of expected) {
        const file = await described(await images.file(image.id, format, width));
        expect(file).toEqual({
          format: format === "avif" ? "heif" : "webp",
          width,
          height: heightAt(width),
          metadata: false,
          leaks: [],
        });
      }
      // The stored size answers at both its addresses, with the same bytes.
      expect(await images.file(image.id, format, 1600)).toEqual(await images.file(image.id, format));
    }
    expect(await db.query("SELECT format, width, height FROM content_image_variants ORDER BY format, width")).toEqual(
      formats.flatMap((format) => [320, 640, 960, 1280].map((width) => ({ format, width, height: heightAt(width) }))),
    );
  });

  it("makes no width a srcset never names: none between the steps, none wider than the stored size", async () => {
    const images = createImageStore(db);
    const result = await images.upload({ bytes: await photoWithGps(4), name: "team.jpg", by });
    if (!result.ok) throw new Error(result.problem);
    for (const width of [500, 1920, 2400, 1]) expect(await images.file(result.image.id, "webp", width)).toBeUndefined();
    expect(await images.file("0".repeat(32), "webp", 640)).toBeUndefined();
    expect(await db.query("SELECT CAST(count(*) AS integer) AS n FROM content_image_variants")).toEqual([{ n: 8 }]);
  });

  it("gives an image stored before the variants step its widths on the first request after the migration", async () => {
    const images = createImageStore(db);
    const result = await images.upload({ bytes: await photoWithGps(5), name: "old.jpg", by });
    if (!result.ok) throw new Error(result.problem);
    const { id } = result.image;
    // Back to the schema before the step, with the image as an upload of that time left it.
    const step = migrations.findIndex((migration) => migration.name === "content image variants");
    await db.script("DROP TABLE content_image_variants");
    if (db.dialect === "sqlite") await db.script(`PRAGMA user_version = ${step}`);
    else await db.query("DELETE FROM schema_migrations WHERE version > $1", [step]);

    // Only this step runs again: the steps after it (other capabilities' tables) are still in place.
    expect(await migrate(db, migrations.slice(0, step + 1))).toEqual({ from: step, to: step + 1 });
    await markApplied(db, step + 1);
    expect(await db.query("SELECT CAST(count(*) AS integer) AS n FROM content_image_variants")).toEqual([{ n: 0 }]);
    // Two visitors at once: one encoding, its rows stored once.
    const [avif, webp] = await Promise.all([images.file(id, "avif", 640), images.file(id, "webp", 960)]);
    expect(await described(avif)).toMatchObject({ format: "heif", width: 640, height: 480, leaks: [] });
    expect(await described(webp)).toMatchObject({ format: "webp", width: 960, height: 720, leaks: [] });
    expect(await db.query("SELECT CAST(count(*) AS integer) AS n FROM content_image_variants")).toEqual([{ n: 8 }]);
    expect(await described(await images.file(id, "webp"))).toMatchObject({ width: 1600, height: 1200 });
  });
});

/** Records the steps after `applied` as done again, as they were before the test rolled this one back. */
async function markApplied(db: Database, applied: number) {
  if (db.dialect === "sqlite") return db.script(`PRAGMA user_version = ${migrations.length}`);
  for (let version = applied + 1; version <= migrations.length; version += 1)
    await db.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
      version,
      migrations[version - 1]!.name,
    ]);
}
