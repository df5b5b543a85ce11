/**
 * What an uploaded file is, from its first bytes: a file's name and the browser's Content-Type
 * are the uploader's to choose, so neither is asked. Only the raster formats below are decoded;
 * SVG is refused (decision: uploads are re-encoded, and an SVG is a document that can carry script
 * and external references, not pixels), and so is anything else.
 */
export type SniffedImage = "jpeg" | "png" | "webp" | "avif" | "gif";
export type Sniffed = SniffedImage | "svg" | "unknown";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

// ISO-BMFF brands of AVIF files (`mif1` is the generic HEIF brand some AVIF encoders lead with).
const avifBrands = new Set(["avif", "avis", "mif1"]);

/** Markup whose first kilobyte opens an <svg> element (after a BOM, an XML declaration, comments). */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, "");
  return head.trimStart().startsWith("<") && /<svg[\s>]/i.test(head);
}

export function sniffImage(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && avifBrands.has(ascii(bytes, 8, 12))) return "avif";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  return isSvg(bytes) ? "svg" : "unknown";
}
