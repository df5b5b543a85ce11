import { buttonClasses } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/controls.tsx";
import type { ChoiceField, Field, GroupField, ListField } from "~/content/model/fields.ts";
import { aOrAn, isTranslated } from "~/content/model/fields.ts";
import { legendClass, ProblemText } from "./field-parts.tsx";
import { childPath, controlNames, countName, fieldId, presentName } from "./form-names.ts";
import { useFormContext, useProblem } from "./form-context.tsx";
import { ImageWidget } from "./image-widget.tsx";
import { TranslatedText } from "./text-widget.tsx";
import { ValueWidget } from "./value-widget.tsx";

const smallButtonClass = buttonClasses({ variant: "secondary", size: "small" });

type Props = { field: Field; path: string; value: unknown; context: string };

/** A label inside a sentence: "Revised on" becomes "revised on", "YouTube video id" stays as it is. */
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/**
 * A field of the record, with the widget its kind needs. An optional field the record leaves out
 * is offered to be added; one it has, to be removed (both are changes to the form, saved with it).
 */
export function FieldWidget({ field, path, value, context }: Props) {
  const { editable } = useFormContext();
  if (field.optional && value === undefined) {
    if (!editable) return null;
    return (
      <p>
        <button type="submit" name={controlNames.op} value={`include ${path}`} className={smallButtonClass}>
          Add {inSentence(field.label)}
        </button>
        {field.help && <span className="ml-2 text-sm text-ink-soft">{field.help}</span>}
      </p>
    );
  }
  const widget = <KindWidget field={field} path={path} value={value} context={context} />;
  if (!field.optional) return widget;
  return (
    <div className="grid gap-2">
      <input type="hidden" name={presentName(path)} value="1" />
      {widget}
      {editable && (
        <p>
          <button
            type="submit"
            name={controlNames.op}
            value={`exclude ${path}`}
            aria-label={`Remove ${context}${field.label}`}
            className={smallButtonClass}
          >
            Remove {inSentence(field.label)}
          </button>
        </p>
      )}
    </div>
  );
}

function KindWidget({ field, path, value, context }: Props) {
  if (isTranslated(field)) return <TranslatedText field={field} path={path} value={value} context={context} />;
  switch (field.kind) {
    case "image":
      return <ImageWidget field={field} path={path} value={value} context={context} />;
    case "group":
      return <GroupWidget field={field} path={path} value={value} context={context} />;
    case "list":
      if (field.of.kind === "choice")
        return <ChoiceSetWidget field={field} options={field.of.options} path={path} value={value} context={context} />;
      return <ListWidget field={field} path={path} value={value} context={context} />;
    case "id":
      // A new item's id is written once; after that it is its address and does not change.
      if (value === "" || value === undefined)
        return (
          <ValueWidget
            field={{ kind: "code", label: field.label, help: field.help, pattern: /./, example: "new-card" }}
            path={path}
            value=""
            context={context}
          />
        );
      return (
        <p id={fieldId(path)}>
          <span className="font-semibold">{field.label}:</span> <code>{String(value ?? "")}</code>{" "}
          <span className="text-sm text-ink-soft">(the record’s address; it does not change)</span>
        </p>
      );
    default:
      return <ValueWidget field={field} path={path} value={value} context={context} />;
  }
}

/** The fields of a record or a group, in their declared order. */
export function FieldList({
  fields,
  value,
  prefix,
  context,
}: {
  fields: GroupField["fields"];
  value: unknown;
  prefix: string;
  context: string;
}) {
  const record = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return (
    <div className="mt-4 grid gap-5">
      {Object.entries(fields).map(([key, field]) => (
        <FieldWidget key={key} field={field} path={childPath(prefix, key)} value={record[key]} context={context} />
      ))}
    </div>
  );
}

function GroupWidget({
  field,
  path,
  value,
  context,
}: {
  field: GroupField;
  path: string;
  value: unknown;
  context: string;
}) {
  const problem = useProblem(path);
  return (
    <fieldset id={fieldId(path)} className="rounded-2xl p-4 ring-1 ring-ink/10">
      <legend className={`px-1 ${legendClass}`}>{field.label}</legend>
      {field.help && <p className="text-sm text-ink-soft">{field.help}</p>}
      <ProblemText id={fieldId(path)} problem={problem} />
      <FieldList fields={field.fields} value={value} prefix={path} context={`${context}${field.label} › `} />
    </fieldset>
  );
}

