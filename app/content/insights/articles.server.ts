import type { Locale } from "../locale.ts";
import { siteContent } from "../site-content.ts";
import { authorOf } from "./article-relations.ts";
import type { Article } from "./catalogue.ts";
import { insightImagePath } from "./insights-paths.ts";
import { minutesToRead } from "./reading-time.ts";
import { articleImageSize } from "./article-images.server.ts";
import type { RenderedArticle } from "./render-markdown.ts";

type Records = ReturnType<typeof siteContent>["articles"];

/** Each edition's articles in one language, built once: an edition is never changed in place. */
const catalogues = new WeakMap<Records, Article[]>();

/**
 * The articles of one language, newest first: the current edition's `articles` collection
 * (edition-source.ts), so that a published edit, a new article or a removed one shows on the next
 * render (decision 022). The build prerenders the initial edition, read from app/insights.
 */
export function articlesIn(locale: Locale): readonly Article[] {
  const records = siteContent(locale).articles;
  let articles = catalogues.get(records);
  if (!articles) {
    articles = records
      .map((record) => ({ ...record, locale, file: `articles › ${record.slug} (${locale})` }))
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    catalogues.set(records, articles);
  }
  return articles;
}

export function findArticle(locale: Locale, slug: string): Article | undefined {
  return articlesIn(locale).find((article) => article.slug === slug);
}

const rendered = new WeakMap<Article, Promise<RenderedArticle>>();

/**
 * The article's HTML, table of contents and word count, rendered once per article object (a new
 * edition brings new ones; an old edition's are dropped with it), in the Markdown worker: its body
 * is staff text (markdown-renderer.server.ts). The renderer is imported on first use: pages are
 * prerendered, so a running server seldom needs it and need not load it at start-up. A render
 * that failed (an upload not found while the store was down) is tried again next time.
 */
export function renderArticle(article: Article): Promise<RenderedArticle> {
  let result = rendered.get(article);
  if (!result) {
    result = import("./markdown-renderer.server.ts").then(({ renderMarkdownSafely }) =>
      renderMarkdownSafely(article.body, { imageSize: articleImageSize }).catch((error: unknown) => {
        rendered.delete(article);
        throw new Error(`${article.file}: ${(error as Error).message}`, { cause: error });
      }),
    );
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

/**
 * The article's Open Graph image: a card showing its title, author and date in its language,
 * drawn by the build for the initial edition and drawn again by the running server whenever what
 * it shows changes, a new article's among them (server/pages/og-card-refresh.server.ts).
 */
export function articleImagePath(article: Article): string {
  return insightImagePath(article.locale, article.slug);
}
