/**
 * A text field of the edition: both languages side by side. Everything in the edition that is not
 * such a pair (ids, links, image files and sizes, figures, order) is structure, stored once.
 */
export type TextPair = { en: string; bn: string };

export type Plain = Record<string, unknown>;
export const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An object with exactly the keys `en` and `bn`: a text field (either may still be empty in a draft). */
export function isTextPair(value: unknown): value is TextPair {
  if (!isPlain(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 2 && typeof value.en === "string" && typeof value.bn === "string";
}
