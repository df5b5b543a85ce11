import type { CollectionSummary } from "./edition-records.ts";

/** Every collection of the edition: its records, its unpublished drafts and its missing translations. */
export function CollectionsOverview({ collections }: { collections: CollectionSummary[] }) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl bg-surface ring-1 ring-ink/10">
      <table className="w-full border-collapse text-left text-sm sm:text-base" data-testid="collections">
        <caption className="sr-only">Collections</caption>
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="px-2 py-3 sm:p-3">
              Collection
            </th>
            <th scope="col" className="px-2 py-3 text-right sm:p-3">
              Records
            </th>
            <th scope="col" className="px-2 py-3 text-right sm:p-3">
              Drafts
            </th>
            <th scope="col" className="px-2 py-3 text-right sm:p-3">
              Translations missing
            </th>
          </tr>
        </thead>
        <tbody>
          {collections.map((collection) => (
            <tr key={collection.name} className="border-b border-ink/10">
              <th scope="row" className="px-2 py-3 sm:p-3">
                <a
                  href={collection.href}
                  className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline"
                >
                  {collection.label}
                </a>
              </th>
              <td className="px-2 py-3 text-right sm:p-3">{collection.kind === "single" ? 1 : collection.records}</td>
              <td className="px-2 py-3 text-right sm:p-3">{collection.drafts}</td>
              <td
                className={`px-2 py-3 text-right sm:p-3 ${collection.missingTranslations > 0 ? "font-semibold text-coral-dark" : ""}`}
              >
                {collection.missingTranslations}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
