import type { IconName } from "./icon-paths.ts";
import spriteUrl from "./icons.svg?url";

export type { IconName };

/**
 * An icon from the sprite (content-hashed and cached for a year). Icons are decorative: the
 * link or button around them carries the accessible name. They inherit currentColor.
 */
export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
