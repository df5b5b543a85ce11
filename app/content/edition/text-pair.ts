import { type LanguageCode, languageCodes } from "../model/languages.ts";

/**
 * A text field of the edition: every language side by side (the content model's languages).
 * Everything in the edition that is not such a pair (ids, links, image files and sizes, figures,
 * order) is structure, stored once.
 */
export type TextPair = Record<LanguageCode, string>;

export type Plain = Record<string, unknown>;
export const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An object with exactly the languages' keys, each a string: a text field (any may still be empty in a draft). */
export function isTextPair(value: unknown): value is TextPair {
  if (!isPlain(value)) return false;
  return (
    Object.keys(value).length === languageCodes.length && languageCodes.every((code) => typeof value[code] === "string")
  );
}
