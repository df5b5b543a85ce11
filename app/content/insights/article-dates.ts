import { intlLocales, type Locale } from "../locale.ts";

const formats = {
  en: new Intl.DateTimeFormat(intlLocales.en, { dateStyle: "long", timeZone: "UTC" }),
  bn: new Intl.DateTimeFormat(intlLocales.bn, { dateStyle: "long", timeZone: "UTC" }),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/** A publication date (YYYY-MM-DD) as its reader writes it: "9 June 2026", "৯ জুন, ২০২৬". */
export function formatArticleDate(date: string, locale: Locale): string {
  return formats[locale].format(new Date(`${date}T00:00:00Z`));
}
