import { createContext, useContext } from "react";
import { textPairs } from "~/content/edition/bilingual.ts";
import type { Locale } from "~/content/locale.ts";
import { secondaryButtonClass } from "../staff-ui.tsx";
import { controlNames, markdownKeys } from "./field-names.ts";

/** Markdown as the public article shows it, or why it cannot be shown (an image it cannot find). */
export type RenderedPreview = { html: string } | { error: string };

/** The previews "Show preview" rendered, by field name (`body`), in both languages. */
export const MarkdownPreviews = createContext<Readonly<Record<string, Record<Locale, RenderedPreview>>>>({});

/** Whether a record has a Markdown text: its page then loads the live preview's script. */
export const hasMarkdown = (record: unknown) =>
  textPairs(record).some(({ path }) => markdownKeys.has(String(path.at(-1))));

/** What the live preview's script (content-editor-client.js) asks for the Markdown typed. */
export const markdownPreviewPath = "/staff/content/markdown-preview";

const languages = [
  { locale: "en", name: "English" },
  { locale: "bn", name: "Bangla" },
] as const;

/**
 * A Markdown text's preview, in the public article's own styles (.article-prose, app/app.css),
 * under its two text areas. Without JavaScript "Show preview" posts the form and the page comes
 * back with both languages rendered, nothing saved; with it (content-editor-client.js) each
 * language follows what is typed.
 */
export function MarkdownPreview({ name, label }: { name: string; label: string }) {
  const previews = useContext(MarkdownPreviews)[name];
  return (
    <div className="md:col-span-2" data-markdown-preview={name}>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name={controlNames.intent}
          value="preview"
          aria-label={`Show preview: ${label}`}
          className={`${secondaryButtonClass} min-h-9 px-3 text-sm`}
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
        {languages.map(({ locale, name: language }) => {
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
