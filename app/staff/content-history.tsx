import type { Route } from "./+types/content-history";
import { requireEditor } from "./content/content-request.server.ts";
import { inDhaka } from "./ui/format.ts";
import { noticeClasses } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";

const shown = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content } = await requireEditor(request, context, { page: true });
  return { versions: await content.history(shown), restored: new URL(request.url).searchParams.get("restored") };
}

/** Every published version, newest first: who published it, when, and why (publish, restore of 7, ...). */
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
          </li>
        ))}
      </ol>
      {versions.length === shown && <p className="mt-4 text-ink-soft">The newest {shown} versions.</p>}
    </>
  );
}
