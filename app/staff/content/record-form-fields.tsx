import { createContext, useContext, type ReactNode } from "react";
import { inputClass, secondaryButtonClass } from "../staff-ui.tsx";
import { MarkdownPreview } from "./markdown-preview.tsx";
import { controlNames, fieldId } from "./field-names.ts";
import type { FormField, ListItem } from "./record-fields.ts";
import { StructureEditable, StructureText } from "./structure-text.tsx";

type Errors = ReadonlyMap<string, string>;

/**
 * The paths of the record's Bangla texts that may be out of date (their English changed after
 * them; app/content/edition/translation-review.ts): each is flagged, with a box to confirm it.
 */
export const StaleTranslations = createContext<ReadonlySet<string>>(new Set());

/** The form's control a translator ticks to say a flagged Bangla text still says what the English says. */
export const confirmTranslationName = "$confirm";

const textAreaClass = "block w-full rounded-xl border border-ink/20 bg-surface p-3 text-base leading-relaxed text-ink";
// Markdown is code of a kind: its marks line up in a fixed-width face, and an article needs room.
const markdownAreaClass = `${textAreaClass} font-mono text-sm`;
const legendClass = "font-bold text-teal-deep";
const smallButtonClass = `${secondaryButtonClass} min-h-9 px-3 text-sm`;

/** The fields of a record or of a group, in the record's own order. */
export function FieldList({ fields, errors }: { fields: FormField[]; errors: Errors }) {
  return (
    <div className="mt-4 grid gap-5">
      {fields.map((field) => (
        <Field key={field.name} field={field} errors={errors} />
      ))}
    </div>
  );
}

function Field({ field, errors }: { field: FormField; errors: Errors }) {
  switch (field.kind) {
    case "identity":
      return (
        <p>
          <span className="font-semibold">{field.title}:</span> <code>{field.value}</code>{" "}
          <span className="text-sm text-ink-soft">(the record’s address; it does not change)</span>
        </p>
      );
    case "pair":
      return <PairField field={field} errors={errors} />;
    case "group":
      return (
        <fieldset id={fieldId(field.name)} className="rounded-2xl p-4 ring-1 ring-ink/10">
          <legend className={`px-1 ${legendClass}`}>{field.title}</legend>
          <FieldList fields={field.fields} errors={errors} />
        </fieldset>
      );
    case "list":
      return <ListField field={field} errors={errors} />;
    default:
      return <SingleField field={field} errors={errors} />;
  }
}

type LabelProps = { htmlFor: string; context: string; children: ReactNode; lang?: string };

/**
 * What is seen ("English", "Width"), after the field's place for screen readers ("Cards ›
 * Penetration Testing › Title, "), since a form of many cards has many "English" fields.
 */
function Label({ htmlFor, context, children, lang }: LabelProps) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block font-semibold" lang={lang}>
      {context && (
        <span className="sr-only" lang="en">
          {context}
        </span>
      )}
      {children}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-coral-dark">
      {error}
    </p>
  ) : null;
}

type Input = {
  name: string;
  value: string;
  long: boolean;
  markdown?: boolean;
  lang?: string;
  error?: string;
  describedBy?: string;
};

function TextInput({ name, value, long, markdown, lang, error, describedBy }: Input) {
  const id = fieldId(name);
  const described = [describedBy, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    lang,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  };
  if (markdown) return <textarea {...common} rows={24} spellCheck className={markdownAreaClass} />;
  return long ? (
    <textarea {...common} rows={Math.min(12, Math.max(3, Math.ceil(value.length / 70)))} className={textAreaClass} />
  ) : (
    <input {...common} type="text" className={inputClass} />
  );
}

