import type { Image } from "~/content/schemas.ts";
import { cn } from "~/lib/cn.ts";
import { isRasterPhoto, srcSet } from "~/lib/image-variants.ts";
import { isUploadedImage } from "~/lib/media-paths.ts";

type ArtImageProps = {
  image: Image;
  className?: string;
  /** The page's LCP image: eager, with high fetch priority. */
  priority?: boolean;
  /** Other images in the first screenful: eager, normal priority. Everything else is lazy. */
  eager?: boolean;
  /** By default the image fills its container's width; portraits pass their own size classes. */
  fluid?: boolean;
  /** For photos: the width the image is shown at, so the browser picks the right variant. */
  sizes?: string;
};

/**
 * An image with its intrinsic size declared, so the page never shifts while it loads. SVG art is
 * served as is; a raster photo gets AVIF and WebP variants (see tools/art/optimize-images.ts).
 * An image staff uploaded has the same variants under the same names (/media/<id>-640.webp,
 * server/content/image-variants.server.ts): its record names the WebP at its stored size, which
 * every browser shows, and its width gives the srcset, so a page asks the store for nothing.
 */
export function ArtImage({
  image,
  className,
  priority = false,
  eager = false,
  fluid = true,
  sizes = "100vw",
}: ArtImageProps) {
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority || eager ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn(fluid && "h-auto w-full", className)}
    />
  );
  if (!isRasterPhoto(image.src) && !isUploadedImage(image.src)) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.src, image.width, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.src, image.width, "webp")} sizes={sizes} />
      {img}
    </picture>
  );
}
