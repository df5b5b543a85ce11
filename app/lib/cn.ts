/**
 * Joins class names, skipping falsy ones; none at all gives undefined, so that React writes no
 * empty `class=""`. Small enough that a dependency is not worth it.
 */
export function cn(...classes: Array<string | false | null | undefined>): string | undefined {
  return classes.filter(Boolean).join(" ") || undefined;
}
