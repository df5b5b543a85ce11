import { buttonClass, errorClass } from "../staff-ui.tsx";
import { controlNames } from "./field-names.ts";
import { MarkdownPreviews, type RenderedPreview } from "./markdown-preview.tsx";
import { FieldList, StaleTranslations } from "./record-form-fields.tsx";
import { recordFields } from "./record-fields.ts";
import type { FormError } from "./record-from-form.ts";
import { StructureEditable } from "./structure-text.tsx";

type Props = {
  record: unknown;
  /** The draft revision the form was loaded at (0: no draft); a save names it (content-service.ts). */
  revision: number;
  missingBangla: number;
  /** Paths of the Bangla texts whose English changed after them (flagged, each with a box to confirm it). */
  stale?: readonly string[];
  /** Fields the last post could not read, by field name. */
  errors?: FormError[];
  /** Markdown texts rendered by "Show preview", by field name. */
  previews?: Record<string, Record<"en" | "bn", RenderedPreview>>;
  /** False for a translator: structure shown as text, no list buttons (structure-text.tsx). */
  mayChangeStructure?: boolean;
};

export const translatorNote =
  "As a translator you can change the words in both languages; links, images, figures and order are for an editor.";

/**
 * A record's form: one plain POST form (it works without JavaScript) with every field of the
 * record. Save draft comes first in the form, so Enter in a field saves rather than pressing the
 * first list button; the list buttons post the same form, so nothing typed is lost by them.
 */
export function RecordForm({
  record,
  revision,
  missingBangla,
  stale = [],
  errors = [],
  previews = {},
  mayChangeStructure = true,
}: Props) {
  const errorsByName = new Map(errors.map((error) => [error.field, error.message]));
  return (
    <form method="post" className="mt-6" data-testid="record-form">
      <input type="hidden" name={controlNames.revision} value={revision} />
      {!mayChangeStructure && (
        <p className="mb-4 rounded-xl bg-surface px-4 py-3 ring-1 ring-ink/10" data-testid="translator-note">
          {translatorNote}
        </p>
      )}
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream/95 py-3 ring-1 ring-ink/10 sm:px-4">
        <p className="px-4 sm:px-0" data-testid="bangla-missing">
          {missingBangla === 0 ? (
            "Every text has its Bangla."
          ) : (
            <>
              <span className="font-semibold text-coral-dark">Bangla missing: {missingBangla}</span>{" "}
              {missingBangla === 1 ? "text has" : "texts have"} English only.
            </>
          )}
        </p>
        <button type="submit" name={controlNames.intent} value="save" className={`${buttonClass} mx-4 sm:mx-0`}>
          Save draft
        </button>
      </div>
      {errors.length > 0 && (
        <div role="alert" className={`mt-4 ${errorClass}`}>
          <p>
            The draft was not saved: {errors.length === 1 ? "a field needs" : `${errors.length} fields need`} a look.
          </p>
          <ul className="mt-1 list-disc pl-5 font-normal">
            {errors.map((error) => (
              <li key={error.field}>
                {error.field}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <StructureEditable value={mayChangeStructure}>
        <StaleTranslations value={new Set(stale)}>
          <MarkdownPreviews value={previews}>
            <FieldList fields={recordFields(record)} errors={errorsByName} />
          </MarkdownPreviews>
        </StaleTranslations>
      </StructureEditable>
    </form>
  );
}
