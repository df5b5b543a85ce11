import { data, redirect } from "react-router";
import type { Conflict } from "~server/content/content-service.ts";
import type { Route } from "./+types/content-record";
import { ConflictView } from "./content/conflict-view.tsx";
import { intentOf, requireEditor } from "./content/content-request.server.ts";
import { onlyTextsDiffer } from "./content/text-only-change.ts";
import { requireArea } from "~/staff/staff-request.server.ts";
import {
  collectionOf,
  contentPath,
  describeProblem,
  draftOf,
  findRecord,
  ruleOf,
  type ProblemLine,
} from "./content/edition-records.ts";
import { controlNames } from "./content/field-names.ts";
import { applyListOp, parseListOp } from "./content/list-ops.ts";
import { missingBangla } from "./content/missing-bangla.ts";
import { ProblemsList } from "./content/problems-list.tsx";
import { RecordForm } from "./content/record-form.tsx";
import { recordFromForm, type FormError } from "./content/record-from-form.ts";
import { withStoredStructure } from "./content/stored-structure.ts";
import { confirmTranslationName } from "./content/record-form-fields.tsx";
import { hasMarkdown, type RenderedPreview } from "./content/markdown-preview.tsx";
import { markdownPreviews } from "./content/markdown-preview.server.ts";
import { reviewTranslations, staleKey, staleTranslations } from "~/content/edition/translation-review.ts";
import { errorClass, noticeClass, PageTitle, secondaryButtonClass } from "./staff-ui.tsx";

/**
 * The record as the editor sees it: from the draft edition (the draft laid over the published
 * record), with the draft's revision (0: no draft), which a save must name. A record whose draft
 * removes it is shown by its published value, so that the removal can be discarded.
 */
async function loadRecord(
  request: Request,
  context: Route.LoaderArgs["context"],
  params: Route.LoaderArgs["params"],
  page: boolean,
) {
  const editor = await requireEditor(request, context, { page });
  const key = { collection: params.collection, id: params.id };
  const [edition, drafts] = await Promise.all([editor.content.draftEdition(), editor.content.drafts()]);
  if (collectionOf(edition, key.collection) === undefined) throw data("No such record.", { status: 404 });
  const rule = ruleOf(edition, key.collection);
  const draft = draftOf(drafts, key);
  const removed = draft?.value === null;
  const record = removed
    ? findRecord((await editor.content.published()).edition, key)
    : rule.kind === "single" && key.id !== key.collection
      ? undefined
      : findRecord(edition, key);
  if (!record) throw data("No such record.", { status: 404 });
  // The record's own note of Bangla texts that may be out of date is shown as flags, not as a field.
  const { [staleKey]: _note, ...fields } = record.value as Record<string, unknown>;
  const form = { ...record, value: typeof record.value === "object" && record.value !== null ? fields : record.value };
  // A translator may discard only a draft of their own: another's may hold structure they could not redo.
  const mayDiscard = draft !== undefined && (editor.publishes || draft.savedBy === editor.by);
  return { ...editor, key, edition, rule, draft, removed, record, form, mayDiscard, revision: draft?.revision ?? 0 };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { rule, draft, removed, record, form, revision, publishes, mayDiscard } = await loadRecord(
    request,
    context,
    params,
    true,
  );
  return {
    collection: { name: params.collection, label: rule.label, kind: rule.kind },
    record: { id: record.id, name: record.name, value: form.value },
    stale: staleTranslations(record.value),
    // An article's body: the page loads the live preview's script (/staff/content-editor.js).
    markdown: hasMarkdown(form.value),
    revision,
    removed,
    draft: draft ? { savedBy: draft.savedBy, savedAt: draft.savedAt } : null,
    saved: new URL(request.url).searchParams.has("saved"),
    // What the page offers follows the person's rights: a translator gets no structure inputs or buttons.
    rights: { changeStructure: publishes, discard: mayDiscard },
  };
}

type Answer = {
  /** The record as typed, shown again (a list button's result, or a refused save). */
  typed?: unknown;
  notice?: string;
  errors?: FormError[];
  problems?: ProblemLine[];
  conflict?: Conflict;
  /** "Show preview": the record's Markdown rendered as the public article shows it. */
  previews?: Record<string, Record<"en" | "bn", RenderedPreview>>;
};

