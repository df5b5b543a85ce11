import type { Conflict } from "~server/content/content-service.ts";
import { buttonClass, inDhaka, panelClass, secondaryButtonClass } from "../staff-ui.tsx";
import { fieldLabel } from "./field-label.ts";
import { controlNames } from "./field-names.ts";
import { recordDifferences } from "./record-differences.ts";
import { formValues } from "./record-fields.ts";
import { ValueText } from "./value-text.tsx";

/**
 * A save refused because someone saved the record after this editor loaded it: their text and
 * yours side by side, field by field, and two forms. "Keep theirs" drops yours and reloads the
 * record; "Save mine anyway" posts yours again, named against their revision, so it replaces theirs
 * knowingly. Both work without JavaScript: your text travels in hidden fields.
 */
export function ConflictView({ conflict }: { conflict: Conflict }) {
  const { current, attempted } = conflict;
  const differences = recordDifferences(current, attempted);
  const record = attempted ?? current;
  return (
    <section
      aria-labelledby="conflict-title"
      className={`${panelClass} mt-6 ring-2 ring-saffron`}
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
                {difference.field === "" ? "The whole record" : fieldLabel(record, difference.field)}
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
          <button type="submit" className={secondaryButtonClass}>
            Keep theirs
          </button>
        </form>
        <form method="post">
          <input type="hidden" name={controlNames.intent} value={attempted === null ? "remove" : "save"} />
          <input type="hidden" name={controlNames.revision} value={conflict.currentRevision} />
          {attempted !== null &&
            formValues(attempted).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
          <button type="submit" className={buttonClass}>
            Save mine anyway
          </button>
        </form>
      </div>
    </section>
  );
}
