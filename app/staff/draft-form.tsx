import type { ReactNode } from "react";
import { Button } from "./ui/button.tsx";
import { TextArea } from "./ui/controls.tsx";
import { Field } from "./ui/field.tsx";

type Props = {
  /** The action's `intent`, and the text field's name and id. */
  intent: string;
  name: string;
  label: ReactNode;
  /** A line under the label, read out with the field. */
  help?: ReactNode;
  rows: number;
  submit: string;
  /** Where the page scrolls back to after the POST (the section's id, with #). */
  anchor: string;
  /** What was typed when the text was refused, so nothing is lost, and why it was refused. */
  draft?: string;
  error?: string;
  className?: string;
  /** Further fields of the form, under the text box (a reply's "Quote the message"). */
  children?: ReactNode;
};

/**
 * A plain POST form with one text box (a reply, a note): it works without JavaScript, and a
 * refused text comes back in the box with the reason beside it, tied to it for screen readers.
 */
export function DraftForm(props: Props) {
  const { intent, name, label, help, rows, submit, anchor, draft, error, className, children } = props;
  return (
    <form method="post" action={anchor} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <Field id={name} label={label} help={help} error={error}>
        <TextArea name={name} rows={rows} defaultValue={draft} />
      </Field>
      {children}
      <Button type="submit" className="mt-3">
        {submit}
      </Button>
    </form>
  );
}
