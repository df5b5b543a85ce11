import { linkTargets } from "~/content/insights/markdown-links.ts";
import { locales } from "~/content/locale.ts";
import { markdownKeys } from "./field-names.ts";
import { isObject, isTextPair } from "./json-value.ts";

/**
 * Whether a Markdown text's new version links only to addresses, and shows only images, that the
 * text had already in one of its languages: a translator carries the English links into the
 * Bangla (or leaves one out), never adds one of their own.
 */
function noNewLinks(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const known = new Set(locales.flatMap((language) => linkTargets(String(before[language] ?? ""))));
  return locales.every((language) => linkTargets(String(after[language] ?? "")).every((target) => known.has(target)));
}

/**
 * Whether `after` differs from `before` only in the words of its text fields (`{ en, bn }` pairs):
 * what a translator may change. Anything else is structure a translator may not touch (issue 28):
 * an id, a link, an image, a figure, the order or number of items, a key added or dropped, and in
 * a Markdown text (an article's body) a link or an image it did not have. The server compares the
 * record as typed with the stored one, so a hand-made POST cannot do more than the form offers. `ignore`: the record's own keys that are no one's typing (the note of
 * translations to review, which saving rewrites).
 */
export function onlyTextsDiffer(
  before: unknown,
  after: unknown,
  ignore: readonly string[] = [],
  markdown = false,
): boolean {
  if (isTextPair(before)) return isTextPair(after) && (!markdown || noNewLinks(before, after));
  if (Array.isArray(before)) {
    return (
      Array.isArray(after) &&
      after.length === before.length &&
      before.every((item, index) => onlyTextsDiffer(item, after[index]))
    );
  }
  if (isObject(before)) {
    if (!isObject(after) || isTextPair(after)) return false;
    const keys = (value: object) =>
      Object.keys(value)
        .filter((key) => !ignore.includes(key))
        .sort();
    const beforeKeys = keys(before);
    if (beforeKeys.join("\n") !== keys(after).join("\n")) return false;
    return beforeKeys.every((key) => onlyTextsDiffer(before[key], after[key], [], markdownKeys.has(key)));
  }
  return (
    Object.is(before, after) || (before === undefined && after === null) || (before === null && after === undefined)
  );
}
