import { data, redirect } from "react-router";
import { z } from "zod";
import { aOrAn } from "~/content/model/fields.ts";
import type { SaveResult } from "~server/content/content-service.ts";
import { requireArea } from "~/staff/staff-request.server.ts";
import type { Route } from "./+types/content-collection";
import { requireEditor } from "./content/content-request.server.ts";
import {
  collectionOf,
  contentPath,
  describeProblem,
  draftOf,
  orderDraftId,
  type ProblemLine,
  recordsOf,
} from "./content/edition-records.ts";
import { missingTranslations } from "./content/form/missing-translations.ts";
import { ProblemsList } from "./content/problems-list.tsx";
import { declarationOf } from "./content/record-labels.ts";
import { type FormRefusal, parseForm, refusal, typed } from "./forms/parse-form.ts";
import { Button, buttonClasses } from "./ui/button.tsx";
import { Input } from "./ui/controls.tsx";
import { Field } from "./ui/field.tsx";
import { Notice } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";

const smallButton = buttonClasses({ variant: "secondary", size: "small" });

async function listCollection(
  request: Request,
  context: Route.LoaderArgs["context"],
  collection: string,
  page: boolean,
) {
  const editor = await requireEditor(request, context, { page });
  // Every change on this page is to the list's structure (page is false only for the action): not a translator's.
  if (!page) requireArea(editor.session, "publishing", "Adding, removing or reordering records");
  const declaration = declarationOf(collection);
  const [edition, drafts, published] = await Promise.all([
    editor.content.draftEdition(),
    editor.content.drafts(),
    editor.content.published(),
  ]);
  if (!declaration || collectionOf(edition, collection) === undefined)
    throw data("No such collection.", { status: 404 });
  if (!declaration.list) throw redirect(contentPath(collection, collection), 303);
  return { ...editor, edition, drafts, published, declaration, list: declaration.list };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { edition, drafts, published, declaration, list, publishes } = await listCollection(
    request,
    context,
    params.collection,
    true,
  );
  const mine = drafts.filter((draft) => draft.key.collection === params.collection);
  const removed = mine.filter((draft) => draft.value === null);
  return {
    collection: params.collection,
    label: declaration.label,
    help: declaration.help,
    bounds: { min: list.min, max: list.max, item: list.item },
    records: recordsOf(edition, params.collection).map((record) => ({
      id: record.id,
      name: record.name,
      missingTranslations: missingTranslations(declaration.fields, record.value).count,
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

const id = z.string().min(1).max(120);
/** The page's changes, one form each: what it asks and of which record. */
const changeSchema = z.discriminatedUnion("$intent", [
  z.object({
    $intent: z.literal("add"),
    id: z
      .string()
      .trim()
      .min(1, "Write the new record's id.")
      .max(120, "Use at most 120 characters.")
      .regex(
        /^[a-z0-9]+(-[a-z0-9]+)*$/,
        "Use lowercase letters and digits joined by single hyphens, such as new-project.",
      ),
  }),
  z.object({ $intent: z.enum(["up", "down", "remove", "discard"]), id }),
  // The new order at once (the list's script, after a drag or a keyboard move): every id, in order.
  z.object({ $intent: z.literal("order"), ids: z.string().max(20_000) }),
]);

/** A refused change: the add form's reasons beside its field with what was typed, or the problems of the list. */
type Answer = Partial<FormRefusal> & { message?: string; problems?: ProblemLine[] };

/** Add (a new record, saved as a draft), Move up / Move down or a new order (the list's order draft), Remove, Discard. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { content, by, edition, drafts, list } = await listCollection(request, context, params.collection, false);
  const parsed = parseForm(changeSchema, await request.formData());
  const refuse = (message: string, status = 400) => data<Answer>({ message, problems: [] }, { status });
  if (!parsed.ok) {
    if (parsed.values.$intent !== "add") return refuse("That change could not be read. Reload the page and try again.");
    return data<Answer>(refusal(parsed.values, parsed.errors), { status: 400 });
  }
  const change = parsed.data;
  const records = recordsOf(edition, params.collection);
  const ids = records.map((record) => record.id);
  const baseRevision = (key: { collection: string; id: string }) => draftOf(drafts, key)?.revision ?? 0;
  const orderKey = { collection: params.collection, id: orderDraftId };
  const saveOrder = (order: string[]) =>
    content.saveDraft({ key: orderKey, value: order, baseRevision: baseRevision(orderKey), by });
  let result: SaveResult;
  let target = "";
  if (change.$intent === "add") {
    if (ids.includes(change.id)) {
      const taken = { fields: { id: `There is already ${aOrAn(list.item)} “${change.id}”: choose another id.` } };
      return data<Answer>(refusal(parsed.values, taken), { status: 400 });
    }
    result = await content.addRecord({ collection: params.collection, id: change.id, by });
    if (result.ok) return redirect(contentPath(params.collection, change.id), 303);
  } else if (change.$intent === "order") {
    result = await saveOrder(change.ids.split(",").filter(Boolean));
  } else if (change.$intent === "up" || change.$intent === "down") {
    const at = ids.indexOf(change.id);
    const other = change.$intent === "up" ? at - 1 : at + 1;
    if (at < 0 || other < 0 || other >= ids.length) return refuse("That record cannot move there.");
    [ids[at], ids[other]] = [ids[other]!, ids[at]!];
    result = await saveOrder(ids);
    target = change.id;
  } else if (change.$intent === "remove") {
    if (!ids.includes(change.id)) return refuse("No such record.", 404);
    const key = { collection: params.collection, id: change.id };
    result = await content.saveDraft({ key, value: null, baseRevision: baseRevision(key), by });
  } else {
    const key = { collection: params.collection, id: change.id };
    if (change.id !== orderDraftId && !draftOf(drafts, key)) return refuse("There is no such draft.");
    await content.discardDraft(key, by);
    return redirect(contentPath(params.collection), 303);
  }
  if (result.ok)
    return redirect(`${contentPath(params.collection)}${target ? `#r-${encodeURIComponent(target)}` : ""}`, 303);
  if ("conflict" in result) {
    return refuse(
      `Someone else changed this list just now (${result.conflict.savedBy}): nothing was changed. Try again.`,
      409,
    );
  }
  return data<Answer>(
    { message: "Not changed:", problems: result.problems.map((problem) => describeProblem(problem, edition)) },
    { status: 400 },
  );
}

export default function ContentCollection({ loaderData, actionData }: Route.ComponentProps) {
  const { collection, label, help, bounds, records, removed, orderDraft, rights } = loaderData;
  const editable = rights.changeStructure;
  const adding = actionData?.errors && actionData.values?.$intent === "add" ? (actionData as FormRefusal) : undefined;
  const postButton = (intent: string, id: string, text: string, name: string, extra: { disabled?: boolean } = {}) => (
    <form method="post" data-list-control={intent}>
      <input type="hidden" name="$intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={smallButton} aria-label={`${text}: ${name}`} {...extra}>
        {text}
      </button>
    </form>
  );
  const plural = (count: number) => (count === 1 ? bounds.item : `${bounds.item}s`);
  return (
    <>
      <title>{`${label} - Content - Staff`}</title>
      <p>
        <a href="/staff/content" className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline">
          ← Content
        </a>
      </p>
      <PageTitle>{label}</PageTitle>
      {help && <p className="mt-2">{help}</p>}
      <p className="mt-2 text-ink-soft" data-testid="list-bounds">
        {records.length} {plural(records.length)}, in the order the site shows them; the page takes {bounds.min} to{" "}
        {bounds.max}.{orderDraft && " The order is a draft."}
      </p>
      {actionData?.problems && actionData.problems.length > 0 && (
        <ProblemsList title={actionData.message ?? "Not changed:"} problems={actionData.problems} />
      )}
      {actionData?.message && actionData.problems?.length === 0 && (
        <Notice tone="error" className="mt-4">
          {actionData.message}
        </Notice>
      )}
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-teal-dark" data-list-status />
      <ol className="mt-2 grid gap-2" data-sortable={editable ? collection : undefined}>
        {records.map((record, index) => (
          <li
            key={record.id}
            id={`r-${record.id}`}
            data-id={record.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface p-3 ring-1 ring-ink/10"
          >
            <span className="flex min-w-0 items-center gap-2">
              {editable && (
                <span
                  className="hidden cursor-grab px-1 text-xl text-ink-soft select-none"
                  aria-hidden="true"
                  data-drag-handle
                >
                  ⠿
                </span>
              )}
              <a
                href={contentPath(collection, record.id)}
                className="inline-flex min-h-6 font-semibold text-teal-deep underline"
              >
                {record.name}
              </a>
              {record.draft && <span className="rounded-full bg-saffron-soft px-2 text-sm">draft</span>}
              {record.missingTranslations > 0 && (
                <span className="text-sm font-semibold text-coral-dark">
                  Translations missing: {record.missingTranslations}
                </span>
              )}
            </span>
            {editable && (
              <span className="flex flex-wrap gap-2">
                {postButton("up", record.id, "Move up", record.name, index === 0 ? { disabled: true } : {})}
                {postButton(
                  "down",
                  record.id,
                  "Move down",
                  record.name,
                  index === records.length - 1 ? { disabled: true } : {},
                )}
                {records.length > bounds.min && postButton("remove", record.id, "Remove", record.name)}
              </span>
            )}
          </li>
        ))}
      </ol>
      {records.length === 0 && <p className="mt-2 text-ink-soft italic">There is none yet.</p>}
      {orderDraft && editable && (
        <div className="mt-3">{postButton("discard", orderDraftId, "Discard the new order", label)}</div>
      )}
      {removed.length > 0 && (
        <>
          <h2 className="mt-6 text-lg font-bold text-teal-deep">Removed in drafts</h2>
          <ul className="mt-2 grid gap-2">
            {removed.map((record) => (
              <li key={record.id} className="flex flex-wrap items-center gap-3">
                <span>{record.name}</span>
                {editable && postButton("discard", record.id, "Keep it (discard the removal)", record.name)}
              </li>
            ))}
          </ul>
        </>
      )}
      {editable && records.length < bounds.max && (
        <form method="post" className="mt-6 grid max-w-xl gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="$intent" value="add" />
          <Field
            id="new-id"
            label={`A new ${bounds.item}’s id`}
            help={`Lowercase words joined by hyphens, such as new-${bounds.item.replace(/\s+/g, "-")}. It is the record’s address and does not change.`}
            error={adding?.errors.fields.id}
            required
          >
            <Input name="id" pattern="[a-z0-9]+(-[a-z0-9]+)*" defaultValue={typed(adding?.values, "id")} />
          </Field>
          <Button type="submit" className="sm:mb-0">
            Add {aOrAn(bounds.item)}
          </Button>
        </form>
      )}
      {editable && <script src="/staff/content-editor.js" defer />}
    </>
  );
}
