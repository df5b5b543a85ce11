import { Table, TableCell, TableRow } from "../ui/table.tsx";
import { ValueText } from "./value-text.tsx";

/** One row of a version's changes, named for staff (edition-records.ts describes them). */
export type ChangeRow = { where: string; before: unknown; after: unknown };

const columns = [
  { label: "Field", kind: "words" },
  { label: "Before", kind: "text" },
  { label: "After", kind: "text" },
] as const;

/**
 * What a version changed from the one before, field by field: long text as text with its line
 * breaks (never JSON-escaped), a record added or removed as its fields.
 */
export function ChangesTable({ rows, caption }: { rows: ChangeRow[]; caption: string }) {
  if (rows.length === 0) return <p className="mt-4 text-ink-soft">Nothing changed.</p>;
  return (
    <Table caption={caption} columns={columns} className="mt-4">
      {rows.map((row, index) => (
        <TableRow key={index}>
          <TableCell kind="words" rowHeader>
            {row.where}
          </TableCell>
          <TableCell kind="text">
            <ValueText value={row.before} compared={{ other: row.after, side: "before" }} />
          </TableCell>
          <TableCell kind="text">
            <ValueText value={row.after} compared={{ other: row.before, side: "after" }} />
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}
