import { insightsCopy } from "~/content/insights/copy.ts";
import { formatNumber, type Locale } from "~/content/locale.ts";
import { localizePath } from "~/content/site-paths.ts";
import { cn } from "~/lib/cn.ts";

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The path of page n of this list (without the locale prefix). */
  pathOf: (page: number) => string;
  locale: Locale;
};

const linkClass = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";

/** Numbered pages of a list, with previous and next; nothing when everything fits on one page. */
export function Pagination({ page, pageCount, pathOf, locale }: PaginationProps) {
  if (pageCount <= 1) return null;
  const copy = insightsCopy[locale];
  const href = (n: number) => localizePath(pathOf(n), locale);
  return (
    <nav aria-label={copy.pages} className="mx-auto max-w-5xl px-4 pb-12 sm:px-6">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" className={cn(linkClass, "text-teal-deep underline")}>
              {copy.previousPage}
            </a>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a
              href={href(n)}
              aria-label={copy.page(n)}
              aria-current={n === page ? "page" : undefined}
              className={cn(
                linkClass,
                n === page
                  ? "bg-brand-deep text-white"
                  : "bg-surface text-teal-deep ring-1 ring-teal-deep/25 hover:bg-mint",
              )}
            >
              {formatNumber(n, locale)}
            </a>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={href(page + 1)} rel="next" className={cn(linkClass, "text-teal-deep underline")}>
              {copy.nextPage}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
