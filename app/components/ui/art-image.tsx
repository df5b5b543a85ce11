import type { Image } from "~/content/schemas.ts";
import { cn } from "~/lib/cn.ts";

type ArtImageProps = {
  image: Image;
  className?: string;
  /** The page's LCP image: eager, with high fetch priority. */
  priority?: boolean;
  /** Other images in the first screenful: eager, normal priority. Everything else is lazy. */
  eager?: boolean;
  /** By default the image fills its container's width; portraits pass their own size classes. */
  fluid?: boolean;
};

/** An image with its intrinsic size declared, so the page never shifts while it loads. */
export function ArtImage({ image, className, priority = false, eager = false, fluid = true }: ArtImageProps) {
  return (
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
}
