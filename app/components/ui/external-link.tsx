import type { ComponentProps } from "react";
import { messages } from "~/content/messages.ts";

/**
 * A link that opens in a new tab. rel="noopener noreferrer" keeps the opened page from
 * reaching back into this one, and screen-reader users are told about the new tab.
 */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {messages.opensInNewTab}</span>
    </a>
  );
}
