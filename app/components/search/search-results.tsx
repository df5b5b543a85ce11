import { searchCopy } from "~/content/search-copy.ts";
import type { Locale } from "~/content/locale.ts";
import { Marked } from "~/search/search-marks.tsx";
import type { DocumentKind } from "~/search/search-documents.ts";

/** A result as the page lists it: its snippet already cut around the first matching word. */
export type ShownResult = { kind: DocumentKind; href: string; title: string; context: string; snippet: string };

/**
 * Results, best first: each its kind and where it sits, its title as the link to the exact place
 * (a card's anchor on its category page, an article's section), and its snippet, with the matching
 * words marked (React elements: whatever the content holds is shown as text).
 */
export function SearchResults({
  results,
  marked,
  locale,
  label,
}: {
  results: ShownResult[];
  marked: readonly string[];
  locale: Locale;
  label: string;
}) {
  const copy = searchCopy[locale];
  const words = new Set(marked);
  return (
    <ol aria-label={label} className="mt-6 space-y-4" data-testid="search-results">
      {results.map((result) => (
        <li key={result.href} className="rounded-2xl bg-surface p-5 ring-1 ring-ink/10">
          <article>
            <p className="text-sm font-semibold text-ink-soft">
              {copy.kinds[result.kind]}
              {result.context && ` · ${result.context}`}
            </p>
            <h2 className="mt-1 text-lg font-bold text-teal-deep">
              <a href={result.href} className="underline-offset-2 hover:underline">
                <Marked text={result.title} marked={words} />
              </a>
            </h2>
            <p className="mt-2 text-ink">
              <Marked text={result.snippet} marked={words} />
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
