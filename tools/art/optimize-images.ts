/**
 * The build's image pipeline for real photos. Every JPEG/PNG/WebP dropped under
 * app/content/images/ (referenced from content as /images/<same path>) becomes AVIF and WebP
 * variants at the widths of app/lib/image-variants.ts, plus a re-encoded copy in its own format
 * as the fallback, written to public/images/ (git-ignored). Metadata (EXIF, GPS) is stripped.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, extname, join, relative, sep } from "node:path";
import sharp from "sharp";
import { variantFormats, variantUrl, widthsFor } from "../../app/lib/image-variants.ts";

const rasterExtensions = new Set([".jpg", ".jpeg", ".png", ".webp"]);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

export async function optimizeImages(sourceDir: string, outDir: string): Promise<{ sources: number; files: number }> {
  rmSync(outDir, { recursive: true, force: true });
  let files = 0;
  const sources = walk(sourceDir).filter((file) => rasterExtensions.has(extname(file).toLowerCase()));
  for (const file of sources) {
    const src = "/images/" + relative(sourceDir, file).split(sep).join("/");
    const { width = 0 } = await sharp(file).metadata();
    const fallback = join(outDir, relative(sourceDir, file));
    mkdirSync(dirname(fallback), { recursive: true });
    await sharp(file).rotate().toFile(fallback);
    files += 1;
    for (const w of widthsFor(width)) {
      for (const format of variantFormats) {
        const out = join(outDir, variantUrl(src, w, format).slice("/images/".length));
        const pipeline = sharp(file).rotate().resize({ width: w, withoutEnlargement: true });
        await (format === "avif" ? pipeline.avif({ quality: 55 }) : pipeline.webp({ quality: 78 })).toFile(out);
        files += 1;
      }
    }
  }
  return { sources: sources.length, files };
}

if (import.meta.main) {
  const { sources, files } = await optimizeImages("app/content/images", "public/images");
  console.log(`images: ${sources} photos -> ${files} files in public/images`);
}
