import { ValueText } from "./value-text.tsx";

/** One row of a version's changes, named for staff (edition-records.ts describes them). */
export type ChangeRow = { where: string; before: unknown; after: unknown };

/**
 * What a version changed from the one before, field by field: long text as text with its line
 * breaks (never JSON-escaped), a record added or removed as its fields.
 */
export function ChangesTable({ rows, caption }: { rows: ChangeRow[]; caption: string }) {
  if (rows.length === 0) return <p className="mt-4 text-ink-soft">Nothing changed.</p>;
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl bg-surface ring-1 ring-ink/10">
      <table className="w-full min-w-[40rem] table-fixed border-collapse text-left" data-testid="changes">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="w-1/4 p-3">
              Field
            </th>
            <th scope="col" className="p-3">
              Before
            </th>
            <th scope="col" className="p-3">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-ink/10 align-top">
              <th scope="row" className="p-3 font-semibold break-words">
                {row.where}
              </th>
              <td className="p-3">
                <ValueText value={row.before} />
              </td>
              <td className="p-3">
                <ValueText value={row.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
