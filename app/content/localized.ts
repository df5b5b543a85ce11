/**
 * The shape a translation must have to stand in for an English record: the same keys and nesting,
 * with string literals widened to `string`. A Bangla record declared `satisfies Localized<typeof
 * english>` fails the type check when a string is missing or an extra one appears.
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localized<R>
    : T extends readonly (infer U)[]
      ? readonly Localized<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Localized<T[K]> }
        : T;

/**
 * Records are declared once for every language: a module declares their structure (ids, image
 * files and sizes, links, kinds, figures and their order, `as const`) and each language supplies
 * only its strings, in a table keyed by the same ids and declared `satisfies Record<Id, Strings>`.
 * A missing, extra or misspelt id or field then fails the type check, and adding a card or an
 * image is one edit that no translation can contradict.
 */
export function localize<S, T>(structure: S, strings: T): Merged<S, T> {
  return merge(structure, strings) as Merged<S, T>;
}

/**
 * What a record of type R declares once for every language: R without its strings T, readonly
 * as `as const` leaves it. Structures are declared `as const satisfies Structure<…>` so that their
 * ids are literal types (the keys of every language's table) and a wrong field fails where it is
 * written.
 */
export type Structure<R, T> = R extends readonly (infer Item)[]
  ? readonly Structure<Item, Entry<T>>[]
  : R extends object
    ? {
        readonly [K in keyof R as K extends keyof T ? Declared<R[K], T[K], K> : K]: K extends keyof T
          ? Structure<R[K], T[K]>
          : Readonly<R[K]>;
      }
    : R;

/**
 * How one language's strings are laid over a structure: an array of records takes each record's
 * strings from the entry of its id, objects merge key by key (a card's `image: { alt }` joins its
 * src, width and height), and anything else the strings hold (a title, a list of paragraphs) is
 * taken as it is.
 */
export type Merged<S, T> = S extends readonly (infer Item)[]
  ? Merged<Item, Entry<T>>[]
  : S extends object
    ? {
        -readonly [K in keyof S | keyof T]: K extends keyof T
          ? K extends keyof S
            ? Merged<S[K], T[K]>
            : Writable<T[K]>
          : K extends keyof S
            ? Writable<S[K]>
            : never;
      }
    : Writable<T>;

/** A field the strings touch stays in the structure only for what is left of it (an image's src and size). */
type Declared<R, T, K> = [NonNullable<T>] extends [string | readonly unknown[]]
  ? never
  : [keyof Structure<NonNullable<R>, NonNullable<T>>] extends [never]
    ? never
    : K;

/** One entry of a strings table (of any of several tables, when T is a union of them). */
type Entry<T> = T extends unknown ? T[keyof T] : never;

/** `as const` (and `Localized`) make structures and strings readonly; the records built from them are plain data again. */
type Writable<V> = V extends readonly (infer U)[]
  ? Writable<U>[]
  : V extends object
    ? { -readonly [K in keyof V]: Writable<V[K]> }
    : V;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function merge(structure: unknown, strings: unknown): unknown {
  if (Array.isArray(structure) && isPlain(strings)) {
    return structure.map((record: { id: string }) => {
      // The type check already refuses a table without this id; this catches a cast.
      if (!(record.id in strings)) throw new Error(`No strings for the record "${record.id}"`);
      return merge(record, strings[record.id]);
    });
  }
  if (isPlain(structure) && isPlain(strings)) {
    const merged: Plain = { ...structure };
    for (const [key, value] of Object.entries(strings)) {
      merged[key] = key in structure ? merge(structure[key], value) : value;
    }
    return merged;
  }
  return strings;
}
