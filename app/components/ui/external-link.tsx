import type { ComponentProps } from "react";

/**
 * A link that opens in a new tab. rel="noopener noreferrer" keeps the opened page from
 * reaching back into this one, and screen-reader users are told about the new tab
 * (`newTabLabel`, in the page's language: a prop, because the desktop menu island uses it too).
 */
type ExternalLinkProps = Omit<ComponentProps<"a">, "target" | "rel"> & { newTabLabel: string };

export function ExternalLink({ children, newTabLabel, ...props }: ExternalLinkProps) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      {/* One string: " {label}" would render two text nodes and a comment between them. */}
      <span className="sr-only">{` ${newTabLabel}`}</span>
    </a>
  );
}
