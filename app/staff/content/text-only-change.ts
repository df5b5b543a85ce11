import { isObject, isTextPair } from "./json-value.ts";

/**
 * Whether `after` differs from `before` only in the words of its text fields (`{ en, bn }` pairs):
 * what a translator may change. Anything else is structure a translator may not touch (issue 28):
 * an id, a link, an image, a figure, the order or number of items, a key added or dropped. The
 * server compares the record as typed with the stored one, so a hand-made POST cannot do more
 * than the form offers. `ignore`: the record's own keys that are no one's typing (the note of
 * translations to review, which saving rewrites).
 */
export function onlyTextsDiffer(before: unknown, after: unknown, ignore: readonly string[] = []): boolean {
  if (isTextPair(before)) return isTextPair(after);
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
    return beforeKeys.every((key) => onlyTextsDiffer(before[key], after[key]));
  }
  return (
    Object.is(before, after) || (before === undefined && after === null) || (before === null && after === undefined)
  );
}
