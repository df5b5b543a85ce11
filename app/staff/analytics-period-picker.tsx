import { type PeriodField, presetLabels, presets } from "~server/analytics/analytics-period.ts";
import { buttonClass, inputClass, secondaryButtonClass } from "./staff-ui.tsx";

type Props = {
  /** The period shown, or null when the URL asked for one that is not valid. */
  current: { kind: string; from: string; to: string } | null;
  errors: { field: PeriodField; message: string }[];
  input: { from: string; to: string };
  today: string;
};

const errorId = (field: PeriodField) => `period-${field}-error`;

/** Preset periods as links, a custom one as a GET form: both work without JavaScript and give a shareable URL. */
export function PeriodPicker({ current, errors, input, today }: Props) {
  const errorFor = (field: PeriodField) => errors.find((error) => error.field === field);
  const dateField = (field: "from" | "to", label: string) => {
    const error = errorFor(field);
    return (
      <div>
        <label htmlFor={`period-${field}`} className="mb-1 block font-semibold">
          {label}
        </label>
        <input
          id={`period-${field}`}
          name={field}
          type="date"
          max={today}
          required
          defaultValue={current?.kind === "custom" ? current[field] : input[field]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(field) : undefined}
          className={inputClass}
        />
        {error && (
          <p id={errorId(field)} className="mt-1 text-sm font-semibold text-coral-dark">
            {error.message}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-[auto_1fr] lg:items-end">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <li key={preset}>
              <a
                href={`/staff/analytics?period=${preset}`}
                aria-current={current?.kind === preset ? "page" : undefined}
                className={current?.kind === preset ? buttonClass : secondaryButtonClass}
              >
                {presetLabels[preset]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form
        method="get"
        action="/staff/analytics"
        aria-label="Custom period"
        noValidate
        className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end lg:ml-auto"
      >
        <input type="hidden" name="period" value="custom" />
        {dateField("from", "From")}
        {dateField("to", "To")}
        <button type="submit" className={`${buttonClass} col-span-2 sm:col-span-1`}>
          Show period
        </button>
      </form>
      {errors.length > 0 && (
        <p role="alert" className="rounded-xl bg-coral-dark/10 px-4 py-3 font-semibold text-coral-dark lg:col-span-2">
          That period cannot be shown. {errorFor("period")?.message ?? "Check the dates of the custom period."}
        </p>
      )}
    </div>
  );
}
