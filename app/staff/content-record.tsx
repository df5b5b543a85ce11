import { data, redirect } from "react-router";
import { z } from "zod";
import type { Conflict, SaveResult } from "~server/content/content-service.ts";
import { reviewTranslations, staleTranslations } from "~/content/edition/translation-review.ts";
import { referencedCollections } from "~/content/model/fields.ts";
import { isCollectionName } from "~/content/model/model.ts";
import { onlyTranslationsDiffer } from "~/content/model/translator-rights.ts";
import { requireArea, staffDatabase } from "~/staff/staff-request.server.ts";
import { markPresent } from "~server/content/record-presence.server.ts";
import type { Route } from "./+types/content-record";
import { ConflictView } from "./content/conflict-view.tsx";
import { requireEditor } from "./content/content-request.server.ts";
import {
  collectionOf,
  contentPath,
  describeProblem,
  draftOf,
  findRecord,
  recordsOf,
  type ProblemLine,
} from "./content/edition-records.ts";
import { applyFormOp, parseFormOp } from "./content/form/form-ops.ts";
import { controlNames } from "./content/form/form-names.ts";
import { readRecord, type ReadingError } from "./content/form/form-reading.ts";
import { RecordForm } from "./content/form/record-form.tsx";
import { PreviewPageLinks, recordPage } from "./content/preview-links.tsx";
import type { RenderedPreview } from "./content/form/form-context.tsx";
import { markdownPreviews } from "./content/markdown-preview.server.ts";
import { parseForm } from "./forms/parse-form.ts";
import { pageOptions } from "./content/page-options.ts";
import { declarationOf } from "./content/record-labels.ts";
import { mergeRecord } from "./content/record-merge.server.ts";
import { englishBefore } from "./content/english-before.server.ts";
import { buttonClasses } from "./ui/button.tsx";
import { noticeClasses } from "./ui/notice.tsx";
import { PageTitle } from "./ui/page-title.tsx";

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
  const declaration = declarationOf(key.collection);
  const [edition, drafts] = await Promise.all([editor.content.draftEdition(), editor.content.drafts()]);
  if (!declaration || collectionOf(edition, key.collection) === undefined)
    throw data("No such record.", { status: 404 });
  const draft = draftOf(drafts, key);
  const removed = draft?.value === null;
  const record = removed
    ? findRecord((await editor.content.published()).edition, key)
    : !declaration.list && key.id !== key.collection
      ? undefined
      : findRecord(edition, key);
  if (!record) throw data("No such record.", { status: 404 });
  // A translator may discard a draft only where it changes nothing but translations: one that also
  // holds an editor's English or structure is not theirs to undo, whoever saved it last.
  const publishedRecord = draft && findRecord((await editor.content.published()).edition, key);
  const mayDiscard =
    draft !== undefined &&
    (editor.publishes ||
      (draft.value !== null &&
        publishedRecord !== undefined &&
        onlyTranslationsDiffer(publishedRecord.value, draft.value)));
  // The records its reference fields may point to (an article's author among the team).
  const records = Object.fromEntries(
    referencedCollections(declaration.fields).map((name) => [
      name,
      recordsOf(edition, name).map(({ id, name: title }) => ({ id, name: title })),
    ]),
  );
  return {
    ...editor,
    key,
    declaration,
    edition,
    draft,
    removed,
    record,
    mayDiscard,
    records,
    revision: draft?.revision ?? 0,
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { declaration, draft, removed, record, revision, publishes, mayDiscard, records, by, key, content } =
    await loadRecord(request, context, params, true);
  // Opening the record says so to its other visitors, and shows them (the page's script renews both).
  const others = await markPresent(await staffDatabase(context), key, by, new Date());
  return {
    collection: { name: params.collection, label: declaration.label, list: Boolean(declaration.list) },
    record: { id: record.id, name: record.name, value: record.value },
    stale: staleTranslations(record.value),
    englishBefore: await englishBefore(content, key, record.value),
    records,
    revision,
    removed,
    draft: draft ? { savedBy: draft.savedBy, savedAt: draft.savedAt } : null,
    saved: new URL(request.url).searchParams.has("saved"),
    others: others.map((other) => other.email),
    // Whose changes a save was merged with (an address from the redirect; shown as text, escaped).
    mergedWith: new URL(request.url).searchParams.get("merged")?.slice(0, 200) ?? null,
    page:
      removed || !isCollectionName(params.collection)
        ? undefined
        : recordPage(params.collection, record.id, record.name),
    // What the page offers follows the person's rights: a translator gets no structure inputs or buttons.
    rights: { changeStructure: publishes, discard: mayDiscard },
  };
}

