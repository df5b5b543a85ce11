import { inLanguage } from "~/content/edition/bilingual.ts";
import type { Fields } from "~/content/model/fields.ts";
import { languageCodes } from "~/content/model/languages.ts";
import { articleImageSize } from "~/content/insights/article-images.server.ts";
import { renderMarkdownSafely } from "~/content/insights/markdown-renderer.server.ts";
import { locales, type Locale } from "~/content/locale.ts";
import type { RenderedPreview } from "./form/form-context.tsx";
import { markdownFields } from "./markdown-preview.tsx";

/**
 * Markdown rendered by the site's own pipeline (render-markdown.ts), with the site configuration's
 * values in place of `{brand}`, `{email}` … as a published page has them: what a visitor would read.
 */
export async function previewMarkdown(markdown: string, locale: Locale): Promise<RenderedPreview> {
  const text = inLanguage(Object.fromEntries(languageCodes.map((code) => [code, markdown])), locale) as string;
  try {
    return { html: (await renderMarkdownSafely(text, { imageSize: articleImageSize })).html };
  } catch (error) {
    return { error: `This Markdown cannot be shown: ${(error as Error).message}` };
  }
}

/** Each Markdown text of a record (by its field name, `body`) rendered in every language: "Show preview" without JavaScript. */
export async function markdownPreviews(
  fields: Fields,
  record: unknown,
): Promise<Record<string, Record<Locale, RenderedPreview>>> {
  const previews: Record<string, Record<Locale, RenderedPreview>> = {};
  const value = (typeof record === "object" && record !== null ? record : {}) as Record<
    string,
    Record<string, string> | undefined
  >;
  for (const key of markdownFields(fields)) {
    const texts = value[key] ?? {};
    const rendered = await Promise.all(
      locales.map(async (locale) => [locale, await previewMarkdown(texts[locale] ?? "", locale)] as const),
    );
    previews[key] = Object.fromEntries(rendered) as Record<Locale, RenderedPreview>;
  }
  return previews;
}
