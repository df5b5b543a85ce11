import type { TermCount } from "~server/analytics/search-terms.server.ts";
import { formatCount } from "./analytics-format.ts";
import { panelClass } from "./staff-ui.tsx";

const languageNames = { en: "English", bn: "Bangla" } as const;

function TermList({ id, title, terms, empty }: { id: string; title: string; terms: TermCount[]; empty: string }) {
  return (
    <section aria-labelledby={id} className={panelClass} data-testid={id}>
      <h2 id={id} className="text-xl font-bold text-teal-deep">
        {title}
      </h2>
      {terms.length === 0 ? (
        <p className="mt-3 text-ink-soft">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="border-b border-ink/10 text-left">
              <th scope="col" className="py-2">
                Term
              </th>
              <th scope="col" className="py-2">
                Language
              </th>
              <th scope="col" className="py-2 text-right">
                Searches
              </th>
            </tr>
          </thead>
          <tbody>
            {terms.map((row) => (
              <tr key={`${row.language} ${row.term}`} className="border-b border-ink/5">
                {/* What a visitor typed: text React escapes, broken anywhere so it never widens the page. */}
                <td className="py-2 wrap-anywhere" lang={row.language}>
                  {row.term}
                </td>
                <td className="py-2 whitespace-nowrap">{languageNames[row.language]}</td>
                <td className="py-2 text-right whitespace-nowrap tabular-nums">{formatCount(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * What visitors searched for in the period, and what found nothing (the content to write next):
 * counts of normalized terms only, at most 200 a day per language, the rest as "(other)"
 * (docs/analytics.md#site-search).
 */
export function SearchTermsPanel({ terms }: { terms: { top: TermCount[]; empty: TermCount[] } }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <TermList id="search-top" title="Most searched" terms={terms.top} empty="No searches in this period." />
      <TermList
        id="search-empty"
        title="Searches that found nothing"
        terms={terms.empty}
        empty="Every search in this period found something."
      />
    </div>
  );
}
