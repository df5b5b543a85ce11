// C0 and C1 controls, DEL, and the bidirectional overrides that can make stored text display in
// another order than it was written. ZWJ/ZWNJ stay: Bangla spelling needs them.
const unwanted = /[\p{Cc}\u202A-\u202E\u2066-\u2069]+/gu;

/**
 * Visitor-supplied text (a campaign name, a path, a referrer's host) made safe to store and to
 * show: lone surrogates repaired, control characters replaced by a space, whitespace collapsed,
 * at most `max` characters (code points, so an emoji or a Bangla letter is never cut in half).
 * Empty means absent: null. Never throws, whatever it is given.
 */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  // Only the head is ever kept: a 10 KB value is cut before any work on the whole of it.
  const head = value.slice(0, max * 2 + 8).toWellFormed();
  const text = head.replace(unwanted, " ").replace(/\s+/g, " ").trim();
  if (text === "") return null;
  const chars = [...text];
  return chars.length > max ? chars.slice(0, max).join("").trimEnd() : text;
}
