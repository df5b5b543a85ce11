import { createContext } from "react";
import { fieldId } from "./field-names.ts";
import type { FormField } from "./record-fields.ts";

/**
 * Whether the person may change the record's structure (links, images, figures, ids, order, items):
 * editors and admins may; a translator may not (issue 28), so their form shows the structure as
 * text and offers no list buttons. Without this, the form would offer inputs whose every change the
 * server refuses with 403.
 */
export const StructureEditable = createContext(true);

/**
 * A structure field as read-only text, for a translator: not an input, so nothing they cannot
 * change looks changeable, and not posted (the server takes it from the stored record:
 * stored-structure.ts). The field's id stays, so that a problem's link still lands on it.
 */
export function StructureText({ field }: { field: Extract<FormField, { kind: "text" | "number" | "boolean" }> }) {
  const context = field.label.slice(0, -field.title.length);
  return (
    <dl id={fieldId(field.name)} className="md:max-w-[calc(50%-0.375rem)]">
      <dt className="font-semibold">
        {context && <span className="sr-only">{context}</span>}
        {field.title}
      </dt>
      {/* A long address breaks anywhere: `break-words` would still count it whole in the fieldsets' minimum width. */}
      <dd className="mt-1 wrap-anywhere whitespace-pre-wrap text-ink-soft">
        {field.value === "" ? <span className="italic">(empty)</span> : shown(field.value)}
      </dd>
    </dl>
  );
}

const shown = (value: string | number | boolean) =>
  typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);
