import { formatArticleDate } from "~/content/insights/article-dates.ts";
import type { Locale } from "~/content/locale.ts";

export function ArticleDate({ date, locale }: { date: string; locale: Locale }) {
  return <time dateTime={date}>{formatArticleDate(date, locale)}</time>;
}
