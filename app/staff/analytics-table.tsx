import type { ReactNode } from "react";
import type { Cell, Column, ReportTable } from "~server/analytics/dashboard-table.ts";
import { formatCount, formatRate } from "./analytics-format.ts";
import { panelClass, secondaryButtonClass } from "./staff-ui.tsx";

function formatCell(cell: Cell, column: Column | undefined): string {
  if (column?.kind === "rate") return formatRate(typeof cell === "number" ? cell : null);
  if (typeof cell === "number") return formatCount(cell);
  return cell ?? "–";
}

// A visitor's text may break anywhere (a 253-character host must not widen the table past a
// phone's screen); the dashboard's own short labels never do ("Referr-er").
const alignClasses: Record<Column["kind"], string> = {
  text: "text-left wrap-anywhere",
  label: "text-left whitespace-nowrap",
  count: "text-right tabular-nums",
  rate: "text-right tabular-nums",
};
// Numbers never break inside; headings may ("Conversion rate" over two lines on a phone).
const cellClasses: Record<Column["kind"], string> = {
  text: alignClasses.text,
  label: alignClasses.label,
  count: `${alignClasses.count} whitespace-nowrap`,
  rate: `${alignClasses.rate} whitespace-nowrap`,
};

/**
 * One dashboard table, its first rows, and a link to all of them as CSV. Every cell is text React
 * escapes: paths, referrers and campaign names are whatever a visitor sent.
 */
export function AnalyticsTable({
  table,
  exportHref,
  children,
}: {
  table: ReportTable;
  exportHref: string;
  /** Shown under the table (a data source's credit). */
  children?: ReactNode;
}) {
  const titleId = `${table.key}-title`;
  return (
    <section aria-labelledby={titleId} className={panelClass} data-testid={`table-${table.key}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold text-teal-deep">
          {table.title}
        </h2>
        <a href={exportHref} download className={`${secondaryButtonClass} px-4 text-sm`}>
          Download CSV<span className="sr-only"> of {table.title}</span>
        </a>
      </div>
      <p className="mt-1 text-sm text-ink-soft">{table.note}</p>
      {table.rows.length === 0 ? (
        <p className="mt-3 font-semibold text-ink-soft">Nothing counted in this period.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">{table.title}</caption>
          <thead>
            <tr className="border-b border-ink/20">
              {table.columns.map((column) => (
                <th key={column.label} scope="col" className={`py-1.5 pr-2 last:pr-0 ${alignClasses[column.kind]}`}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r} className="border-b border-ink/10 last:border-b-0">
                {row.map((cell, c) => {
                  const column = table.columns[c];
                  const className = `py-1.5 pr-2 last:pr-0 ${cellClasses[column?.kind ?? "text"]}`;
                  return c === 0 ? (
                    <th key={c} scope="row" className={`${className} font-normal`}>
                      {formatCell(cell, column)}
                    </th>
                  ) : (
                    <td key={c} className={className}>
                      {formatCell(cell, column)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {table.rowCount > table.rows.length && (
        <p className="mt-2 text-sm text-ink-soft">
          The first {table.rows.length} of {formatCount(table.rowCount)}; the CSV has every row.
        </p>
      )}
      {children}
    </section>
  );
}
