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
