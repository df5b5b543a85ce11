import { localizeDigits, type Locale } from "../locale.ts";
import { isPlain, isTextPair, type Plain, type TextPair } from "./text-pair.ts";
import { currentEdition } from "./edition-source.ts";
import type { Edition } from "./initial-edition.ts";

/** The values of the site configuration that text may name as `{brand}`, `{email}` … */
export const placeholderNames = ["brand", "email", "careersEmail", "phone", "whatsapp"] as const;

const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * The placeholders' values in the edition being rendered (its `site` record): written once, so
 * that a rebrand or a new phone number changes every sentence that mentions it. A draft whose site
 * record lacks a value leaves its placeholder as it is, for the edition's problems to show.
 */
export function placeholderValues(
  locale: Locale,
  edition: Partial<Edition> = currentEdition(),
): Record<string, string> {
  const site = (isPlain(edition.site) ? edition.site : {}) as Plain;
  const display = (phone: unknown) => textOf(isPlain(phone) ? phone.display : undefined);
  const found = {
    brand: textOf(site.brand),
    email: textOf(site.email),
    careersEmail: textOf(site.careersEmail),
    phone: display(site.phone),
    whatsapp: display(site.whatsapp),
  };
  return Object.fromEntries(
    Object.entries(found).flatMap(([name, value]) =>
      value === undefined
        ? []
        : [[name, name === "phone" || name === "whatsapp" ? localizeDigits(value, locale) : value]],
    ),
  );
}

const placeholder = /\{([A-Za-z]+)\}/g;

/** The placeholders a text names that the site configuration does not know. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = placeholderNames;
  return [...text.matchAll(placeholder)].map((match) => match[1] ?? "").filter((name) => !known.includes(name));
}

/**
 * One language's view of an edition value: every text pair becomes its `locale` string with its
 * placeholders filled in; structure is kept as it is. `fallback` (drafts only) shows the English
 * text where the Bangla is still empty, so that a draft is checked for everything but that.
 * Placeholders take their values from `edition` (the one `value` belongs to), by default the
 * current one.
 */
export function inLanguage(
  value: unknown,
  locale: Locale,
  options: { fallback?: boolean; edition?: Partial<Edition> } = {},
): unknown {
  const values = placeholderValues(locale, options.edition);
  const fill = (text: string) => text.replace(placeholder, (match, name: string) => values[name] ?? match);
  const walk = (node: unknown): unknown => {
    if (isTextPair(node)) return fill(node[locale] === "" && options.fallback ? node.en : node[locale]);
    if (Array.isArray(node)) return node.map(walk);
    // Keys the editor keeps for itself ("$staleTranslations") are no page's content.
    if (isPlain(node))
      return Object.fromEntries(
        Object.entries(node)
          .filter(([key]) => !key.startsWith("$"))
          .map(([key, child]) => [key, walk(child)]),
      );
    return node;
  };
  return walk(value);
}

/** Every text pair in a value, with its path inside it (["cards", 2, "title"]). */
export function textPairs(
  value: unknown,
  path: (string | number)[] = [],
): Array<{ path: (string | number)[]; pair: TextPair }> {
  if (isTextPair(value)) return [{ path, pair: value }];
  if (Array.isArray(value)) return value.flatMap((child, index) => textPairs(child, [...path, index]));
  if (isPlain(value)) return Object.entries(value).flatMap(([key, child]) => textPairs(child, [...path, key]));
  return [];
}
