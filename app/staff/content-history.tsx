import type { Route } from "./+types/content-history";
import { requireEditor } from "./content/content-request.server.ts";
import { describeChange, readableChanges } from "./content/edition-records.ts";
import type { EditionJson } from "~server/content/content-service.ts";
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
  // Each version read once: the newest `summarized` and the one before the oldest of them.
  const read = new Map<number, EditionJson>();
  const numbers = versions.slice(0, summarized).flatMap(({ number }) => [number, number - 1]);
  for (const number of new Set(numbers.filter((number) => number >= 1))) {
    const version = await content.version(number);
    if (version) read.set(number, version.edition);
  }
  const summaries = versions.slice(0, summarized).map(({ number }) => {
    const [before, after] = [read.get(number - 1), read.get(number)];
    if (!before || !after) return [];
    return [...new Set(readableChanges(before, after).map((change) => describeChange(change, after, before).where))];
  });
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
