import type { Image } from "~/content/schemas.ts";
import { cn } from "~/lib/cn.ts";

type ArtImageProps = {
  image: Image;
  className?: string;
  /** Above-the-fold images (the LCP) load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  sizes?: string;
};

/** An image with its intrinsic size declared, so the page never shifts while it loads. */
export function ArtImage({ image, className, priority = false }: ArtImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full", className)}
    />
  );
}
