import { Table, TableCell, TableRow } from "../ui/table.tsx";
import type { CollectionSummary } from "./edition-records.ts";

/**
 * Every collection of the edition: its records, its unpublished drafts, its missing translations
 * and those to review (their English changed since).
 */
const columns = [
  { label: "Collection", kind: "words" },
  { label: "Records", kind: "number" },
  { label: "Drafts", kind: "number" },
  { label: "Translations missing", kind: "number" },
  { label: "Translations to review", kind: "number" },
] as const;

export function CollectionsOverview({ collections }: { collections: CollectionSummary[] }) {
  return (
    <Table caption="Collections" columns={columns} className="mt-4">
      {collections.map((collection) => (
        <TableRow key={collection.name}>
          <TableCell kind="words" rowHeader>
            <a
              href={collection.href}
              className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline"
            >
              {collection.label}
            </a>
          </TableCell>
          <TableCell kind="number">{collection.kind === "single" ? 1 : collection.records}</TableCell>
          <TableCell kind="number">{collection.drafts}</TableCell>
          <TableCell kind="number">
            {collection.missingTranslations > 0 ? (
              <span className="font-semibold text-coral-dark">{collection.missingTranslations}</span>
            ) : (
              0
            )}
          </TableCell>
          <TableCell kind="number">
            {collection.staleTranslations > 0 ? (
              <a
                href={collection.href}
                className="inline-flex min-h-6 font-semibold text-coral-dark underline"
                aria-label={`${collection.staleTranslations} ${collection.staleTranslations === 1 ? "translation" : "translations"} to review in ${collection.label}`}
              >
                {collection.staleTranslations}
              </a>
            ) : (
              0
            )}
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}
