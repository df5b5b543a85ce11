import type { Conflict } from "~server/content/content-service.ts";
import { buttonClasses } from "../ui/button.tsx";
import { inDhaka } from "../ui/format.ts";
import { panelClasses } from "../ui/panel.tsx";
import { Table, TableCell, TableRow } from "../ui/table.tsx";
import { fieldLabel } from "~/content/model/field-paths.ts";
import { isBookkeepingPath } from "~/content/model/stored-problems.ts";
import type { Fields } from "~/content/model/fields.ts";
import { controlNames } from "./form/form-names.ts";
import { formValues } from "./form/form-values.ts";
import { recordDifferences } from "./record-differences.ts";
import { ValueText } from "./value-text.tsx";

/**
 * A save refused because someone saved the record after this editor loaded it and both changed
 * the same field (record-merge.server.ts merged the rest): their text and yours side by side for
 * each field both changed, and two forms. "Keep theirs" drops yours and reloads the record; "Save
 * mine anyway" posts the merge, named against their revision: yours where both changed a field,
 * their other changes kept. Both work without JavaScript: the text travels in hidden fields.
 */
export function ConflictView({ conflict, fields }: { conflict: Conflict; fields: Fields }) {
  const { current, attempted } = conflict;
  // The editor's own bookkeeping (the note of translations to review) is no one's text to compare.
  const differences = recordDifferences(current, attempted).filter(
    (difference) => !isBookkeepingPath(difference.field),
  );
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
      <Table
        caption="Their text and your text, for each field that differs"
        columns={[
          { label: "Field", kind: "words" },
          { label: `Their text (${conflict.savedBy})`, kind: "text" },
          { label: "Your text", kind: "text" },
        ]}
        className="mt-4"
      >
        {differences.map((difference) => (
          <TableRow key={difference.field}>
            <TableCell kind="words" rowHeader>
              {fieldLabel(fields, record, difference.field)}
            </TableCell>
            <TableCell kind="text">
              <ValueText
                value={current === null ? undefined : difference.theirs}
                compared={{ other: difference.yours, side: "before", differences: true }}
              />
            </TableCell>
            <TableCell kind="text">
              <ValueText
                value={attempted === null ? undefined : difference.yours}
                compared={{ other: difference.theirs, side: "after", differences: true }}
              />
            </TableCell>
          </TableRow>
        ))}
      </Table>
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
