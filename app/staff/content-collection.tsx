import { data, redirect } from "react-router";
import type { Route } from "./+types/content-collection";
import { canAddOrRemove } from "./content/collection-rules.ts";
import { intentOf, requireEditor } from "./content/content-request.server.ts";
import { requireArea } from "~/staff/staff-request.server.ts";
import {
  collectionOf,
  contentPath,
  describeProblem,
  draftOf,
  orderDraftId,
  recordsOf,
  ruleOf,
} from "./content/edition-records.ts";
import { isObject } from "./content/json-value.ts";
import { blankLike } from "./content/list-ops.ts";
import { missingBangla } from "./content/missing-bangla.ts";
import { ProblemsList } from "./content/problems-list.tsx";
import { buttonClass, errorClass, inputClass, PageTitle, secondaryButtonClass } from "./staff-ui.tsx";

const smallButton = `${secondaryButtonClass} min-h-9 px-3 text-sm`;
/** A new record's id is part of its address: lowercase words joined by hyphens, as the existing ones. */
const newIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+){0,15}$/;

async function listCollection(
  request: Request,
  context: Route.LoaderArgs["context"],
  collection: string,
  page: boolean,
) {
  const editor = await requireEditor(request, context, { page });
  // Every change on this page is to the list's structure (page is false only for the action): not a translator's.
  if (!page) requireArea(editor.session, "publishing", "Adding, removing or reordering records");
  const [edition, drafts, published] = await Promise.all([
    editor.content.draftEdition(),
    editor.content.drafts(),
    editor.content.published(),
  ]);
  if (collectionOf(edition, collection) === undefined) throw data("No such collection.", { status: 404 });
  const rule = ruleOf(edition, collection);
  if (rule.kind === "single") throw redirect(contentPath(collection, collection), 303);
  return { ...editor, edition, drafts, published, rule };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { edition, drafts, published, rule, publishes } = await listCollection(
    request,
    context,
    params.collection,
    true,
  );
  const mine = drafts.filter((draft) => draft.key.collection === params.collection);
  const removed = mine.filter((draft) => draft.value === null);
  return {
    collection: params.collection,
    label: rule.label,
    canAddOrRemove: canAddOrRemove(rule),
    fixedCount: rule.fixedCount,
    records: recordsOf(edition, params.collection).map((record) => ({
      id: record.id,
      name: record.name,
      missingBangla: missingBangla(record.value),
      draft: mine.some((draft) => draft.key.id === record.id),
    })),
    removed: removed.map((draft) => ({
      id: draft.key.id,
      name:
        recordsOf(published.edition, params.collection).find((record) => record.id === draft.key.id)?.name ??
        draft.key.id,
    })),
    orderDraft: draftOf(mine, { collection: params.collection, id: orderDraftId }) !== undefined,
    // Every button of this page changes the list's structure: a translator gets the list without them.
    rights: { changeStructure: publishes },
  };
}

