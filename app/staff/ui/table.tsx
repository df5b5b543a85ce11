import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * The staff area's one table: a caption that names it (read by screen readers, hidden on screen
 * where the panel's heading says the same), one header style, and a region that scrolls sideways
 * on a narrow screen instead of widening the page; the region is focusable so that a keyboard
 * can scroll it too (WCAG 2.1.1), and is named by the caption.
 */
export type CellKind = "text" | "words" | "label" | "number";

/**
 * Visitors' text may break anywhere (a long address must not widen the table); the site's own
 * names ("Offices and contact cards", a field's label) wrap between words, never inside one; the
 * dashboard's short labels and numbers never wrap.
 */
const cellClasses: Record<CellKind, string> = {
  text: "py-2 pr-3 text-left wrap-anywhere last:pr-0",
  words: "py-2 pr-3 text-left break-words hyphens-none last:pr-0",
  label: "py-2 pr-3 text-left whitespace-nowrap last:pr-0",
  number: "py-2 pr-3 text-right whitespace-nowrap tabular-nums last:pr-0",
};
// Headings may wrap ("Conversion rate" on two lines on a phone); numbers' headings align with them.
const headerClasses: Record<CellKind, string> = {
  text: "py-2 pr-3 text-left font-semibold last:pr-0",
  words: "py-2 pr-3 text-left font-semibold last:pr-0",
  label: "py-2 pr-3 text-left font-semibold last:pr-0",
  number: "py-2 pr-3 text-right font-semibold last:pr-0",
};
const rowHeaderClasses: Record<CellKind, string> = {
  text: "py-2 pr-3 text-left font-normal wrap-anywhere last:pr-0",
  words: "py-2 pr-3 text-left font-normal break-words hyphens-none last:pr-0",
  label: "py-2 pr-3 text-left font-normal whitespace-nowrap last:pr-0",
  number: "py-2 pr-3 text-right font-normal whitespace-nowrap tabular-nums last:pr-0",
};

export type TableColumn = { label: ReactNode; kind: CellKind };

type Props = { caption: ReactNode; columns: readonly TableColumn[]; children: ReactNode; className?: string };

export function Table({ caption, columns, children, className }: Props) {
  const captionId = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={cn("overflow-x-auto", className)}>
      <table className="w-full text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-ink/20">
            {columns.map((column, index) => (
              <th key={index} scope="col" className={headerClasses[column.kind]}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function TableRow({ children }: { children: ReactNode }) {
  return <tr className="border-b border-ink/10 last:border-b-0">{children}</tr>;
}

/** A cell; `rowHeader` for the first cell of a row, which names it. */
export function TableCell(props: { kind: CellKind; rowHeader?: boolean; lang?: string; children: ReactNode }) {
  const { kind, rowHeader = false, lang, children } = props;
  return rowHeader ? (
    <th scope="row" lang={lang} className={rowHeaderClasses[kind]}>
      {children}
    </th>
  ) : (
    <td lang={lang} className={cellClasses[kind]}>
      {children}
    </td>
  );
}
