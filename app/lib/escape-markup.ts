const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Text made safe to place inside HTML, XML (feeds, SVG) or Pango markup, as element content or a
 * quoted attribute: the five characters that could end or start markup become references.
 */
export const escapeMarkup = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
