import type { ReactNode } from "react";
import { buttonClass, errorClass } from "./staff-ui.tsx";

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
 * refused text comes back in the box with the reason tied to it for screen readers.
 */
export function DraftForm(props: Props) {
  const { intent, name, label, help, rows, submit, anchor, draft, error, className, children } = props;
  const described = [help && `${name}-help`, error && `${name}-error`].filter(Boolean).join(" ");
  return (
    <form method="post" action={anchor} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={name} className="font-semibold">
        {label}
      </label>
      {help && (
        <p id={`${name}-help`} className="mt-1 text-sm text-ink-soft">
          {help}
        </p>
      )}
      <textarea
        id={name}
        name={name}
        rows={rows}
        defaultValue={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-2 block w-full rounded-xl border border-ink/20 bg-surface p-3 text-base leading-relaxed text-ink"
      />
      {error && (
        <p id={`${name}-error`} className={`mt-2 ${errorClass}`}>
          {error}
        </p>
      )}
      {children}
      <button type="submit" className={`${buttonClass} mt-3`}>
        {submit}
      </button>
    </form>
  );
}
