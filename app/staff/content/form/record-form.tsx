import { noticeClasses } from "../../ui/notice.tsx";
import type { Field, Fields } from "~/content/model/fields.ts";
import { buttonClasses } from "../../ui/button.tsx";
import type { ProblemLine } from "../edition-records.ts";
import { ProblemsList } from "../problems-list.tsx";
import { FormContext, type FormContextValue } from "./form-context.tsx";
import { FieldList } from "./field-widget.tsx";
import { controlNames, fieldId } from "./form-names.ts";
import { missingTranslations } from "./missing-translations.ts";

const withoutId = (fields: Fields, idField: string | undefined) =>
  idField === undefined ? fields : Object.fromEntries(Object.entries(fields).filter(([key]) => key !== idField));

/** The record's id: a new record gets it on the collection's page, and it stays its address. */
function RecordId({ field, name, record }: { field: Field; name: string; record: unknown }) {
  const id = String((record as Record<string, unknown> | null)?.[name] ?? "");
  const shown = field.kind === "choice" ? (field.options.find((option) => option.value === id)?.label ?? id) : id;
  return (
    <p id={fieldId(name)} className="mt-4">
      <input type="hidden" name={name} value={id} />
      <span className="font-semibold">{field.label}:</span> {shown} <code className="text-sm">({id})</code>{" "}
      <span className="text-sm text-ink-soft">(the record’s address; it does not change)</span>
    </p>
  );
}

export const translatorNote =
  "As a translator you can change the words in every language and the images’ descriptions; links, images, figures, choices and order are for an editor.";

type Props = {
  fields: Fields;
  /** The field that is the record's id in its list: its address, shown and posted, never changed here. */
  idField?: string;
  record: unknown;
  /** The draft revision the form was loaded at (0: no draft); a save names it (content-service.ts). */
  revision: number;
  /** The record as loaded, as JSON, sent back for a merge (record-merge.server.ts). */
  base: string;
  /** The record shown is not what is saved (a form change's result, a refused save): it saves itself soon. */
  unsaved?: boolean;
  /** The last save's problems: listed above the form, each said again beside its field. */
  problems?: readonly ProblemLine[];
  context: Omit<FormContextValue, "problems">;
};

/**
 * A record's form, built from its collection's declaration: one plain POST form (it works without
 * JavaScript) with every declared field. Save draft comes first in the form, so Enter in a field
 * saves rather than pressing the first list button; the list buttons post the same form, so
 * nothing typed is lost by them.
 */
export function RecordForm(props: Props) {
  const { fields, idField, record, base, revision, problems = [], unsaved = false, context } = props;
  const missing = missingTranslations(fields, record);
  const beside = new Map(problems.flatMap((problem) => (problem.key ? [[problem.key, problem.message] as const] : [])));
  return (
    <form
      method="post"
      className="mt-6"
      data-testid="record-form"
      data-record-form
      data-unsaved={unsaved ? "true" : undefined}
    >
      <input type="hidden" name={controlNames.revision} value={revision} />
      <input type="hidden" name={controlNames.base} value={base} />
      <BackupOffer />
      {!context.editable && (
        <p className="mb-4 rounded-xl bg-surface px-4 py-3 ring-1 ring-ink/10" data-testid="translator-note">
          {translatorNote}
        </p>
      )}
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream/95 py-3 ring-1 ring-ink/10 sm:px-4">
        <p className="px-4 sm:px-0" data-testid="translations-missing">
          {missing.written === 0 ? (
            "Nothing is written yet."
          ) : missing.count === 0 ? (
            "Every text written has its translations."
          ) : (
            <>
              <span className="font-semibold text-coral-dark">Translations missing: {missing.count}</span>{" "}
              {missing.count === 1 ? "text has" : "texts have"} English only.
            </>
          )}
        </p>
        <div className="mx-4 flex flex-wrap items-center gap-3 sm:mx-0">
          {/* Filled by the editor's script (draft-autosave.js): "Saved 10:42", or why not. */}
          <p role="status" className="text-sm text-ink-soft" data-autosave-status data-testid="autosave-status" />
          <button type="submit" name={controlNames.intent} value="save" className={buttonClasses()}>
            Save draft
          </button>
        </div>
      </div>
      {problems.length > 0 && <ProblemsList title="The draft was not saved:" problems={problems} />}
      <FormContext value={{ ...context, problems: beside }}>
        {idField !== undefined && fields[idField] && (
          <RecordId field={fields[idField]} name={idField} record={record} />
        )}
        <FieldList fields={withoutId(fields, idField)} value={record} prefix="" context="" />
      </FormContext>
    </form>
  );
}

/**
 * Shown by the editor's script when this browser kept changes to the record that never reached
 * the server (draft-autosave.js): restore them into the form, or discard them.
 */
function BackupOffer() {
  return (
    <div hidden data-backup-offer className={`mb-4 ${noticeClasses.warning}`}>
      <p data-backup-text>This browser kept changes to this record that never reached the server.</p>
      <p className="mt-2 flex flex-wrap gap-3">
        <button type="button" data-backup-restore className={buttonClasses()}>
          Restore what I typed
        </button>
        <button type="button" data-backup-discard className={buttonClasses({ variant: "secondary" })}>
          Discard them
        </button>
      </p>
    </div>
  );
}
