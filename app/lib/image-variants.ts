/**
 * Responsive variants of a raster photo (content images under /images/). The build script
 * (tools/art/optimize-images.ts) writes exactly these files and ArtImage asks for exactly these,
 * so the two cannot disagree.
 */
export const variantWidths = [320, 640, 960, 1280, 1920] as const;
export const variantFormats = ["avif", "webp"] as const;
export type VariantFormat = (typeof variantFormats)[number];

export function isRasterPhoto(src: string): boolean {
  return src.startsWith("/images/") && !src.endsWith(".svg");
}

/** Widths generated for an image `width` pixels wide: the standard steps below it, and itself. */
export function widthsFor(width: number): number[] {
  return [...variantWidths.filter((w) => w < width), width];
}

/** URL of one variant: /images/team/ayesha.jpg → /images/team/ayesha-640.webp */
export function variantUrl(src: string, width: number, format: VariantFormat): string {
  return `${src.replace(/\.[a-z]+$/, "")}-${width}.${format}`;
}

export function srcSet(src: string, width: number, format: VariantFormat): string {
  return widthsFor(width)
    .map((w) => `${variantUrl(src, w, format)} ${w}w`)
    .join(", ");
}
