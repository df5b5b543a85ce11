import { data, redirect } from "react-router";
import type { Route } from "./+types/content-overview";
import { CollectionsOverview } from "./content/collections-overview.tsx";
import { requireEditor, requirePublishing } from "./content/content-request.server.ts";
import { collectionSummaries, contentPath, describeProblem, findRecord } from "./content/edition-records.ts";
import { declarationOf } from "./content/record-labels.ts";
import { PagesRenderStatus } from "./content/pages-render-status.tsx";
import { PreviewLinks, PreviewPageLinks, recordPage } from "./content/preview-links.tsx";
import { chosenValue, publishForm } from "./content/publish-form.ts";
import { ScheduledPublishes } from "./content/scheduled-publishes.tsx";
import { ProblemsList } from "./content/problems-list.tsx";
import { buttonClasses } from "./ui/button.tsx";
import { inDhaka } from "./ui/format.ts";
import { noticeClasses } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { panelClasses } from "./ui/panel.tsx";
import { staffDatabase } from "~/staff/staff-request.server.ts";
import { appServices } from "~server/app-context.ts";
import { parseForm } from "./forms/parse-form.ts";
import { Checkbox, Input } from "./ui/controls.tsx";
import { Field } from "./ui/field.tsx";
import type { ProblemLine } from "./content/edition-records.ts";
import { listStaff } from "~server/staff/staff-users.server.ts";
import { mayUse } from "~server/staff/staff-roles.ts";
import { isCollectionName } from "~/content/model/model.ts";

/** Who saved drafts they may not publish themselves (translators): their drafts wait for an editor. */
async function nonPublishers(context: Route.LoaderArgs["context"]): Promise<Set<string>> {
  const people = await listStaff(await staffDatabase(context));
  return new Set(people.filter((person) => !mayUse(person.roles, "publishing")).map((person) => person.email));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { content, publishes } = await requireEditor(request, context, { page: true });
  const [published, edition, drafts, waiting, schedules] = await Promise.all([
    content.published(),
    content.draftEdition(),
    content.drafts(),
    nonPublishers(context),
    content.schedules(),
  ]);
  const search = new URL(request.url).searchParams;
  return {
    version: { number: published.number, publishedAt: published.publishedAt, publishedBy: published.publishedBy },
    collections: collectionSummaries(edition, drafts),
    drafts: drafts.map(({ key, savedBy, savedAt, value, revision }) => ({
      choice: chosenValue(key, revision),
      collection: declarationOf(key.collection)?.label ?? key.collection,
      record: key.id.startsWith("#") ? "Order" : (findRecord(edition, key)?.name ?? key.id),
      removed: value === null,
      href: key.id.startsWith("#") ? contentPath(key.collection) : contentPath(key.collection, key.id),
      savedBy,
      savedAt,
      waitsForEditor: waiting.has(savedBy),
      preview:
        value === null || !isCollectionName(key.collection)
          ? undefined
          : recordPage(key.collection, key.id, findRecord(edition, key)?.name),
    })),
    draftArticles: drafts
      .filter(({ key, value }) => key.collection === "articles" && !key.id.startsWith("#") && value !== null)
      .map(({ key }) => ({ slug: key.id, title: findRecord(edition, key)?.name ?? key.id })),
    publishes,
    published: search.get("published"),
    publishedCount: Number(search.get("count")) || undefined,
    scheduledNow: search.has("scheduled"),
    cancelled: search.has("cancelled"),
    schedules: schedules.map((schedule) => ({
      id: schedule.id,
      publishAt: schedule.publishAt,
      createdBy: schedule.createdBy,
      state: schedule.state,
      outcome: schedule.outcome,
      records: schedule.records.map(
        (key) =>
          `${declarationOf(key.collection)?.label ?? key.collection} › ${findRecord(edition, key)?.name ?? key.id}`,
      ),
    })),
    render: appServices(context).pages.lastRender(),
  };
}

/** How long Publish waits for this instance's pages to show the new version before it answers. */
const pagesWaitMs = 15_000;

