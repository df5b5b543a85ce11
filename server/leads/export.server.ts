import type { StoredMessage } from "./message-store.server.ts";

/** The columns staff get, in the order a spreadsheet shows them. */
export const exportColumns = [
  "id",
  "created_at",
  "status",
  "language",
  "name",
  "email",
  "subject",
  "message",
  "notify_attempts",
  "user_agent",
  "ip_hash",
] as const satisfies readonly (keyof StoredMessage)[];

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Google Sheets.
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One RFC 4180 field: always quoted, quotes doubled. Visitor text that would start a formula
 * gets a leading apostrophe, so opening the export never runs what a visitor typed.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * CSV with CRLF line ends (RFC 4180) and a byte-order mark, without which Excel reads the
 * UTF-8 as a legacy code page and shows Bangla as mojibake.
 */
export function toCsv(rows: readonly StoredMessage[]): string {
  const record = (row: StoredMessage) => exportColumns.map((column) => csvCell(row[column])).join(",");
  const lines = [exportColumns.join(","), ...rows.map(record)];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export function toJson(rows: readonly StoredMessage[]): string {
  const records = rows.map((row) => Object.fromEntries(exportColumns.map((column) => [column, row[column]])));
  return `${JSON.stringify(records, null, 2)}\n`;
}