const boundsText = (field: ListField) =>
  [field.min !== undefined && `at least ${field.min}`, field.max !== undefined && `at most ${field.max}`]
    .filter(Boolean)
    .join(", ");

/**
 * A list of choices (an article's tags): one box per option, ticked for those chosen. The order
 * they were chosen in is kept on save (form-reading.ts); a translator sees the chosen names.
 */
function ChoiceSetWidget({
  field,
  options,
  path,
  value,
  context,
}: {
  field: ListField;
  options: ChoiceField["options"];
  path: string;
  value: unknown;
  context: string;
}) {
  const { editable } = useFormContext();
  const problem = useProblem(path);
  const chosen = new Set((Array.isArray(value) ? value : []).map(String));
  const bounds = boundsText(field);
  return (
    <fieldset
      id={fieldId(path)}
      className="rounded-2xl p-4 ring-1 ring-ink/10"
      aria-describedby={problem ? `${fieldId(path)}-problem` : undefined}
    >
      <legend className={`px-1 ${legendClass}`}>
        <span className="sr-only">{context}</span>
        {field.label} {bounds && <span className="font-normal text-ink-soft">({bounds})</span>}
      </legend>
      <ProblemText id={fieldId(path)} problem={problem} />
      {editable ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => (
            <Checkbox
              key={option.value}
              id={fieldId(childPath(path, option.value))}
              name={path}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
              label={option.label}
              row="framed"
            />
          ))}
        </div>
      ) : (
        <p className="mt-2">
          {options
            .filter((option) => chosen.has(option.value))
            .map((option) => option.label)
            .join(", ") || <span className="text-ink-soft italic">(none)</span>}
        </p>
      )}
    </fieldset>
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list (a category's cards, a page's paragraphs, an article's tags): each item with Move up,
 * Move down and Remove, Add at the end, within the bounds its declaration gives. A translator
 * gets the items alone: their number and order are an editor's.
 */
function ListWidget({
  field,
  path,
  value,
  context,
}: {
  field: ListField;
  path: string;
  value: unknown;
  context: string;
}) {
  const { editable } = useFormContext();
  const problem = useProblem(path);
  const items = Array.isArray(value) ? value : [];
  const full = field.max !== undefined && items.length >= field.max;
  const bounds = boundsText(field);
  return (
    <fieldset id={fieldId(path)} className="rounded-2xl p-4 ring-1 ring-ink/10">
      <legend className={`px-1 ${legendClass}`}>
        {field.label}{" "}
        <span className="font-normal text-ink-soft">
          ({items.length}
          {bounds && `; ${bounds}`})
        </span>
      </legend>
      <input type="hidden" name={countName(path)} value={items.length} />
      <ProblemText id={fieldId(path)} problem={problem} />
      <ol className="grid gap-4">
        {items.map((item, index) => {
          const itemPath = childPath(path, index);
          const title = `${capital(field.item)} ${index + 1}`;
          return (
            <li key={itemPath} className="rounded-xl bg-cream/60 p-3 ring-1 ring-ink/10">
              {editable && (
                <ItemControls
                  path={itemPath}
                  label={`${context}${field.label} › ${title}`}
                  first={index === 0}
                  last={index === items.length - 1}
                />
              )}
              {field.of.kind === "group" ? (
                <fieldset id={fieldId(itemPath)}>
                  <legend className="font-semibold">{title}</legend>
                  <FieldList
                    fields={field.of.fields}
                    value={item}
                    prefix={itemPath}
                    context={`${context}${field.label} › ${title} › `}
                  />
                </fieldset>
              ) : (
                <FieldWidget
                  field={{ ...field.of, label: title }}
                  path={itemPath}
                  value={item}
                  context={`${context}${field.label} › `}
                />
              )}
            </li>
          );
        })}
      </ol>
      {editable && !full && (
        <button
          type="submit"
          name={controlNames.op}
          value={`add ${path}`}
          aria-label={`Add ${aOrAn(field.item)}: ${context}${field.label}`}
          className={`${smallButtonClass} mt-4`}
        >
          Add {aOrAn(field.item)}
        </button>
      )}
    </fieldset>
  );
}

function ItemControls({ path, label, first, last }: { path: string; label: string; first: boolean; last: boolean }) {
  const button = (op: string, text: string) => (
    <button
      type="submit"
      name={controlNames.op}
      value={`${op} ${path}`}
      aria-label={`${text}: ${label}`}
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