type Answer = {
  problems: ProblemLine[];
  /** The ticked drafts with a problem, unticked when the form comes back. */
  blocked: string[];
  none?: boolean;
  /** Beside the time field of Schedule. */
  atError?: string;
  at?: string;
};

/**
 * Publish: the drafts chosen (each at the revision shown) become a new version; the others stay
 * drafts. Refused: the problems, every draft kept, and the drafts with a problem left unchosen
 * in the form, so that the rest can go out at once. Answered once this instance's pages show it.
 * Schedule: the same drafts, published at a time; Cancel: a schedule still waiting.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { content, by } = await requirePublishing(request, context, "Publishing");
  const form = await request.formData();
  const parsed = parseForm(publishForm, form, { lists: ["draft"] });
  if (!parsed.ok) {
    const atError = parsed.errors.fields.at;
    if (atError)
      return data<Answer>({ problems: [], blocked: [], atError, at: String(form.get("at") ?? "") }, { status: 400 });
    throw data("That form could not be read. Reload the page and try again.", { status: 400 });
  }
  if (parsed.data.$intent === "cancel-schedule") {
    const cancelled = await content.cancelSchedule(parsed.data.schedule, by);
    return redirect(`/staff/content?${cancelled ? "cancelled" : "not-cancelled"}=${parsed.data.schedule}`, 303);
  }
  const chosen = parsed.data.draft;
  if (chosen.length === 0) return data<Answer>({ problems: [], blocked: [], none: true }, { status: 400 });
  if (parsed.data.$intent === "schedule") {
    const at = parsed.data.at;
    const scheduled = await content.schedule({ records: chosen, at, by });
    if (scheduled.ok) return redirect(`/staff/content?scheduled=${scheduled.id}`, 303);
    const edition = await content.draftEdition();
    const atError = scheduled.problems.find((problem) => problem.collection === "")?.message;
    return data<Answer>(
      {
        problems: scheduled.problems.filter((p) => p.collection !== "").map((p) => describeProblem(p, edition)),
        blocked: [],
        atError: atError && `${atError} The time is Dhaka time.`,
        at: String(form.get("at") ?? ""),
      },
      { status: 400 },
    );
  }
  const result = await content.publish(by, chosen);
  if (result.ok) {
    await appServices(context).pages.whenShown(result.version, pagesWaitMs);
    return redirect(`/staff/content?published=${result.version}&count=${chosen.length}`, 303);
  }
  const edition = await content.draftEdition();
  const blocked = chosen
    .filter((draft) =>
      result.problems.some((p) => p.collection === draft.collection && (p.id ?? draft.id) === draft.id),
    )
    .map((draft) => chosenValue(draft, draft.revision));
  return data<Answer>(
    { problems: result.problems.map((problem) => describeProblem(problem, edition)), blocked },
    { status: 409 },
  );
}

export default function ContentOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { version, collections, drafts, draftArticles, published, publishedCount, publishes, render } = loaderData;
  const { schedules, scheduledNow, cancelled } = loaderData;
  const blocked = new Set(actionData?.blocked ?? []);
  const translations = drafts.filter((draft) => draft.waitsForEditor).length;
  return (
    <>
      <title>Content - Staff</title>
      <PageTitle
        aside={
          <span className="flex flex-wrap gap-x-4">
            <a
              href="/staff/content/history"
              className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline"
            >
              History of published versions
            </a>
            {publishes && (
              <a
                href="/staff/content/images"
                className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline"
              >
                Images
              </a>
            )}
          </span>
        }
      >
        Content
      </PageTitle>
      <p className="mt-2 text-ink-soft">
        Live: version {version.number}, published by {version.publishedBy} on{" "}
        <time dateTime={version.publishedAt}>{inDhaka(version.publishedAt)}</time>. Saved drafts change nothing on the
        site until they are published.
      </p>
      {published && (
        <p role="status" className={`mt-4 ${noticeClasses.success}`}>
          Published as version {published}
          {publishedCount ? `: ${publishedCount} ${publishedCount === 1 ? "draft" : "drafts"}` : ""}.
        </p>
      )}
      <PagesRenderStatus render={render} />
      {scheduledNow && (
        <p role="status" className={`mt-4 ${noticeClasses.success}`}>
          Scheduled: the ticked drafts go live at the time chosen (see Scheduled publishes below).
        </p>
      )}
      {cancelled && (
        <p role="status" className={`mt-4 ${noticeClasses.success}`}>
          Schedule cancelled: its drafts stay drafts.
        </p>
      )}
      {actionData?.none && (
        <p role="alert" className={`mt-4 ${noticeClasses.error}`}>
          Nothing was published: choose at least one draft.
        </p>
      )}
      {actionData && !actionData.none && actionData.problems.length > 0 && (
        <ProblemsList
          title="Not published: these need fixing first (every draft is kept; those with a problem are now unticked, so the others can go out)"
          problems={actionData.problems}
        />
      )}
      <CollectionsOverview collections={collections} />
      <section aria-labelledby="drafts-title" className={`${panelClasses.plain} mt-6`}>
        <h2 id="drafts-title" className="text-lg font-bold text-teal-deep">
          Drafts waiting to be published ({drafts.length})
        </h2>
        {translations > 0 && (
          <p className="mt-2 font-semibold text-ink">
            {publishes
              ? `${translations} draft(s) by translators wait for you to check and publish them.`
              : `${translations} draft(s) by translators wait for an editor to publish them.`}
          </p>
        )}
        {drafts.length === 0 ? (
          <>
            <p className="mt-2 text-ink-soft">No drafts: the site shows everything as saved.</p>
            <PreviewLinks articles={draftArticles} />
          </>
        ) : (
          <form method="post" className="mt-2">
            <fieldset>
              <legend className="font-semibold">
                {publishes ? "Choose what goes live" : "What an editor will publish"}
              </legend>
              <ul className="mt-2 grid gap-2">
                {drafts.map((draft) => (
                  <li key={draft.choice} className="flex items-start gap-x-3">
                    {publishes && (
                      <Checkbox
                        name="draft"
                        value={draft.choice}
                        defaultChecked={!blocked.has(draft.choice)}
                        label={<span className="sr-only">Publish {`${draft.collection} › ${draft.record}`}</span>}
                      />
                    )}
                    <span className="min-w-0 flex-1">
                      <a href={draft.href} className="font-semibold text-teal-deep underline">
                        {draft.collection} › {draft.record}
                      </a>
                      {draft.removed && " (removed)"}, saved by {draft.savedBy} on{" "}
                      <time dateTime={draft.savedAt}>{inDhaka(draft.savedAt)}</time>
                      {draft.waitsForEditor && " — a translator’s draft, waiting for an editor"}
                      {draft.preview && (
                        <>
                          {" · Preview: "}
                          <PreviewPageLinks path={draft.preview.path} name={draft.preview.name} />
                        </>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </fieldset>
            <PreviewLinks articles={draftArticles} />
            {publishes ? (
              <div className="mt-4 grid gap-4">
                {/* Schedule comes first: Enter in the time field must schedule, never publish now. */}
                <div className="flex flex-wrap items-end gap-3">
                  <Field id="schedule-at" label="Publish them later, at (Dhaka time)" error={actionData?.atError}>
                    <Input type="datetime-local" name="at" defaultValue={actionData?.at} />
                  </Field>
                  <button
                    type="submit"
                    name="$intent"
                    value="schedule"
                    className={buttonClasses({ variant: "secondary" })}
                  >
                    Schedule the ticked drafts
                  </button>
                </div>
                <p>
                  <button type="submit" name="$intent" value="publish" className={buttonClasses()}>
                    Publish the ticked drafts now
                  </button>
                </p>
              </div>
            ) : (
              <p className="mt-4 text-ink-soft">
                As a translator you save drafts; an editor or admin checks and publishes them.
              </p>
            )}
          </form>
        )}
      </section>
      <ScheduledPublishes schedules={schedules} publishes={publishes} />
    </>
  );
}
