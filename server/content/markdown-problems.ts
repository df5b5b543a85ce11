import { inLanguage } from "../../app/content/edition/bilingual.ts";
import { recordId } from "../../app/content/edition/collections.ts";
import { renderMarkdownSafely } from "../../app/content/insights/markdown-renderer.server.ts";
import type { ImageSizeOf } from "../../app/content/insights/render-markdown.ts";
import { locales } from "../../app/content/locale.ts";
import type { Problem } from "./content-service.ts";

/**
 * Bodies rendered without a problem, by their text, with the images they show: a body unchanged
 * since is not rendered again (only its images are looked up again, since an upload may be gone).
 * Publish judges every article; most of them have not changed since the last time.
 */
const renderedBodies = new Map<string, readonly string[]>();
const maxRemembered = 500;

/** A body publishing judges under its lock that was not rendered just before (it changed in between). */
export const notRenderedYet = "this article changed while it was being published, so it was not checked: publish again";

async function bodyProblem(body: string, imageSize: ImageSizeOf, render: boolean): Promise<string | undefined> {
  const images = renderedBodies.get(body);
  if (images) {
    const missing: string[] = [];
    for (const src of images) {
      const size = await imageSize(src);
      if ("problem" in size) missing.push(`image ${src}: ${size.problem}`);
    }
    return missing.length ? missing.join("; ") : undefined;
  }
  if (!render) return notRenderedYet;
  try {
    const rendered = await renderMarkdownSafely(body, { imageSize });
    if (renderedBodies.size >= maxRemembered) renderedBodies.delete(renderedBodies.keys().next().value!);
    renderedBodies.set(body, rendered.images);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Article bodies the site's Markdown pipeline refuses (an image not of the site, without alt text
 * or not there, a link that is not a web address or a path, a body beyond the limits or too slow
 * to render), each named by its article and language: checked at Publish, since the page of such
 * an article would fail to render. Rendered as the pages are, in the Markdown worker; with
 * `render` false (inside a transaction), only bodies rendered before are judged.
 */
export async function markdownProblems(
  articles: unknown,
  imageSize: ImageSizeOf,
  options: { render: boolean },
): Promise<Problem[]> {
  if (!Array.isArray(articles)) return [];
  const problems: Problem[] = [];
  for (const article of articles as { body?: unknown }[]) {
    for (const language of locales) {
      const body = inLanguage(article?.body, language);
      if (typeof body !== "string" || body.trim() === "") continue;
      const message = await bodyProblem(body, imageSize, options.render);
      if (message === undefined) continue;
      const id = recordId(article);
      problems.push({ collection: "articles", ...(id ? { id } : {}), field: "body", language, message });
    }
  }
  return problems;
}
