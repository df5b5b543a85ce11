/**
 * A record form's names. A field's input is named by its path in the record, dotted
 * (`cards.2.title`), a text's by the path and its language (`cards.2.title.bn`). The form's own
 * controls start with "$", which no field of the model does.
 */
export const childPath = (prefix: string, key: string | number) => (prefix === "" ? String(key) : `${prefix}.${key}`);

export const controlNames = {
  intent: "$intent",
  revision: "$revision",
  /** A change to the form's structure that is not saved yet: `add cards`, `remove cards.3`, `up cards.3`, `include updated`. */
  op: "$op",
  /** The record as the form was loaded (JSON): what a save merges against when a colleague saved meanwhile. */
  base: "$base",
  /** A Bangla text someone confirmed still says what the English says. */
  confirm: "$confirm",
} as const;

/** How many items a list's form holds (they are numbered from 0). */
export const countName = (path: string) => `${path}.$count`;

/** Present when an optional field is in the form (absent: the record leaves it out). */
export const presentName = (path: string) => `${path}.$present`;

/** The id of a field's input: the anchor a problem links to (paths hold dots). */
export const fieldId = (path: string) => `f-${path}`;

/** A problem's place: a field's path, and its language for a text. */
export const problemKey = (path: string, language?: string) => (language ? `${path}|${language}` : path);
