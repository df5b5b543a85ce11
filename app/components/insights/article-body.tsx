import type { TocEntry } from "~/content/insights/render-markdown.ts";
import { insightsCopy } from "~/content/insights/copy.ts";
import type { Locale } from "~/content/locale.ts";

/**
 * The article's text, rendered from its Markdown at build time (app/content/insights/render-markdown.ts):
 * the agency's own files, never a visitor's input. Long articles open with their table of contents.
 */
export function ArticleBody({ html, toc, locale }: { html: string; toc: readonly TocEntry[]; locale: Locale }) {
  const copy = insightsCopy[locale];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      {toc.length > 0 && (
        <nav aria-labelledby="contents-heading" className="mb-10 rounded-2xl bg-surface p-6 ring-1 ring-ink/10">
          <h2 id="contents-heading" className="text-lg font-bold text-teal-deep">
            {copy.contents}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 ps-5 marker:text-ink-soft">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="inline-flex min-h-6 items-center text-teal-deep underline decoration-saffron underline-offset-4 hover:text-teal"
                >
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="article-prose" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
