import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";
import { FieldError, useFieldControl } from "./field.tsx";

/**
 * Form controls with one look: 44 px tall, a border that turns coral and thicker when the field
 * was refused. Inside a Field they take their id, description and state from it. `width` is the
 * only choice; a caller adds placement only.
 */
type Width = "full" | "auto";

const boxClasses: Record<Width, string> = {
  full: "min-h-11 w-full rounded-xl border border-ink/20 bg-surface px-3 text-base text-ink placeholder:text-ink-soft/80 aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-dark",
  auto: "min-h-11 w-auto max-w-full rounded-xl border border-ink/20 bg-surface px-3 text-base text-ink placeholder:text-ink-soft/80 aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-dark",
};
const areaClass =
  "block w-full rounded-xl border border-ink/20 bg-surface p-3 text-base leading-relaxed text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-coral-dark";

/** The look of a text box, for the staff pages that do not render the kit's control (the content editor). */
export const inputClasses = boxClasses;

export function Input({ width = "full", className, ...props }: { width?: Width } & ComponentProps<"input">) {
  return <input {...useFieldControl()} className={cn(boxClasses[width], className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea {...useFieldControl()} className={cn(areaClass, className)} {...props} />;
}

export function Select({ width = "full", className, ...props }: { width?: Width } & ComponentProps<"select">) {
  return <select {...useFieldControl()} className={cn(boxClasses[width], className)} {...props} />;
}

/**
 * A box with its label and, under it, what ticking it means (read out with it), and why a post
 * was refused about it. A 24 px box; `framed` draws the row as a card, for a choice among several.
 */
const rowClasses = {
  plain: "flex items-start gap-3",
  framed: "flex min-h-11 items-start gap-3 rounded-xl p-2 ring-1 ring-ink/10",
} as const;
const boxToneClasses = {
  plain: "mt-0.5 size-6 shrink-0 accent-teal-deep",
  danger: "mt-0.5 size-6 shrink-0 accent-coral-dark",
} as const;

type CheckboxProps = Omit<ComponentProps<"input">, "type" | "className"> & {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  row?: keyof typeof rowClasses;
  tone?: keyof typeof boxToneClasses;
  className?: string;
};

export function Checkbox(props: CheckboxProps) {
  const { label, description, error, row = "plain", tone = "plain", className, id, ...input } = props;
  const ownId = useId();
  const boxId = id ?? ownId;
  const descriptionId = `${boxId}-help`;
  const errorId = `${boxId}-error`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className={cn(rowClasses[row], className)}>
      <input
        id={boxId}
        type="checkbox"
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className={boxToneClasses[tone]}
        {...input}
      />
      <div className="min-w-0 wrap-anywhere">
        <label htmlFor={boxId} className="font-semibold">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-ink-soft">
            {description}
          </p>
        )}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    </div>
  );
}
