import { inLanguage, textPairs } from "~/content/edition/bilingual.ts";
import { articleImageSize } from "~/content/insights/article-images.server.ts";
import { renderMarkdownSafely } from "~/content/insights/markdown-renderer.server.ts";
import { locales, type Locale } from "~/content/locale.ts";
import { markdownKeys } from "./field-names.ts";
import type { RenderedPreview } from "./markdown-preview.tsx";

/**
 * Markdown rendered by the site's own pipeline (render-markdown.ts), with the site configuration's
 * values in place of `{brand}`, `{email}` … as a published page has them: what a visitor would read.
 */
export async function previewMarkdown(markdown: string, locale: Locale): Promise<RenderedPreview> {
  const text = inLanguage({ en: markdown, bn: markdown }, locale) as string;
  try {
    return { html: (await renderMarkdownSafely(text, { imageSize: articleImageSize })).html };
  } catch (error) {
    return { error: `This Markdown cannot be shown: ${(error as Error).message}` };
  }
}

/** Each Markdown text of a record (by its field name, `body`) rendered in both languages: "Show preview" without JavaScript. */
export async function markdownPreviews(record: unknown): Promise<Record<string, Record<Locale, RenderedPreview>>> {
  const previews: Record<string, Record<Locale, RenderedPreview>> = {};
  for (const { path, pair } of textPairs(record)) {
    if (!markdownKeys.has(String(path.at(-1)))) continue;
    const rendered = await Promise.all(
      locales.map(async (locale) => [locale, await previewMarkdown(pair[locale], locale)]),
    );
    const byLocale = Object.fromEntries(rendered);
    previews[path.join(".")] = byLocale as Record<Locale, RenderedPreview>;
  }
  return previews;
}
