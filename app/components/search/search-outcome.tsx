import { formatNumber, type Locale } from "~/content/locale.ts";
import { searchCopy, searchPath } from "~/content/search-copy.ts";
import { localizePath, paths } from "~/content/site-paths.ts";
import { maxResults } from "~/search/search-query.ts";
import { SearchResults, type ShownResult } from "./search-results.tsx";

type Outcome = {
  total: number;
  page: number;
  pageCount: number;
  results: ShownResult[];
  marked: string[];
  suggestion?: string;
  nearest: ShownResult[];
};

const linkClass = "font-semibold text-teal-deep underline underline-offset-2";

/** What a search found: the count and the results, or, when nothing, "did you mean" and the nearest places. */
export function SearchOutcomeView({
  outcome,
  leftOut,
  text,
  locale,
}: {
  outcome: Outcome;
  leftOut: number;
  text: string;
  locale: Locale;
}) {
  const copy = searchCopy[locale];
  const note = leftOut > 0 && <p className="mt-2 text-ink-soft">{copy.leftOut(leftOut)}</p>;
  if (outcome.total > 0) {
    return (
      <>
        <p className="mt-6 text-lg font-semibold" data-testid="search-count">
          {copy.results(outcome.total, text)}
          {outcome.pageCount > 1 && ` · ${copy.pageOf(outcome.page, outcome.pageCount)}`}
        </p>
        {outcome.total > maxResults && (
          <p className="mt-1 text-ink-soft">{copy.resultsCapped(maxResults, outcome.total)}</p>
        )}
        {note}
        <SearchResults results={outcome.results} marked={outcome.marked} locale={locale} label={copy.title} />
      </>
    );
  }
  const suggestion = outcome.suggestion;
  return (
    <>
      <p className="mt-6 text-lg font-semibold" data-testid="search-count">
        {copy.noResults(text)}
      </p>
      {note}
      {suggestion && (
        <p className="mt-3 text-lg">
          {copy.didYouMean}:{" "}
          <a href={localizePath(`${searchPath}?q=${encodeURIComponent(suggestion)}`, locale)} className={linkClass}>
            {suggestion}
          </a>
          ?
        </p>
      )}
      {outcome.nearest.length > 0 && (
        <section aria-labelledby="search-nearest" className="mt-8">
          <h2 id="search-nearest" className="text-xl font-bold text-teal-deep">
            {copy.nearest} ({formatNumber(outcome.nearest.length, locale)})
          </h2>
          <SearchResults results={outcome.nearest} marked={outcome.marked} locale={locale} label={copy.nearest} />
        </section>
      )}
      <p className="mt-6">
        <a href={localizePath(paths.services, locale)} className={linkClass}>
          {copy.tryOther}
        </a>
      </p>
    </>
  );
}
