import type { Route } from "./+types/content-history";
import { requireEditor } from "./content/content-request.server.ts";
import { describeChange } from "./content/edition-records.ts";
import { inDhaka } from "./ui/format.ts";
import { noticeClasses } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";

const shown = 100;
/** The newest versions whose changes the list names (each costs reading two editions). */
const summarized = 20;
/** Places named per version; the rest are counted. */
const placesShown = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = await requireEditor(request, context, { page: true });
  const versions = await content.history(shown);
  const summaries = await Promise.all(
    versions.slice(0, summarized).map(async ({ number }) => {
      if (number === 1) return [];
      const [before, after] = await Promise.all([content.version(number - 1), content.version(number)]);
      const changes = (await content.changes(number - 1, number)).filter((change) => !change.field.includes("$"));
      return [
        ...new Set(changes.map((change) => describeChange(change, after?.edition ?? {}, before?.edition ?? {}).where)),
      ];
    }),
  );
  return {
    versions: versions.map((version, index) => ({ ...version, changed: summaries[index] })),
    restored: new URL(request.url).searchParams.get("restored"),
  };
}

/** "Testimonials › Najd Trading › Where they are from; Company texts › Phone, and 3 more". */
function changedPlaces(places: string[]): string {
  if (places.length === 0) return "nothing changed";
  const named = places.slice(0, placesShown).join("; ");
  return places.length > placesShown ? `${named}, and ${places.length - placesShown} more` : named;
}

/**
 * Every published version, newest first: who published it, when, why (publish, restore of 7,
 * a schedule, ...) and, for the newest, what it changed (collections, records, fields).
 */
export default function ContentHistory({ loaderData }: Route.ComponentProps) {
  const { versions, restored } = loaderData;
  return (
    <>
      <title>Content history - Staff</title>
      <p>
        <a href="/staff/content" className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline">
          ← Content
        </a>
      </p>
      <PageTitle>Published versions</PageTitle>
      {restored && (
        <p role="status" className={`mt-4 ${noticeClasses.success}`}>
          Restored: published again as version {restored}.
        </p>
      )}
      <ol className="mt-4 grid gap-2">
        {versions.map((version) => (
          <li key={version.number} className="rounded-xl bg-surface p-3 ring-1 ring-ink/10">
            <a
              href={`/staff/content/history/${version.number}`}
              className="inline-flex min-h-6 font-semibold text-teal-deep underline"
            >
              Version {version.number}
            </a>{" "}
            ({version.note}), by {version.publishedBy} on{" "}
            <time dateTime={version.publishedAt}>{inDhaka(version.publishedAt)}</time>
            {version.changed && version.number > 1 && (
              <p className="mt-1 text-sm text-ink-soft">Changed: {changedPlaces(version.changed)}</p>
            )}
          </li>
        ))}
      </ol>
      {versions.length === shown && <p className="mt-4 text-ink-soft">The newest {shown} versions.</p>}
    </>
  );
}
