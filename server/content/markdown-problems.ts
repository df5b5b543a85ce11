import { inLanguage } from "../../app/content/edition/bilingual.ts";
import { recordId } from "../../app/content/edition/collections.ts";
import { renderMarkdown } from "../../app/content/insights/render-markdown.ts";
import { locales } from "../../app/content/locale.ts";
import type { Problem } from "./content-service.ts";

/**
 * Article bodies the site's Markdown pipeline refuses (an image from elsewhere, without alt text,
 * or not there), each named by its article and language: checked at Publish, since the page of
 * such an article would fail to render. Renders as the pages do, placeholders filled.
 */
export function markdownProblems(articles: unknown): Problem[] {
  if (!Array.isArray(articles)) return [];
  return articles.flatMap((article: { body?: unknown }) =>
    locales.flatMap((language): Problem[] => {
      const body = inLanguage(article?.body, language);
      if (typeof body !== "string" || body.trim() === "") return [];
      try {
        renderMarkdown(body);
        return [];
      } catch (error) {
        const id = recordId(article);
        return [
          { collection: "articles", ...(id ? { id } : {}), field: "body", language, message: (error as Error).message },
        ];
      }
    }),
  );
}
