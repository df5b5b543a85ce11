import { data, redirect } from "react-router";
import type { Route } from "./+types/content-version";
import { z } from "zod";
import { ChangesTable, type ChangeRow } from "./content/changes-table.tsx";
import { requireEditor, requirePublishing } from "./content/content-request.server.ts";
import { parseForm } from "./forms/parse-form.ts";
import { describeChange, describeProblem, readableChanges } from "./content/edition-records.ts";
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
  const [version, previous, live] = await Promise.all([
    content.version(number),
    content.version(number - 1),
    content.published(),
  ]);
  if (!version) throw data("No such version.", { status: 404 });
  const changes = previous ? readableChanges(previous.edition, version.edition) : [];
  const { edition, ...summary } = version;
  // What restoring would revert: every change published since this version, by record, against
  // the newest version as stored (as `changes` compares versions), not as upgraded for the pages.
  const newest = live.number === number ? undefined : await content.version(live.number);
  const since = newest ? readableChanges(edition, newest.edition) : [];
  const records = new Map<string, { collection: string; id: string; rows: ChangeRow[] }>();
  for (const change of since) {
    const id = `${change.collection}/${change.id}`;
    const entry = records.get(id) ?? { collection: change.collection, id: change.id, rows: [] };
    entry.rows.push(describeChange(change, live.edition, edition));
    records.set(id, entry);
  }
  return {
    version: summary,
    hasPrevious: previous !== undefined,
    rows: changes.map((change) => describeChange(change, edition, previous?.edition ?? {})),
    latest: live.number,
    since: [...records.values()].map((record) => {
      const whole = { collection: record.collection, id: record.id, field: "", before: null, after: null };
      const name = describeChange(whole, live.edition, edition).where;
      // Under the record's own heading, each row names its field only.
      const rows = record.rows.map((row) => ({
        ...row,
        where: row.where.slice(name.length).replace(/^ › /, "") || name,
      }));
      return { ...record, name, rows };
    }),
    // Restoring publishes: a translator reads the changes without the Restore button.
    rights: { restore: publishes },
  };
}

const restoreForm = z.discriminatedUnion("$intent", [
  // The first press asks for a confirmation naming what would revert; the second restores.
  z.object({ $intent: z.literal("restore") }),
  z.object({ $intent: z.literal("restore-confirmed") }),
  z.object({ $intent: z.literal("restore-record"), collection: z.string().max(60), id: z.string().max(200) }),
]);

/**
 * Restore: version n's edition published again as a new version (the content service validates
 * it), once confirmed; or one record as version n had it, every other record left as it is now.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { content, by } = await requirePublishing(request, context, "Restoring a version");
  const number = versionNumber(params);
  const parsed = parseForm(restoreForm, await request.formData());
  if (!parsed.ok) throw data("That form could not be read. Reload the page and try again.", { status: 400 });
  if (parsed.data.$intent === "restore") return { confirm: true, problems: [] };
  const result =
    parsed.data.$intent === "restore-record"
      ? await content.restoreRecord(number, { collection: parsed.data.collection, id: parsed.data.id }, by)
      : await content.restore(number, by);
  if (result.ok) return redirect(`/staff/content/history?restored=${result.version}`, 303);
  const edition = (await content.version(number))?.edition ?? {};
  return data(
    { confirm: false, problems: result.problems.map((problem) => describeProblem(problem, edition)) },
    { status: 409 },
  );
}

export default function ContentVersion({ loaderData, actionData }: Route.ComponentProps) {
  const { version, hasPrevious, rows, latest, since, rights } = loaderData;
  const revertCount = since.reduce((sum, record) => sum + record.rows.length, 0);
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
      {actionData && actionData.problems.length > 0 && (
        <ProblemsList title="Not restored: this version no longer passes the checks" problems={actionData.problems} />
      )}
      <h2 className="mt-6 text-lg font-bold text-teal-deep">
        {hasPrevious ? `What changed from version ${version.number - 1}` : "The first version: nothing before it"}
      </h2>
      {hasPrevious && (
        <ChangesTable rows={rows} caption={`Changes from version ${version.number - 1} to ${version.number}`} />
      )}
      {version.number !== latest && (
        <section aria-labelledby="since-title" className="mt-8">
          <h2 id="since-title" className="text-lg font-bold text-teal-deep">
            Changed since this version (up to version {latest}, live now)
          </h2>
          {since.length === 0 && <p className="mt-2 text-ink-soft">Nothing: the content is as it was.</p>}
          {since.map((record) => (
            <div key={`${record.collection}/${record.id}`} className={`${panelClasses.plain} mt-4`}>
              <h3 className="font-semibold">{record.name}</h3>
              <ChangesTable
                rows={record.rows}
                caption={`${record.name}: in version ${version.number} (before), and now (after)`}
              />
              {rights.restore && (
                <form method="post" className="mt-3">
                  <input type="hidden" name="$intent" value="restore-record" />
                  <input type="hidden" name="collection" value={record.collection} />
                  <input type="hidden" name="id" value={record.id} />
                  <button type="submit" className={buttonClasses({ variant: "secondary" })}>
                    Restore only {record.name} as in version {version.number}
                  </button>
                </form>
              )}
            </div>
          ))}
          {rights.restore &&
            (actionData?.confirm ? (
              <form method="post" role="alert" className={`${panelClasses.plain} mt-6 ring-2 ring-saffron`}>
                <input type="hidden" name="$intent" value="restore-confirmed" />
                <p className="font-semibold">
                  Restoring all of version {version.number} reverts the {revertCount}{" "}
                  {revertCount === 1 ? "change" : "changes"} in {since.length}{" "}
                  {since.length === 1 ? "record" : "records"} listed above, colleagues’ included:{" "}
                  {since.map((record) => record.name).join("; ")}.
                </p>
                <p className="mt-3 flex flex-wrap gap-3">
                  <button type="submit" className={buttonClasses()}>
                    Yes, restore all of version {version.number}
                  </button>
                  <a
                    href={`/staff/content/history/${version.number}`}
                    className={buttonClasses({ variant: "secondary" })}
                  >
                    Keep the site as it is
                  </a>
                </p>
              </form>
            ) : (
              <form method="post" className={`${panelClasses.plain} mt-6`}>
                <input type="hidden" name="$intent" value="restore" />
                <p>Publish all of this version’s content again, as a new version: the site shows it at once.</p>
                <button type="submit" className={`${buttonClasses()} mt-3`}>
                  Restore version {version.number}…
                </button>
              </form>
            ))}
        </section>
      )}
    </>
  );
}
