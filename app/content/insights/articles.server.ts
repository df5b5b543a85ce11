import type { Locale } from "../locale.ts";
import { authorOf, buildCatalogue, type Article } from "./catalogue.ts";
import { minutesToRead } from "./reading-time.ts";
import type { RenderedArticle } from "./render-markdown.ts";

// Bundled into the server build by Vite, so that prerendering and the running server read the
// articles from the build, not from app/ on disk. An invalid article throws here, during the build.
const sources = import.meta.glob<string>("/app/insights/*/*.md", { query: "?raw", import: "default", eager: true });

export const catalogue: readonly Article[] = buildCatalogue(
  Object.entries(sources).map(([path, source]) => ({ path: path.slice(1), source })),
);

/** The articles of one language, newest first. */
export const articlesIn = (locale: Locale) => catalogue.filter((article) => article.locale === locale);

export function findArticle(locale: Locale, slug: string): Article | undefined {
  return catalogue.find((article) => article.locale === locale && article.slug === slug);
}

const rendered = new Map<Article, Promise<RenderedArticle>>();

/**
 * The article's HTML, table of contents and word count, rendered once per process. The Markdown
 * pipeline is imported on first use: pages are prerendered, so a running server seldom needs it
 * and need not load it at start-up.
 */
export function renderArticle(article: Article): Promise<RenderedArticle> {
  let result = rendered.get(article);
  if (!result) {
    result = import("./render-markdown.ts").then(({ renderMarkdown }) => {
      try {
        return renderMarkdown(article.body);
      } catch (error) {
        throw new Error(`${article.file}: ${(error as Error).message}`, { cause: error });
      }
    });
    rendered.set(article, result);
  }
  return result;
}

export const readingMinutes = async (article: Article) => minutesToRead((await renderArticle(article)).words);

/** What a list shows of an article. */
export async function articleCard(article: Article) {
  const author = authorOf(article);
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    date: article.date,
    tags: article.tags,
    minutes: await readingMinutes(article),
    author: { name: author.name, image: author.image },
  };
}
export type ArticleCard = Awaited<ReturnType<typeof articleCard>>;
