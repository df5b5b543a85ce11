/**
 * Favicons, touch and manifest icons and the web manifest, rendered from the generated logo mark
 * (run after tools/art/generate-art.ts). Output goes to public/ and is git-ignored: this script is
 * the source. The Open Graph cards are tools/art/generate-og-images.ts's.
 */
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { P } from "./illustrations/palette.ts";
import { initialSite } from "./brand/initial-site.ts";

const logo = readFileSync("public/art/logo-mark.svg", "utf8");
const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 300 }).resize(size, size).png().toBuffer();

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(header.length + entry.length, 12);
  return Buffer.concat([header, entry, image]);
}

writeFileSync("public/favicon.svg", logo);
writeFileSync("public/favicon.ico", icoFromPng(await png(logo, 32), 32));
writeFileSync("public/apple-touch-icon.png", await png(logo, 180));
writeFileSync("public/icon-192.png", await png(logo, 192));
writeFileSync("public/icon-512.png", await png(logo, 512));
writeFileSync(
  "public/site.webmanifest",
  JSON.stringify(
    {
      name: initialSite.brand,
      short_name: initialSite.brand,
      description: initialSite.tagline,
      start_url: "/",
      display: "browser",
      background_color: P.cream,
      theme_color: P.deepTeal,
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      ],
    },
    null,
    2,
  ),
);
console.log("brand assets: favicons, icons, manifest");
