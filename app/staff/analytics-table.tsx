import type { ReactNode } from "react";
import type { Cell, Column, ReportTable } from "~server/analytics/dashboard-table.ts";
import { formatCount, formatRate } from "./analytics-format.ts";
import { LinkButton } from "./ui/button.tsx";
import { Panel } from "./ui/panel.tsx";
import { Table, TableCell, TableRow, type CellKind } from "./ui/table.tsx";

function formatCell(cell: Cell, column: Column | undefined): string {
  if (column?.kind === "rate") return formatRate(typeof cell === "number" ? cell : null);
  if (typeof cell === "number") return formatCount(cell);
  return cell ?? "–";
}

// A visitor's text may break anywhere (a 253-character host must not widen the table past a
// phone's screen); the dashboard's own short labels never do ("Referr-er"), nor do numbers.
const cellKinds: Record<Column["kind"], CellKind> = {
  text: "text",
  label: "label",
  count: "number",
  rate: "number",
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
  return (
    <Panel
      title={table.title}
      titleId={`${table.key}-title`}
      aside={
        <LinkButton href={exportHref} download size="small">
          Download CSV<span className="sr-only"> of {table.title}</span>
        </LinkButton>
      }
      data-testid={`table-${table.key}`}
    >
      <p className="mt-1 text-sm text-ink-soft">{table.note}</p>
      {table.rows.length === 0 ? (
        <p className="mt-3 font-semibold text-ink-soft">Nothing counted in this period.</p>
      ) : (
        <Table
          caption={table.title}
          columns={table.columns.map((column) => ({ label: column.label, kind: cellKinds[column.kind] }))}
          className="mt-3"
        >
          {table.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, c) => {
                const column = table.columns[c];
                return (
                  <TableCell key={c} kind={cellKinds[column?.kind ?? "text"]} rowHeader={c === 0}>
                    {formatCell(cell, column)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </Table>
      )}
      {table.rowCount > table.rows.length && (
        <p className="mt-2 text-sm text-ink-soft">
          The first {table.rows.length} of {formatCount(table.rowCount)}; the CSV has every row.
        </p>
      )}
      {children}
    </Panel>
  );
}
