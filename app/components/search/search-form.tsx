import { maxQueryLength } from "~/search/search-query.ts";
import { searchCopy, searchPath } from "~/content/search-copy.ts";
import type { Locale } from "~/content/locale.ts";
import { localizePath } from "~/content/site-paths.ts";

/**
 * The results page's own search field: a plain GET form (no JavaScript), filled in with what was
 * searched. The browser may send more than `maxQueryLength` characters (a pasted text): the page
 * then says so instead of cutting it silently, so the field is not capped with `maxLength`.
 */
export function SearchForm({ locale, query }: { locale: Locale; query: string }) {
  const copy = searchCopy[locale];
  return (
    <form
      role="search"
      aria-label={copy.title}
      method="get"
      action={localizePath(searchPath, locale)}
      className="flex flex-wrap gap-2"
    >
      <label htmlFor="search-page-q" className="sr-only">
        {copy.label}
      </label>
      <input
        id="search-page-q"
        type="search"
        name="q"
        defaultValue={query.slice(0, maxQueryLength * 2)}
        placeholder={copy.placeholder}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-ink/30 bg-surface px-4 text-base text-ink"
      />
      <button type="submit" className="min-h-11 rounded-lg bg-brand-deep px-5 font-semibold text-white">
        {copy.submit}
      </button>
    </form>
  );
}
