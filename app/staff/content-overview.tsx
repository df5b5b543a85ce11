import { data, redirect } from "react-router";
import type { Route } from "./+types/content-overview";
import { CollectionsOverview } from "./content/collections-overview.tsx";
import { intentOf, requireEditor, requirePublishing } from "./content/content-request.server.ts";
import { collectionSummaries, contentPath, describeProblem, findRecord } from "./content/edition-records.ts";
import { declarationOf } from "./content/record-labels.ts";
import { PagesRenderStatus } from "./content/pages-render-status.tsx";
import { PreviewLinks, PreviewPageLinks, recordPage } from "./content/preview-links.tsx";
import { ProblemsList } from "./content/problems-list.tsx";
import { buttonClasses } from "./ui/button.tsx";
import { inDhaka } from "./ui/format.ts";
import { noticeClasses } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";
import { panelClasses } from "./ui/panel.tsx";
import { staffDatabase } from "~/staff/staff-request.server.ts";
import { appServices } from "~server/app-context.ts";
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
  const [published, edition, drafts, waiting] = await Promise.all([
    content.published(),
    content.draftEdition(),
    content.drafts(),
    nonPublishers(context),
  ]);
  const search = new URL(request.url).searchParams;
  return {
    version: { number: published.number, publishedAt: published.publishedAt, publishedBy: published.publishedBy },
    collections: collectionSummaries(edition, drafts),
    drafts: drafts.map(({ key, savedBy, savedAt, value }) => ({
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
    render: appServices(context).pages.lastRender(),
  };
}

/** Publish: the draft edition becomes a new version, or the refusal lists its problems and keeps every draft. */
export async function action({ request, context }: Route.ActionArgs) {
  const { content, by } = await requirePublishing(request, context, "Publishing");
  if (intentOf(await request.formData()) !== "publish") throw data("Unknown change.", { status: 400 });
  const result = await content.publish(by);
  if (result.ok) return redirect(`/staff/content?published=${result.version}`, 303);
  const edition = await content.draftEdition();
  return data({ problems: result.problems.map((problem) => describeProblem(problem, edition)) }, { status: 409 });
}

export default function ContentOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { version, collections, drafts, draftArticles, published, publishes, render } = loaderData;
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
          Published as version {published}.
        </p>
      )}
      <PagesRenderStatus render={render} />
      {actionData && (
        <ProblemsList
          title="Not published: these need fixing first (every draft is kept)"
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
          <p className="mt-2 text-ink-soft">No drafts: the site shows everything as saved.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {drafts.map((draft) => (
              <li key={draft.href + draft.record}>
                <a href={draft.href} className="inline-flex min-h-6 font-semibold text-teal-deep underline">
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
              </li>
            ))}
          </ul>
        )}
        <PreviewLinks articles={draftArticles} />
        {publishes ? (
          <form method="post" className="mt-4">
            <input type="hidden" name="$intent" value="publish" />
            <button type="submit" className={buttonClasses()} disabled={drafts.length === 0}>
              Publish
            </button>
          </form>
        ) : (
          <p className="mt-4 text-ink-soft">
            As a translator you save drafts; an editor or admin checks and publishes them.
          </p>
        )}
      </section>
    </>
  );
}
