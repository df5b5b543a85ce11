import { data, redirect } from "react-router";
import type { Route } from "./+types/content-version";
import { ChangesTable } from "./content/changes-table.tsx";
import { intentOf, requireEditor, requirePublishing } from "./content/content-request.server.ts";
import { describeChange, describeProblem } from "./content/edition-records.ts";
import { ProblemsList } from "./content/problems-list.tsx";
import { buttonClasses } from "./ui/button.tsx";
import { inDhaka } from "./ui/format.ts";
import { PageTitle } from "./ui/page-title.tsx";
import { panelClasses } from "./ui/panel.tsx";

function versionNumber(params: { number?: string }): number {
  const number = Number(params.number);
  if (!Number.isSafeInteger(number) || number < 1) throw data("No such version.", { status: 404 });
  return number;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { content, publishes } = await requireEditor(request, context, { page: true });
  const number = versionNumber(params);
  const [version, previous] = await Promise.all([content.version(number), content.version(number - 1)]);
  if (!version) throw data("No such version.", { status: 404 });
  const changes = previous ? await content.changes(number - 1, number) : [];
  const { edition, ...summary } = version;
  return {
    version: summary,
    hasPrevious: previous !== undefined,
    rows: changes.map((change) => describeChange(change, edition, previous?.edition ?? {})),
    latest: (await content.published()).number,
    // Restoring publishes: a translator reads the changes without the Restore button.
    rights: { restore: publishes },
  };
}

/** Restore: version n's edition published again as a new version (the content service validates it). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { content, by } = await requirePublishing(request, context, "Restoring a version");
  const number = versionNumber(params);
  if (intentOf(await request.formData()) !== "restore") throw data("Unknown change.", { status: 400 });
  const result = await content.restore(number, by);
  if (result.ok) return redirect(`/staff/content/history?restored=${result.version}`, 303);
  const edition = (await content.version(number))?.edition ?? {};
  return data({ problems: result.problems.map((problem) => describeProblem(problem, edition)) }, { status: 409 });
}

export default function ContentVersion({ loaderData, actionData }: Route.ComponentProps) {
  const { version, hasPrevious, rows, latest, rights } = loaderData;
  return (
    <>
      <title>{`Version ${version.number} - Staff`}</title>
      <p>
        <a
          href="/staff/content/history"
          className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline"
        >
          ← Published versions
        </a>
      </p>
      <PageTitle>Version {version.number}</PageTitle>
      <p className="mt-2 text-ink-soft">
        {version.note}, by {version.publishedBy} on{" "}
        <time dateTime={version.publishedAt}>{inDhaka(version.publishedAt)}</time>.
      </p>
      {actionData && (
        <ProblemsList title="Not restored: this version no longer passes the checks" problems={actionData.problems} />
      )}
      <h2 className="mt-6 text-lg font-bold text-teal-deep">
        {hasPrevious ? `What changed from version ${version.number - 1}` : "The first version: nothing before it"}
      </h2>
      {hasPrevious && (
        <ChangesTable rows={rows} caption={`Changes from version ${version.number - 1} to ${version.number}`} />
      )}
      {version.number !== latest && rights.restore && (
        <form method="post" className={`${panelClasses.plain} mt-6`}>
          <input type="hidden" name="$intent" value="restore" />
          <p>Publish this version’s content again, as a new version: the site shows it at once.</p>
          <button type="submit" className={`${buttonClasses()} mt-3`}>
            Restore version {version.number}
          </button>
        </form>
      )}
    </>
  );
}
