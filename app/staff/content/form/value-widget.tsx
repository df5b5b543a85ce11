import type { Field } from "~/content/model/fields.ts";
import { inputClasses } from "../../ui/controls.tsx";
import { describedBy, Help, Label, ProblemText, textAreaClass } from "./field-parts.tsx";
import { fieldId } from "./form-names.ts";
import { useFormContext, useProblem } from "./form-context.tsx";

/** The fields that hold one value, the same in every language. */
export type ValueField = Extract<
  Field,
  {
    kind:
      "text" | "number" | "link" | "page" | "email" | "phone" | "code" | "date" | "boolean" | "choice" | "reference";
  }
>;

type Props = { field: ValueField; path: string; value: unknown; context: string };

const asText = (field: ValueField, value: unknown): string => {
  if (value === undefined || value === null) return "";
  if (field.kind === "phone") return String((value as { display?: unknown }).display ?? "");
  return String(value);
};

const inputTypes = { link: "url", email: "email", date: "date", number: "number" } as const;

/**
 * One value, with the control its kind needs: a choice or a reference is a select of what it may
 * be, a date a date input, a yes/no a checkbox, a phone one number (its link form is derived). A
 * translator reads it as text: structure is an editor's.
 */
export function ValueWidget({ field, path, value, context }: Props) {
  const { editable, records, pages } = useFormContext();
  const id = fieldId(path);
  const problem = useProblem(path);
  const text = asText(field, value);
  if (!editable) return <ReadOnly field={field} path={path} text={text} context={context} />;
  const common = {
    id,
    name: path,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy(id, { help: Boolean(field.help), problem: Boolean(problem) }),
  };
  const options =
    field.kind === "choice"
      ? field.options.map((option) => ({ value: option.value, label: option.label }))
      : field.kind === "reference"
        ? (records[field.collection] ?? []).map((record) => ({ value: record.id, label: record.name }))
        : field.kind === "page"
          ? pages.map((page) => ({ value: page.path, label: `${page.name} (${page.path})` }))
          : undefined;
  let control;
  if (options) {
    const known = options.some((option) => option.value === text);
    control = (
      <select {...common} defaultValue={text} className={inputClasses.full}>
        {!known && <option value={text}>{text === "" ? "Choose…" : `${text} (not offered: choose another)`}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "boolean") {
    control = <input {...common} type="checkbox" value="true" defaultChecked={value === true} className="size-6" />;
  } else if (field.kind === "text" && field.lines !== "one") {
    control = <textarea {...common} defaultValue={text} rows={3} className={textAreaClass} />;
  } else {
    const type = field.kind in inputTypes ? inputTypes[field.kind as keyof typeof inputTypes] : "text";
    const extra =
      field.kind === "number"
        ? { step: field.integer ? 1 : "any", min: field.min, max: field.max, inputMode: "numeric" as const }
        : field.kind === "phone"
          ? { type: "tel", autoComplete: "off", placeholder: "+880 1712-345678" }
          : field.kind === "code"
            ? { placeholder: field.example, spellCheck: false }
            : {};
    control = <input {...common} type={type} defaultValue={text} className={inputClasses.full} {...extra} />;
  }
  return (
    <div className={field.kind === "boolean" ? "flex flex-wrap items-center gap-3" : "md:max-w-[calc(50%-0.375rem)]"}>
      <Label htmlFor={id} context={context} required={!field.optional && field.kind !== "boolean"}>
        {field.label}
      </Label>
      <Help path={path} text={field.help} />
      {control}
      <ProblemText id={id} problem={problem} />
    </div>
  );
}

/** A value shown to someone who may not change it, with its id, so that a problem's link lands on it. */
function ReadOnly({ field, path, text, context }: { field: ValueField; path: string; text: string; context: string }) {
  const shown = field.kind === "boolean" ? (text === "true" ? "Yes" : "No") : text;
  const option = field.kind === "choice" ? field.options.find((choice) => choice.value === text)?.label : undefined;
  return (
    <dl id={fieldId(path)} className="md:max-w-[calc(50%-0.375rem)]">
      <dt className="font-semibold">
        {context && <span className="sr-only">{context}</span>}
        {field.label}
      </dt>
      <dd className="mt-1 wrap-anywhere whitespace-pre-wrap text-ink-soft">
        {shown === "" ? <span className="italic">(empty)</span> : (option ?? shown)}
      </dd>
    </dl>
  );
}