type Answer = {
  /** The record as typed, shown again (a form change's result, or a refused save). */
  typed?: unknown;
  notice?: string;
  problems?: ProblemLine[];
  conflict?: Conflict;
  /** The record as the form was first loaded (JSON), kept through form changes and refusals. */
  base?: string;
  /** "Show preview": the record's Markdown rendered as the public article shows it. */
  previews?: Record<string, Record<string, RenderedPreview>>;
};

const controls = z.object({
  [controlNames.intent]: z.enum(["save", "preview", "remove", "discard", "keep-theirs"]).optional(),
  [controlNames.revision]: z.coerce.number().int().min(0).optional(),
  [controlNames.op]: z.string().max(300).optional(),
  // A record's JSON; the body limit of the staff area bounds it first.
  [controlNames.base]: z.string().optional(),
});

/** The base a form sent (its record as loaded), or undefined when it sent none that reads. */
function parsedBase(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const readingProblems = (
  errors: ReadingError[],
  key: { collection: string; id: string },
  edition: Awaited<ReturnType<typeof loadRecord>>["edition"],
) =>
  errors.map((error) =>
    describeProblem({ collection: key.collection, id: key.id, field: error.path, message: error.message }, edition),
  );

/** Save draft, a form change (applied to what was typed, not saved), Remove, Discard draft, Keep theirs. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const loaded = await loadRecord(request, context, params, false);
  const { content, by, session, publishes, key, declaration, edition, record, mayDiscard, revision } = loaded;
  const form = await request.formData();
  // The form's own controls; the record's fields are read by its declaration (readRecord).
  const parsed = parseForm(controls, form);
  if (!parsed.ok) throw data("That form could not be read. Reload the page and try again.", { status: 400 });
  const intent = parsed.data[controlNames.intent];
  const here = contentPath(key.collection, key.id);
  if (intent === "keep-theirs") return redirect(here, 303);
  if (intent === "discard") {
    if (!mayDiscard) requireArea(session, "publishing", "Discarding someone else’s draft");
    await content.discardDraft(key, by);
    return redirect(`${here}?saved=1`, 303);
  }
  const baseRevision = parsed.data[controlNames.revision] ?? revision;
  const base = parsed.data[controlNames.base];
  if (intent === "remove") {
    requireArea(session, "publishing", "Removing a record");
    return answerSave(await content.saveDraft({ key, value: null, baseRevision, by }), null);
  }
  const reading = readRecord(declaration.fields, form, record.value, { textsOnly: !publishes });
  const op = parseFormOp(parsed.data[controlNames.op]);
  if (parsed.data[controlNames.op] !== undefined) {
    requireArea(session, "publishing", "Adding, removing or moving items");
    const ids = (name: string) => recordsOf(edition, name).map((each) => each.id);
    const changed = op && applyFormOp(declaration.fields, reading.value, op, ids);
    if (!changed) throw data("Unknown change to the form.", { status: 400 });
    return data<Answer>({ typed: changed, base, notice: "Changed here, not saved yet: Save draft to keep it." });
  }
  if (reading.errors.length > 0) {
    return data<Answer>(
      { typed: reading.value, base, problems: readingProblems(reading.errors, key, edition) },
      { status: 400 },
    );
  }
  if (intent === "preview") {
    // Without JavaScript: the page again, with what was typed and its Markdown rendered; nothing saved.
    const notice = "The preview shows what you typed; nothing was saved yet.";
    return data<Answer>({
      typed: reading.value,
      base,
      previews: await markdownPreviews(declaration.fields, reading.value),
      notice,
    });
  }
  if (intent !== "save") throw data("Unknown change.", { status: 400 });
  // A translation left as it was while its English changed is flagged; an edited or confirmed one is cleared.
  const confirmed = form.getAll(controlNames.confirm).map(String);
  const value = reviewTranslations(record.value, reading.value, confirmed);
  const may = publishes ? "everything" : "texts";
  const result = await content.saveDraft({ key, value, baseRevision, by, may });
  if (!result.ok && "conflict" in result && result.conflict.current !== null) {
    // A colleague saved meanwhile: both keep what they changed, unless both changed one field.
    const loadedAs = parsedBase(base);
    if (loadedAs !== undefined) {
      const { merged, clashes } = mergeRecord(loadedAs, value, result.conflict.current);
      const conflict = { ...result.conflict, attempted: merged };
      if (clashes.length > 0) return data<Answer>({ typed: reading.value, base, conflict }, { status: 409 });
      const again = await content.saveDraft({ key, value: merged, baseRevision: conflict.currentRevision, by, may });
      if (again.ok) return redirect(`${here}?saved=1&merged=${encodeURIComponent(conflict.savedBy)}`, 303);
      return answerSave(again, reading.value);
    }
  }
  return answerSave(result, reading.value);

  function answerSave(result: SaveResult, typed: unknown) {
    if (result.ok) return redirect(`${here}?saved=1`, 303);
    if ("conflict" in result) return data<Answer>({ typed, base, conflict: result.conflict }, { status: 409 });
    const problems = result.problems.map((problem) => describeProblem(problem, edition));
    return data<Answer>({ typed, base, problems }, { status: 400 });
  }
}

export default function ContentRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { collection, record, revision, removed, draft, saved, mergedWith, stale, rights, records, page, others } =
    loaderData;
  const { englishBefore: before } = loaderData;
  const answer: Answer | undefined = actionData;
  const value = answer?.typed ?? record.value;
  const declaration = declarationOf(collection.name)!;
  const back = collection.list ? contentPath(collection.name) : "/staff/content";
  return (
    <>
      <title>{`${record.name} - ${collection.label} - Staff`}</title>
      <p>
        <a href={back} className="inline-flex min-h-11 items-center font-semibold text-teal-deep underline">
          ← {collection.list ? collection.label : "Content"}
        </a>
      </p>
      <PageTitle>{record.name}</PageTitle>
      <p className="mt-2 text-ink-soft">
        {collection.label}
        {draft ? `: a draft saved by ${draft.savedBy}, not published yet.` : ": as published."}
      </p>
      <p
        role="status"
        className={`mt-4 ${noticeClasses.warning}`}
        hidden={others.length === 0}
        data-presence
        data-collection={collection.name}
        data-id={record.id}
        data-testid="presence"
      >
        {presenceText(others)}
      </p>
      {page && (
        <p className="mt-1 text-ink-soft">
          Preview its page with the saved drafts: <PreviewPageLinks path={page.path} name={page.name} />
        </p>
      )}
      {saved && (
        <p role="status" className={`mt-4 ${noticeClasses.success}`}>
          {mergedWith
            ? `Saved, together with the changes ${mergedWith} saved meanwhile: both are in the draft. The site changes when the drafts are published.`
            : "Saved. The site changes when the drafts are published."}
        </p>
      )}
      {answer?.notice && (
        <p role="status" className={`mt-4 ${noticeClasses.success}`}>
          {answer.notice}
        </p>
      )}
      {answer?.conflict && <ConflictView conflict={answer.conflict} fields={declaration.fields} />}
      {removed ? (
        <p role="status" className={`mt-4 ${noticeClasses.error}`}>
          A draft removes this record.{" "}
          {rights.discard ? "Discard the draft to keep it." : "An editor can discard the removal to keep it."}
        </p>
      ) : (
        <RecordForm
          fields={declaration.fields}
          idField={declaration.list?.id}
          record={value}
          revision={revision}
          problems={answer?.problems}
          unsaved={answer?.typed !== undefined}
          base={answer?.base ?? JSON.stringify(record.value)}
          context={{
            editable: rights.changeStructure,
            stale: new Set(stale),
            englishBefore: before,
            previews: answer?.previews ?? {},
            records,
            pages: pageOptions,
          }}
        />
      )}
      <script src="/staff/content-editor.js" defer />
      {draft && rights.discard && (
        <form method="post" className="mt-6">
          <input type="hidden" name={controlNames.intent} value="discard" />
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            Discard draft
          </button>
        </form>
      )}
    </>
  );
}

/** Who else has the record open; the page's script says the same words (record-presence.js). */
function presenceText(others: string[]): string {
  if (others.length === 0) return "";
  return `Also open now by ${others.join(", ")}: your saves merge with theirs, field by field.`;
}
