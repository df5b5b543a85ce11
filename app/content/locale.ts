/**
 * The site's two languages. English lives at the root URLs, Bangla under /bn with the same path
 * after it (docs/decisions/008-bangla-edition.md). Numbers are formatted here so that server and browser print
 * the same digits: Bangla pages show Bangla digits, links (tel:, wa.me) keep Latin ones.
 */
export const locales = ["en", "bn"] as const;
export type Locale = (typeof locales)[number];

/** The Intl locale each language formats numbers and dates with. */
export const intlLocales = { en: "en-GB", bn: "bn-BD" } as const satisfies Record<Locale, string>;

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(intlLocales.en, { useGrouping: false }),
  bn: new Intl.NumberFormat(intlLocales.bn, { useGrouping: false }),
};

/** A whole number as a reader of `locale` writes it: 2026 or ২০২৬ (no grouping: years, counts). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormats[locale].format(value);
}

/** Bangla digits for a number written inside Bangla copy. */
export const bn = (value: number) => formatNumber(value, "bn");

const banglaDigits = "০১২৩৪৫৬৭৮৯";

/** A display string with its digits in the reader's script ("+880 1712" → "+৮৮০ ১৭১২" in Bangla). */
export function localizeDigits(text: string, locale: Locale): string {
  return locale === "bn" ? text.replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)] ?? digit) : text;
}