/** Add (a new record, saved as a draft), Move up / Move down (the list's order draft), Remove (a removal draft), Discard. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { content, by, edition, drafts, rule } = await listCollection(request, context, params.collection, false);
  const form = await request.formData();
  const intent = intentOf(form);
  const records = recordsOf(edition, params.collection);
  const id = String(form.get("id") ?? "");
  const key = { collection: params.collection, id };
  const baseRevision = (forKey: typeof key) => draftOf(drafts, forKey)?.revision ?? 0;
  const refuse = (message: string, status = 400) => data({ message, problems: [] }, { status });
  let result;
  if (intent === "add" && canAddOrRemove(rule)) {
    if (!newIdPattern.test(id)) return refuse("Give the new record an id of lowercase letters, digits and hyphens.");
    if (records.some((record) => record.id === id)) return refuse(`There is already a record “${id}”.`);
    const template = (edition[params.collection] as unknown[])[0];
    if (template === undefined) return refuse("This collection has no record to shape a new one on.");
    // Categories are addressed by `slug`, every other list by `id` (the shared design).
    const idKey = isObject(template) && "slug" in template && !("id" in template) ? "slug" : "id";
    const value = { ...(blankLike(template) as object), [idKey]: id };
    result = await content.saveDraft({ key, value, baseRevision: baseRevision(key), by });
    if (result.ok) return redirect(contentPath(params.collection, id), 303);
  } else if (intent === "up" || intent === "down") {
    const ids = records.map((record) => record.id);
    const at = ids.indexOf(id);
    const other = intent === "up" ? at - 1 : at + 1;
    if (at < 0 || other < 0 || other >= ids.length) return refuse("That record cannot move there.");
    [ids[at], ids[other]] = [ids[other]!, ids[at]!];
    const orderKey = { collection: params.collection, id: orderDraftId };
    result = await content.saveDraft({ key: orderKey, value: ids, baseRevision: baseRevision(orderKey), by });
  } else if (intent === "remove" && canAddOrRemove(rule)) {
    if (!records.some((record) => record.id === id)) return refuse("No such record.", 404);
    result = await content.saveDraft({ key, value: null, baseRevision: baseRevision(key), by });
  } else if (intent === "discard" && (id === orderDraftId || draftOf(drafts, key))) {
    await content.discardDraft(key, by);
    return redirect(contentPath(params.collection), 303);
  } else {
    return refuse("Unknown change.");
  }
  if (result.ok) return redirect(`${contentPath(params.collection)}#r-${encodeURIComponent(id)}`, 303);
  if ("conflict" in result) {
    return refuse(
      `Someone else changed this list just now (${result.conflict.savedBy}): nothing was changed. Try again.`,
      409,
    );
  }
  return data(
    { message: "Not changed:", problems: result.problems.map((problem) => describeProblem(problem, edition)) },
    { status: 400 },
  );
}

export default function ContentCollection({ loaderData, actionData }: Route.ComponentProps) {
  const { collection, label, records, removed, orderDraft, fixedCount, rights } = loaderData;
  const canAddOrRemove = rights.changeStructure && loaderData.canAddOrRemove;
  const postButton = (intent: string, id: string, text: string, name: string, className = smallButton) => (
    <form method="post">
      <input type="hidden" name="$intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} aria-label={`${text}: ${name}`}>
        {text}
      </button>
    </form>
  );
  return (
    <>
      <title>{`${label} - Content - Staff`}</title>
      <p>
        <a href="/staff/content" className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline">
          ← Content
        </a>
      </p>
      <PageTitle>{label}</PageTitle>
      <p className="mt-2 text-ink-soft">
        {records.length} records, in the order the site shows them
        {fixedCount !== undefined && ` (publishing needs exactly ${fixedCount})`}.
        {orderDraft && " The order is a draft."}
      </p>
      {actionData &&
        (actionData.problems.length > 0 ? (
          <ProblemsList title={actionData.message} problems={actionData.problems} />
        ) : (
          <p role="alert" className={`mt-4 ${errorClass}`}>
            {actionData.message}
          </p>
        ))}
      <ol className="mt-4 grid gap-2">
        {records.map((record, index) => (
          <li
            key={record.id}
            id={`r-${record.id}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface p-3 ring-1 ring-ink/10"
          >
            <span>
              <a
                href={contentPath(collection, record.id)}
                className="inline-flex min-h-6 font-semibold text-teal-deep underline"
              >
                {record.name}
              </a>
              {record.draft && <span className="ml-2 rounded-full bg-saffron-soft px-2 text-sm">draft</span>}
              {record.missingBangla > 0 && (
                <span className="ml-2 text-sm font-semibold text-coral-dark">
                  Bangla missing: {record.missingBangla}
                </span>
              )}
            </span>
            {rights.changeStructure && (
              <span className="flex flex-wrap gap-2">
                {index > 0 && postButton("up", record.id, "Move up", record.name)}
                {index < records.length - 1 && postButton("down", record.id, "Move down", record.name)}
                {canAddOrRemove && postButton("remove", record.id, "Remove", record.name)}
              </span>
            )}
          </li>
        ))}
      </ol>
      {orderDraft && rights.changeStructure && (
        <div className="mt-3">{postButton("discard", "#order", "Discard the new order", label)}</div>
      )}
      {removed.length > 0 && (
        <>
          <h2 className="mt-6 text-lg font-bold text-teal-deep">Removed in drafts</h2>
          <ul className="mt-2 grid gap-2">
            {removed.map((record) => (
              <li key={record.id} className="flex flex-wrap items-center gap-3">
                <span>{record.name}</span>
                {rights.changeStructure &&
                  postButton("discard", record.id, "Keep it (discard the removal)", record.name)}
              </li>
            ))}
          </ul>
        </>
      )}
      {canAddOrRemove && records.length > 0 && (
        <form method="post" className="mt-6 grid max-w-xl gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="$intent" value="add" />
          <div>
            <label htmlFor="new-id" className="mb-1 block font-semibold">
              New record’s id (lowercase, hyphens: e.g. new-project)
            </label>
            <input id="new-id" name="id" required pattern="[a-z0-9]+(-[a-z0-9]+)*" className={inputClass} />
          </div>
          <button type="submit" className={buttonClass}>
            Add
          </button>
        </form>
      )}
    </>
  );
}