/** English | বাংলা side by side from 768 px, one under the other on a phone. */
function PairField({ field, errors }: { field: Extract<FormField, { kind: "pair" }>; errors: Errors }) {
  const missing = field.value.en.trim() !== "" && field.value.bn.trim() === "";
  const stale = useContext(StaleTranslations).has(field.name) && !missing;
  const [en, bn] = [`${field.name}.en`, `${field.name}.bn`];
  const describedBy = missing ? `${fieldId(bn)}-missing` : stale ? `${fieldId(bn)}-stale` : undefined;
  return (
    <fieldset id={fieldId(field.name)} className="grid gap-3 md:grid-cols-2">
      <legend className={`mb-2 ${legendClass}`}>{field.title}</legend>
      <div>
        <Label htmlFor={fieldId(en)} context={`${field.label}, `}>
          English
        </Label>
        <TextInput
          name={en}
          value={field.value.en}
          long={field.long}
          markdown={field.markdown}
          lang="en"
          error={errors.get(en)}
        />
        <ErrorText id={fieldId(en)} error={errors.get(en)} />
      </div>
      <div>
        <div className="flex flex-wrap items-baseline gap-2">
          <Label htmlFor={fieldId(bn)} context={`${field.label}, `} lang="bn">
            বাংলা
          </Label>
          {missing && (
            <span id={`${fieldId(bn)}-missing`} className="rounded-full bg-saffron-soft px-2 text-sm text-ink">
              Bangla missing
            </span>
          )}
          {stale && (
            <span id={`${fieldId(bn)}-stale`} className="rounded-full bg-saffron-soft px-2 text-sm text-ink">
              Translation may be out of date: the English changed after it
            </span>
          )}
        </div>
        <TextInput
          name={bn}
          value={field.value.bn}
          long={field.long}
          markdown={field.markdown}
          lang="bn"
          error={errors.get(bn)}
          describedBy={describedBy}
        />
        <ErrorText id={fieldId(bn)} error={errors.get(bn)} />
        {stale && (
          <label className="mt-2 flex min-h-6 items-center gap-2 text-sm">
            <input type="checkbox" name={confirmTranslationName} value={field.name} className="size-5" />
            The Bangla still says the same: clear the flag
          </label>
        )}
      </div>
      {field.markdown && <MarkdownPreview name={field.name} label={field.label} />}
    </fieldset>
  );
}

/** Structure, stored once for both languages: a link, an image's file or size, a figure. */
function SingleField({
  field,
  errors,
}: {
  field: Extract<FormField, { kind: "text" | "number" | "boolean" }>;
  errors: Errors;
}) {
  const editable = useContext(StructureEditable);
  const id = fieldId(field.name);
  const error = errors.get(field.name);
  if (!editable) return <StructureText field={field} />;
  const invalid = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
  return (
    <div className="md:max-w-[calc(50%-0.375rem)]">
      <Label htmlFor={id} context={field.label.slice(0, -field.title.length)}>
        {field.title}
      </Label>
      {field.kind === "text" && <TextInput name={field.name} value={field.value} long={field.long} error={error} />}
      {field.kind === "number" && (
        <input
          id={id}
          name={field.name}
          type="number"
          step="any"
          defaultValue={field.value}
          className={inputClass}
          {...invalid}
        />
      )}
      {field.kind === "boolean" && (
        <select id={id} name={field.name} defaultValue={String(field.value)} className={inputClass} {...invalid}>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

/**
 * A list (a category's cards, a page's paragraphs): each item with Move up, Move down and Remove;
 * Add at the end. Without the right to change structure, the items alone (their number and order
 * are an editor's).
 */
function ListField({ field, errors }: { field: Extract<FormField, { kind: "list" }>; errors: Errors }) {
  const editable = useContext(StructureEditable);
  return (
    <fieldset id={fieldId(field.name)} className="rounded-2xl p-4 ring-1 ring-ink/10">
      <legend className={`px-1 ${legendClass}`}>
        {field.title} <span className="font-normal text-ink-soft">({field.items.length})</span>
      </legend>
      <ol className="grid gap-4">
        {field.items.map((item, index) => (
          <li key={item.name} className="rounded-xl bg-cream/60 p-3 ring-1 ring-ink/10">
            {editable && <ItemControls item={item} first={index === 0} last={index === field.items.length - 1} />}
            {field.of === "records" ? (
              <fieldset id={fieldId(item.name)}>
                <legend className="font-semibold">{item.title}</legend>
                <FieldList fields={item.fields} errors={errors} />
              </fieldset>
            ) : (
              <FieldList fields={item.fields} errors={errors} />
            )}
          </li>
        ))}
      </ol>
      {editable && field.items.length > 0 && (
        <button
          type="submit"
          name={controlNames.op}
          value={`add ${field.name}`}
          aria-label={`Add to ${field.label}`}
          className={`${smallButtonClass} mt-4`}
        >
          Add to {field.title}
        </button>
      )}
    </fieldset>
  );
}

function ItemControls({ item, first, last }: { item: ListItem; first: boolean; last: boolean }) {
  const button = (op: string, text: string) => (
    <button
      type="submit"
      name={controlNames.op}
      value={`${op} ${item.name}`}
      aria-label={`${text}: ${item.label}`}
      className={smallButtonClass}
    >
      {text}
    </button>
  );
  return (
    <div className="mb-2 flex flex-wrap justify-end gap-2">
      {!first && button("up", "Move up")}
      {!last && button("down", "Move down")}
      {button("remove", "Remove")}
    </div>
  );
}
