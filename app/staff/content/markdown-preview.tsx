import { buttonClasses } from "../ui/button.tsx";
import type { Fields } from "~/content/model/fields.ts";
import { languages } from "~/content/model/languages.ts";
import { useFormContext } from "./form/form-context.tsx";
import { controlNames } from "./form/form-names.ts";

/** The paths of a collection's Markdown texts (an article's body): top-level fields, as the model declares them. */
export const markdownFields = (fields: Fields) =>
  Object.entries(fields).flatMap(([key, field]) => (field.kind === "text" && field.lines === "markdown" ? [key] : []));

/** Whether a collection has a Markdown text: its records' pages then load the live preview's script. */
export const hasMarkdownField = (fields: Fields) => markdownFields(fields).length > 0;

/** What the live preview's script (editor-client/markdown-preview.js) asks for the Markdown typed. */
export const markdownPreviewPath = "/staff/content/markdown-preview";

/**
 * A Markdown text's preview, in the public article's own styles (.article-prose, app/app.css),
 * under its two text areas. Without JavaScript "Show preview" posts the form and the page comes
 * back with both languages rendered, nothing saved; with it (editor-client/markdown-preview.js) each
 * language follows what is typed.
 */
export function MarkdownPreview({ name, label }: { name: string; label: string }) {
  const previews = useFormContext().previews[name];
  return (
    <div className="md:col-span-2" data-markdown-preview={name}>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name={controlNames.intent}
          value="preview"
          aria-label={`Show preview: ${label}`}
          className={buttonClasses({ variant: "secondary", size: "small" })}
        >
          Show preview
        </button>
        <p className="text-sm text-ink-soft" data-preview-status role="status">
          {previews
            ? "Preview of the text above; nothing was saved."
            : "The preview shows the text as visitors will read it."}
        </p>
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {languages.map(({ code: locale, name: language, dir }) => {
          const preview = previews?.[locale];
          return (
            <section
              key={locale}
              aria-label={`Preview, ${language}`}
              className="max-h-[40rem] overflow-auto rounded-xl bg-surface p-4 ring-1 ring-ink/10"
              data-testid={`preview-${locale}`}
            >
              <p className="text-sm font-semibold text-coral-dark empty:hidden" data-preview-error>
                {preview && "error" in preview ? preview.error : ""}
              </p>
              <div
                lang={locale}
                dir={dir}
                className="article-prose"
                data-preview-language={locale}
                dangerouslySetInnerHTML={{ __html: preview && "html" in preview ? preview.html : "" }}
              />
            </section>
          );
        })}
      </div>
    </div>
  );
}
