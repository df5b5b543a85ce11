import type { TextField } from "~/content/model/fields.ts";
import { languages, sourceLanguage } from "~/content/model/languages.ts";
import { MarkdownPreview } from "../markdown-preview.tsx";
import {
  describedBy,
  Help,
  Label,
  legendClass,
  markdownAreaClass,
  ProblemText,
  textAreaClass,
} from "./field-parts.tsx";
import { childPath, controlNames, fieldId } from "./form-names.ts";
import { ValueText } from "../value-text.tsx";
import { useFormContext, useProblem } from "./form-context.tsx";
import { inputClasses } from "../../ui/controls.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { cn } from "~/lib/cn.ts";

type Texts = Readonly<Record<string, string>>;

type Props = { field: TextField; path: string; value: unknown; context: string };

/** A text in every language, side by side from 768 px (one under the other on a phone). */
export function TranslatedText({ field, path, value, context }: Props) {
  const texts = (typeof value === "object" && value !== null ? value : {}) as Texts;
  const { stale } = useFormContext();
  const groupProblem = useProblem(path);
  return (
    <fieldset id={fieldId(path)} className="grid gap-3 md:grid-cols-2">
      <legend className={`mb-2 ${legendClass}`}>
        {field.label}
        {!field.optional && <span className="sr-only"> (required)</span>}
      </legend>
      {field.help && (
        <div className="md:col-span-2">
          <Help path={path} text={field.help} />
        </div>
      )}
      {languages.map((language) => (
        <OneLanguage
          key={language.code}
          field={field}
          path={path}
          code={language.code}
          name={language.nativeName}
          dir={language.dir}
          text={texts[language.code] ?? ""}
          source={texts[sourceLanguage] ?? ""}
          stale={stale.has(path)}
          context={`${context}${field.label}, `}
        />
      ))}
      <div className="md:col-span-2">
        <ProblemText id={fieldId(path)} problem={groupProblem} />
      </div>
      {field.lines === "markdown" && <MarkdownPreview name={path} label={field.label} />}
    </fieldset>
  );
}

type OneProps = {
  field: TextField;
  path: string;
  code: string;
  name: string;
  dir: "ltr" | "rtl";
  text: string;
  source: string;
  stale: boolean;
  context: string;
};

function OneLanguage({ field, path, code, name, dir, text, source, stale, context }: OneProps) {
  const inputName = childPath(path, code);
  const id = fieldId(inputName);
  const problem = useProblem(path, code);
  const before = useFormContext().englishBefore?.[path];
  const translation = code !== sourceLanguage;
  const missing = translation && source.trim() !== "" && text.trim() === "";
  const flagged = translation && stale && !missing;
  const changed = flagged && before !== undefined && field.lines !== "markdown";
  const badge = missing ? `${id}-missing` : flagged ? `${id}-stale${changed ? ` ${id}-changed` : ""}` : undefined;
  const common = {
    id,
    name: inputName,
    lang: code,
    dir,
    defaultValue: text,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy(id, { problem: Boolean(problem), extra: badge }),
  };
  return (
    <div>
      <div className="flex flex-wrap items-baseline gap-2">
        <Label htmlFor={id} context={context} lang={code}>
          {name}
        </Label>
        {missing && (
          <span id={`${id}-missing`} className="rounded-full bg-saffron-soft px-2 text-sm text-ink">
            Translation missing
          </span>
        )}
        {flagged && (
          <span id={`${id}-stale`} className="rounded-full bg-saffron-soft px-2 text-sm text-ink">
            Translation may be out of date: the English changed after it
          </span>
        )}
      </div>
      {changed && (
        <p id={`${id}-changed`} className="mt-1 grid gap-1 text-sm" lang={sourceLanguage}>
          <span>
            <span className="font-semibold">The English was: </span>
            <ValueText value={before} compared={{ other: source, side: "before" }} />
          </span>
          <span>
            <span className="font-semibold">It is now: </span>
            <ValueText value={source} compared={{ other: before, side: "after" }} />
          </span>
        </p>
      )}
      {field.lines === "one" ? (
        <input {...common} type="text" className={inputClasses.full} />
      ) : (
        <textarea
          {...common}
          rows={field.lines === "markdown" ? 24 : Math.min(12, Math.max(3, Math.ceil(text.length / 70)))}
          spellCheck
          className={field.lines === "markdown" ? markdownAreaClass : textAreaClass}
        />
      )}
      <ProblemText id={id} problem={problem} />
      {field.lines === "markdown" && (
        <button
          type="button"
          hidden
          className={cn(buttonClasses({ variant: "secondary", size: "small" }), "mt-2")}
          data-insert-image={id}
          aria-label={`Insert an image: ${context}${name}`}
        >
          Insert an image
        </button>
      )}
      {flagged && (
        <label className="mt-2 flex min-h-6 items-center gap-2 text-sm">
          <input type="checkbox" name={controlNames.confirm} value={path} className="size-5" />
          The translation still says the same: clear the flag
        </label>
      )}
    </div>
  );
}
