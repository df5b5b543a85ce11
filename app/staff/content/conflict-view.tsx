import type { Conflict } from "~server/content/content-service.ts";
import { buttonClasses } from "../ui/button.tsx";
import { inDhaka } from "../ui/format.ts";
import { panelClasses } from "../ui/panel.tsx";
import { fieldLabel } from "~/content/model/field-paths.ts";
import type { Fields } from "~/content/model/fields.ts";
import { controlNames } from "./form/form-names.ts";
import { formValues } from "./form/form-values.ts";
import { recordDifferences } from "./record-differences.ts";
import { ValueText } from "./value-text.tsx";

/**
 * A save refused because someone saved the record after this editor loaded it: their text and
 * yours side by side, field by field, and two forms. "Keep theirs" drops yours and reloads the
 * record; "Save mine anyway" posts yours again, named against their revision, so it replaces theirs
 * knowingly. Both work without JavaScript: your text travels in hidden fields.
 */
export function ConflictView({ conflict, fields }: { conflict: Conflict; fields: Fields }) {
  const { current, attempted } = conflict;
  // The editor's own bookkeeping (the note of translations to review) is no one's text to compare.
  const differences = recordDifferences(current, attempted).filter((difference) => !difference.field.includes("$"));
  const record = attempted ?? current;
  return (
    <section
      aria-labelledby="conflict-title"
      className={`${panelClasses.plain} mt-6 ring-2 ring-saffron`}
      data-testid="conflict"
    >
      <h2 id="conflict-title" className="text-xl font-bold text-teal-deep">
        Someone else saved this record while you were editing it
      </h2>
      <p className="mt-2">
        {conflict.savedBy} saved it on <time dateTime={conflict.savedAt}>{inDhaka(conflict.savedAt)}</time>. Your text
        was not saved yet, and nothing is lost: choose which to keep.
      </p>
      <table className="mt-4 w-full table-fixed border-collapse text-left align-top">
        <caption className="sr-only">Their text and your text, for each field that differs</caption>
        <thead>
          <tr className="border-b border-ink/20">
            <th scope="col" className="w-1/4 p-2">
              Field
            </th>
            <th scope="col" className="p-2">
              Their text ({conflict.savedBy})
            </th>
            <th scope="col" className="p-2">
              Your text
            </th>
          </tr>
        </thead>
        <tbody>
          {differences.map((difference) => (
            <tr key={difference.field} className="border-b border-ink/10 align-top">
              <th scope="row" className="p-2 font-semibold break-words">
                {fieldLabel(fields, record, difference.field)}
              </th>
              <td className="p-2">
                <ValueText value={current === null ? undefined : difference.theirs} />
              </td>
              <td className="p-2">
                <ValueText value={attempted === null ? undefined : difference.yours} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-4 flex flex-wrap gap-3">
        <form method="post">
          <input type="hidden" name={controlNames.intent} value="keep-theirs" />
          <button type="submit" className={buttonClasses({ variant: "secondary" })}>
            Keep theirs
          </button>
        </form>
        <form method="post">
          <input type="hidden" name={controlNames.intent} value={attempted === null ? "remove" : "save"} />
          <input type="hidden" name={controlNames.revision} value={conflict.currentRevision} />
          {attempted !== null &&
            formValues(fields, attempted).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <button type="submit" className={buttonClasses()}>
            Save mine anyway
          </button>
        </form>
      </div>
    </section>
  );
}
