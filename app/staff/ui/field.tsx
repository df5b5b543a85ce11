import { createContext, useContext, useId, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

/**
 * A labelled form field: the label, a line of help, the control (the kit's Input, TextArea or
 * Select, which take their id and ARIA from here), and the reason a post was refused right under
 * it, tied to the control with aria-describedby and aria-invalid.
 */
type Control = { id: string; describedBy: string | undefined; invalid: boolean; required: boolean };
const FieldContext = createContext<Control | null>(null);

/** The attributes a control inside a Field takes from it; outside one, none. */
export function useFieldControl() {
  const field = useContext(FieldContext);
  if (!field) return {};
  return {
    id: field.id,
    "aria-describedby": field.describedBy,
    "aria-invalid": field.invalid || undefined,
    required: field.required || undefined,
  };
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 rounded-lg bg-coral-dark/10 px-3 py-2 text-sm font-semibold text-coral-dark">
      {children}
    </p>
  );
}

/** "required" beside the label for the eye; the control's own `required` says it to screen readers. */
function RequiredMarker() {
  return (
    <span aria-hidden="true" className="text-sm text-ink-soft">
      required
    </span>
  );
}

type FieldProps = {
  label: ReactNode;
  help?: ReactNode;
  /** Why the last post was refused, about this field. */
  error?: string;
  required?: boolean;
  /** The control's id (a stable one where a test or a link points at it). */
  id?: string;
  /** Placement only (margin, grid cell). */
  className?: string;
  children: ReactNode;
};

export function Field({ label, help, error, required = false, id, className, children }: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const helpId = `${controlId}-help`;
  const errorId = `${controlId}-error`;
  const control = {
    id: controlId,
    describedBy: describedBy(help ? helpId : undefined, error ? errorId : undefined),
    invalid: !!error,
    required,
  };
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline gap-x-2">
        <label htmlFor={controlId} className="font-semibold">
          {label}
        </label>
        {required && <RequiredMarker />}
      </div>
      {help && (
        <p id={helpId} className="text-sm text-ink-soft">
          {help}
        </p>
      )}
      <div className="mt-1.5">
        <FieldContext value={control}>{children}</FieldContext>
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** A group of boxes or buttons under one legend (roles, a status), with the group's refusal. */
export function FieldGroup(props: { legend: ReactNode; error?: string; className?: string; children: ReactNode }) {
  const { legend, error, className, children } = props;
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={cn("min-w-0", className)}>
      <legend className="font-semibold wrap-anywhere">{legend}</legend>
      {children}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
