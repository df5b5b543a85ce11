import { csvCell } from "../leads/export.server.ts";
import type { Cell, Column, ReportTable } from "./dashboard-table.ts";

/** A rate as a percentage with two decimals, a number a spreadsheet can sum; empty when there is none. */
function csvValue(cell: Cell, column: Column | undefined): string | number | null {
  if (column?.kind === "rate") return typeof cell === "number" ? Number((cell * 100).toFixed(2)) : null;
  return cell;
}

const heading = (column: Column) => (column.kind === "rate" ? `${column.label} (%)` : column.label);

/**
 * One dashboard table as CSV, every row: quoted cells (RFC 4180), CRLF, a byte-order mark for
 * Excel, and the inbox export's guard (csvCell): text a visitor chose (a path, a referrer, a
 * campaign name) that would start a formula gets a leading apostrophe.
 */
export function tableCsv(table: ReportTable): string {
  const lines = [
    table.columns.map((column) => csvCell(heading(column))).join(","),
    ...table.rows.map((row) => row.map((cell, i) => csvCell(csvValue(cell, table.columns[i]))).join(",")),
  ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
