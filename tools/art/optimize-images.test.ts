import { existsSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { expect, test } from "vitest";
import { srcSet, variantUrl } from "../../app/lib/image-variants.ts";
import { optimizeImages } from "./optimize-images.ts";

test("a photo dropped into the content folder becomes AVIF and WebP variants at each width, and a fallback", async () => {
  const dir = mkdtempSync(join(tmpdir(), "images-"));
  const source = join(dir, "src", "team");
  mkdirSync(source, { recursive: true });
  await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#157a6e" } })
    .withMetadata()
    .jpeg()
    .toFile(join(source, "ayesha.jpg"));

  const result = await optimizeImages(join(dir, "src"), join(dir, "out"));

  expect(result.sources).toBe(1);
  for (const width of [320, 640, 960, 1000]) {
    for (const format of ["avif", "webp"] as const) {
      const file = join(dir, "out", variantUrl("/images/team/ayesha.jpg", width, format).slice("/images/".length));
      expect(existsSync(file), file).toBe(true);
      expect((await sharp(file).metadata()).width).toBe(width);
    }
  }
  expect(existsSync(join(dir, "out", "team", "ayesha-1280.webp"))).toBe(false);
  expect(existsSync(join(dir, "out", "team", "ayesha.jpg"))).toBe(true);
  expect(srcSet("/images/team/ayesha.jpg", 1000, "webp")).toBe(
    "/images/team/ayesha-320.webp 320w, /images/team/ayesha-640.webp 640w, /images/team/ayesha-960.webp 960w, /images/team/ayesha-1000.webp 1000w",
  );
});