/** Save draft, a list button (applied to what was typed, not saved), Remove, Discard draft, Keep theirs. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const {
    content,
    by,
    session,
    publishes,
    key,
    edition,
    record,
    form: shown,
    mayDiscard,
    revision,
  } = await loadRecord(request, context, params, false);
  const form = await request.formData();
  const here = contentPath(key.collection, key.id);
  const intent = intentOf(form);
  if (intent === "keep-theirs") return redirect(here, 303);
  if (intent === "discard" && !mayDiscard) requireArea(session, "publishing", "Discarding someone else’s draft");
  if (intent === "discard") {
    await content.discardDraft(key, by);
    return redirect(`${here}?saved=1`, 303);
  }
  const baseRevision = Number(form.get(controlNames.revision) ?? revision);
  if (!Number.isSafeInteger(baseRevision) || baseRevision < 0) throw data("Unknown revision.", { status: 400 });
  if (intent === "remove") requireArea(session, "publishing", "Removing a record");
  if (intent === "remove") return answerSave(await content.saveDraft({ key, value: null, baseRevision, by }), null);
  // The typed record is read on the stored one's shape; a removed record's on its published value.
  // A translator's form posts only the words: the structure is the stored record's.
  const reading = recordFromForm(publishes ? form : withStoredStructure(form, shown.value), shown.value);
  if (!reading.ok) return data<Answer>({ typed: reading.typed, errors: reading.errors }, { status: 400 });
  const op = form.get(controlNames.op);
  if (typeof op === "string") requireArea(session, "publishing", "Adding, removing or moving items");
  if (typeof op === "string") {
    const parsed = parseListOp(op);
    const changed = parsed && applyListOp(reading.value, parsed);
    if (!changed) throw data("Unknown list change.", { status: 400 });
    return data<Answer>({ typed: changed, notice: "Changed here, not saved yet: Save draft to keep it." });
  }
  if (intent === "preview") {
    // Without JavaScript: the page again, with what was typed and its Markdown rendered; nothing saved.
    const notice = "The preview shows what you typed; nothing was saved yet.";
    return data<Answer>({ typed: reading.value, previews: await markdownPreviews(reading.value), notice });
  }
  if (intent !== "save") throw data("Unknown change.", { status: 400 });
  // A Bangla text left as it was while its English changed is flagged; an edited or confirmed one is cleared.
  const confirmed = form.getAll(confirmTranslationName).map(String);
  if (!publishes && !onlyTextsDiffer(shown.value, reading.value)) {
    requireArea(
      session,
      "publishing",
      "Changing anything but the English and Bangla texts (ids, links, images, figures, items)",
    );
  }
  const value = reviewTranslations(record.value, reading.value, confirmed);
  return answerSave(await content.saveDraft({ key, value, baseRevision, by }), reading.value);

  function answerSave(result: Awaited<ReturnType<typeof content.saveDraft>>, typed: unknown) {
    if (result.ok) return redirect(`${here}?saved=1`, 303);
    if ("conflict" in result) return data<Answer>({ typed, conflict: result.conflict }, { status: 409 });
    const problems = result.problems.map((problem) => describeProblem(problem, edition));
    return data<Answer>({ typed, problems }, { status: 400 });
  }
}

export default function ContentRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { collection, record, revision, removed, draft, saved, stale, markdown, rights } = loaderData;
  const answer: Answer | undefined = actionData;
  const value = answer?.typed ?? record.value;
  const back = collection.kind === "list" ? contentPath(collection.name) : "/staff/content";
  return (
    <>
      <title>{`${record.name} - ${collection.label} - Staff`}</title>
      <p>
        <a href={back} className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline">
          ← {collection.kind === "list" ? collection.label : "Content"}
        </a>
      </p>
      <PageTitle>{record.name}</PageTitle>
      <p className="mt-2 text-ink-soft">
        {collection.label}
        {draft ? `: a draft saved by ${draft.savedBy}, not published yet.` : ": as published."}
      </p>
      {saved && (
        <p role="status" className={`mt-4 ${noticeClass}`}>
          Saved. The site changes when the drafts are published.
        </p>
      )}
      {answer?.notice && (
        <p role="status" className={`mt-4 ${noticeClass}`}>
          {answer.notice}
        </p>
      )}
      {answer?.problems && <ProblemsList title="The draft was not saved:" problems={answer.problems} />}
      {answer?.conflict && <ConflictView conflict={answer.conflict} />}
      {removed ? (
        <p role="status" className={`mt-4 ${errorClass}`}>
          A draft removes this record.{" "}
          {rights.discard ? "Discard the draft to keep it." : "An editor can discard the removal to keep it."}
        </p>
      ) : (
        <RecordForm
          record={value}
          revision={revision}
          missingBangla={missingBangla(value)}
          stale={stale}
          errors={answer?.errors}
          previews={answer?.previews}
          mayChangeStructure={rights.changeStructure}
        />
      )}
      {markdown && <script src="/staff/content-editor.js" defer />}
      {draft && rights.discard && (
        <form method="post" className="mt-6">
          <input type="hidden" name="$intent" value="discard" />
          <button type="submit" className={secondaryButtonClass}>
            Discard draft
          </button>
        </form>
      )}
    </>
  );
}
