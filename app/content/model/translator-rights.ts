import { linkTargets } from "../insights/markdown-links.ts";
import { isPlain, isTextPair } from "../edition/text-pair.ts";
import { languageCodes, sourceLanguage } from "./languages.ts";
import { type Field, type Fields, isTranslated } from "./fields.ts";
import { isBookkeeping } from "./stored-problems.ts";

/**
 * Whether a Markdown text's new version links only to addresses, and shows only images, that the
 * text had already in one of its languages: a translator carries the English links into another
 * language (or leaves one out), never adds one of their own.
 */
function noNewLinks(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  const known = new Set(languageCodes.flatMap((code) => linkTargets(String(before[code] ?? ""))));
  return languageCodes.every((code) => linkTargets(String(after[code] ?? "")).every((target) => known.has(target)));
}

function sameField(field: Field, before: unknown, after: unknown): boolean {
  if (isTranslated(field)) {
    if (!isPlain(before) || !isPlain(after)) return before === after;
    return field.lines !== "markdown" || noNewLinks(before, after);
  }
  if (field.kind === "image" && isPlain(before) && isPlain(after)) {
    // The description is words, a translator's; the file and its size are structure.
    return before.src === after.src && before.width === after.width && before.height === after.height;
  }
  if (field.kind === "group")
    return isPlain(before) && isPlain(after) ? onlyTextsDiffer(field.fields, before, after) : before === after;
  if (field.kind === "list") {
    if (!Array.isArray(before) || !Array.isArray(after)) return before === after;
    return before.length === after.length && before.every((item, index) => sameField(field.of, item, after[index]));
  }
  return JSON.stringify(before) === JSON.stringify(after);
}

/**
 * Whether `after` differs from `before` only in the words of its texts and images' descriptions:
 * what a translator may change (staff-roles.ts). Anything else is structure: an id, a link, an
 * image's file, a figure, a choice, the number or order of items, a field added or removed, and in
 * an article's Markdown a link or an image the text did not have.
 */
export function onlyTextsDiffer(fields: Fields, before: unknown, after: unknown): boolean {
  if (!isPlain(before) || !isPlain(after)) return false;
  const keys = (value: Record<string, unknown>) =>
    Object.keys(value)
      .filter((key) => !isBookkeeping(key))
      .sort();
  if (keys(before).join("\n") !== keys(after).join("\n")) return false;
  return keys(before).every((key) => {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    return field
      ? sameField(field, before[key], after[key])
      : JSON.stringify(before[key]) === JSON.stringify(after[key]);
  });
}

/** The value with every text's translations left out: what its source language says, and its structure. */
function inSourceLanguage(value: unknown): unknown {
  if (isTextPair(value)) return value[sourceLanguage];
  if (Array.isArray(value)) return value.map(inSourceLanguage);
  if (isPlain(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isBookkeeping(key))
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, child]) => [key, inSourceLanguage(child)]),
    );
  return value;
}

/**
 * Whether `after` differs from `before` only in its translations: what a translator may discard
 * of a draft. A draft that also holds an editor's English (or any structure) is not theirs to
 * undo, whoever saved it last.
 */
export const onlyTranslationsDiffer = (before: unknown, after: unknown): boolean =>
  JSON.stringify(inSourceLanguage(before)) === JSON.stringify(inSourceLanguage(after));
