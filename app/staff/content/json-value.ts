/**
 * The edition is JSON the editor walks without knowing its collections: these say what a value is.
 * A text field is an object with exactly the two string keys `en` and `bn` (the shared design);
 * anything else is structure (ids, links, image sizes, figures), stored once for both languages.
 */
import { recordId } from "~/content/edition/collections.ts";
import { isPlain, isTextPair, type Plain, type TextPair } from "~/content/edition/text-pair.ts";

export { isTextPair, recordId, type TextPair };
export type JsonObject = Plain;
export const isObject = isPlain;

/** A record's own name in lists and labels: its English name or title, else its id. */
export function recordName(value: unknown): string | undefined {
  if (!isObject(value)) return undefined;
  for (const key of ["name", "title", "heading", "label", "question"]) {
    const text = value[key];
    if (isTextPair(text) && text.en.trim()) return text.en.trim();
    if (typeof text === "string" && text.trim()) return text.trim();
  }
  return recordId(value);
}

/** "metaDescription" → "Meta description", "cards" → "Cards", "externalHref" → "External href". */
/** Field names a marketing team would not write themselves, said as they would say them. */
const plainNames: Record<string, string> = {
  src: "File (/art/… or an uploaded /media/…)",
  alt: "Description (alt text, read aloud)",
  href: "Link",
  externalHref: "Link to the agency's page",
  cta: "Button",
  e164: "Number for links (+880…)",
};

export function humanize(key: string): string {
  const plain = plainNames[key];
  if (plain) return plain;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
