import { type PeriodField, presetLabels, presets } from "~server/analytics/analytics-period.ts";
import { Button, LinkButton } from "./ui/button.tsx";
import { Input } from "./ui/controls.tsx";
import { Field } from "./ui/field.tsx";
import { Notice } from "./ui/notice.tsx";

type Props = {
  /** The period shown, or null when the URL asked for one that is not valid. */
  current: { kind: string; from: string; to: string } | null;
  errors: { field: PeriodField; message: string }[];
  input: { from: string; to: string };
  today: string;
};

/** Preset periods as links, a custom one as a GET form: both work without JavaScript and give a shareable URL. */
export function PeriodPicker({ current, errors, input, today }: Props) {
  const errorFor = (field: PeriodField) => errors.find((error) => error.field === field);
  const dateField = (field: "from" | "to", label: string) => {
    return (
      <Field id={`period-${field}`} label={label} error={errorFor(field)?.message}>
        <Input
          name={field}
          type="date"
          max={today}
          required
          defaultValue={current?.kind === "custom" ? current[field] : input[field]}
        />
      </Field>
    );
  };
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-[auto_1fr] lg:items-end">
      <nav aria-label="Period">
        <ul className="flex flex-wrap gap-2">
          {presets.map((preset) => (
            <li key={preset}>
              <LinkButton
                href={`/staff/analytics?period=${preset}`}
                aria-current={current?.kind === preset ? "page" : undefined}
                variant={current?.kind === preset ? "primary" : "secondary"}
              >
                {presetLabels[preset]}
              </LinkButton>
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
        <Button type="submit" className="col-span-2 sm:col-span-1">
          Show period
        </Button>
      </form>
      {errors.length > 0 && (
        <Notice tone="error" className="lg:col-span-2">
          That period cannot be shown. {errorFor("period")?.message ?? "Check the dates of the custom period."}
        </Notice>
      )}
    </div>
  );
}
