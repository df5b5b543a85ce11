import type { CollectionSummary } from "./edition-records.ts";

/** Every collection of the edition: its records, its unpublished drafts and its missing Bangla. */
export function CollectionsOverview({ collections }: { collections: CollectionSummary[] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl bg-white ring-1 ring-ink/10">
      <table className="w-full border-collapse text-left" data-testid="collections">
        <caption className="sr-only">Collections</caption>
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="p-3">
              Collection
            </th>
            <th scope="col" className="p-3 text-right">
              Records
            </th>
            <th scope="col" className="p-3 text-right">
              Drafts
            </th>
            <th scope="col" className="p-3 text-right">
              Bangla missing
            </th>
          </tr>
        </thead>
        <tbody>
          {collections.map((collection) => (
            <tr key={collection.name} className="border-b border-ink/10">
              <th scope="row" className="p-3">
                <a
                  href={collection.href}
                  className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline"
                >
                  {collection.label}
                </a>
              </th>
              <td className="p-3 text-right">{collection.kind === "single" ? "one record" : collection.records}</td>
              <td className="p-3 text-right">{collection.drafts}</td>
              <td className={`p-3 text-right ${collection.missingBangla > 0 ? "font-semibold text-coral-dark" : ""}`}>
                {collection.missingBangla}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
