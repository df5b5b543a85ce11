import { isObject, isTextPair } from "./json-value.ts";

/**
 * How many text fields have English but no Bangla yet, anywhere in a value (a record, a collection
 * or the whole edition): the number the editor shows so that a half-translated record is seen
 * before a visitor to /bn sees English-only gaps. A field empty in both languages is not counted:
 * there is nothing to translate.
 */
export function missingBangla(value: unknown): number {
  if (isTextPair(value)) return value.en.trim() !== "" && value.bn.trim() === "" ? 1 : 0;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + missingBangla(item), 0);
  if (isObject(value)) return Object.values(value).reduce<number>((sum, item) => sum + missingBangla(item), 0);
  return 0;
}
