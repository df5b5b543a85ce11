import type { TermCount } from "~server/analytics/search-terms.server.ts";
import { formatCount } from "./analytics-format.ts";
import { Panel } from "./ui/panel.tsx";
import { Table, TableCell, TableRow } from "./ui/table.tsx";

const languageNames = { en: "English", bn: "Bangla" } as const;

const columns = [
  { label: "Term", kind: "text" },
  { label: "Language", kind: "label" },
  { label: "Searches", kind: "number" },
] as const;

function TermList({ id, title, terms, empty }: { id: string; title: string; terms: TermCount[]; empty: string }) {
  return (
    <Panel title={title} titleId={id} data-testid={id}>
      {terms.length === 0 ? (
        <p className="mt-3 text-ink-soft">{empty}</p>
      ) : (
        <Table caption={title} columns={columns} className="mt-3">
          {terms.map((row) => (
            <TableRow key={`${row.language} ${row.term}`}>
              {/* What a visitor typed: text React escapes, broken anywhere so it never widens the page. */}
              <TableCell kind="text" rowHeader lang={row.language}>
                {row.term}
              </TableCell>
              <TableCell kind="label">{languageNames[row.language]}</TableCell>
              <TableCell kind="number">{formatCount(row.count)}</TableCell>
            </TableRow>
          ))}
        </Table>
      )}
    </Panel>
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
