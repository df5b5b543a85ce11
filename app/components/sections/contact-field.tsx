import type { ContactFieldSpec } from "~/content/contact-form.ts";
import { cn } from "~/lib/cn.ts";

type ContactFieldProps = { spec: ContactFieldSpec; error?: string; defaultValue?: string };

const inputClass =
  "mt-1.5 block w-full rounded-xl border bg-surface px-4 py-3 text-base text-ink shadow-sm placeholder:text-ink-soft/60 focus:border-teal";

/** One labelled, required form field with its server error beside it (aria-invalid/-describedby). */
export function ContactField({ spec, error, defaultValue }: ContactFieldProps) {
  const id = `contact-${spec.name}`;
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: spec.name,
    required: true,
    maxLength: spec.maxLength,
    autoComplete: spec.autoComplete,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: cn(inputClass, error ? "border-coral-dark ring-1 ring-coral-dark" : "border-ink/20"),
  };
  return (
    <div className={spec.name === "message" || spec.name === "subject" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="font-semibold text-ink">
        {spec.label}
        <span aria-hidden="true" className="text-coral-dark">
          *
        </span>
      </label>
      {spec.type === "textarea" ? <textarea {...shared} rows={spec.rows} /> : <input {...shared} type={spec.type} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-coral-dark">
          {error}
        </p>
      )}
    </div>
  );
}
