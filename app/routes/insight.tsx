import { data } from "react-router";
import type { Route } from "./+types/insight";
import { ArticleBody } from "~/components/insights/article-body.tsx";
import { ArticleFooter } from "~/components/insights/article-footer.tsx";
import { ArticleHeader } from "~/components/insights/article-header.tsx";
import {
  articleCard,
  articleImagePath,
  articlesIn,
  readingMinutes,
  renderArticle,
} from "~/content/insights/articles.server.ts";
import { authorOf, categoryOf } from "~/content/insights/article-relations.ts";
import { insightsCopy } from "~/content/insights/copy.ts";
import { insightPath, insightsFeedPath } from "~/content/insights/insights-paths.ts";
import { insightTags } from "~/content/insights/tags.ts";
import { siteContent } from "~/content/site-content.ts";
import { categoryPath, localeFromPath, paths, requestedPage, unlocalizedPath } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";

/** One module for every article, in both languages: the last path segment names it. */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = requestedPage(request);
  const locale = localeFromPath(pathname);
  const articles = articlesIn(locale);
  const index = articles.findIndex((candidate) => insightPath(candidate.slug) === unlocalizedPath(pathname));
  const article = articles[index];
  if (!article) throw data(null, { status: 404 });
  const { html, toc } = await renderArticle(article);
  const author = authorOf(article);
  const category = categoryOf(article);
  // The list is newest first: the previous article is the older one.
  const older = articles[index + 1];
  const newer = articles[index - 1];
  return {
    locale,
    article: {
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      date: article.date,
      updated: article.updated,
      tags: article.tags,
      minutes: await readingMinutes(article),
      image: articleImagePath(article),
    },
    html,
    // A table of contents helps once an article has more sections than a screen shows at once.
    toc: toc.length >= 4 ? toc : [],
    author: { id: author.id, name: author.name, role: author.role, image: author.image },
    category: { name: category.name, summary: category.summary, path: categoryPath(category.slug) },
    previous: older && (await articleCard(older)),
    next: newer && (await articleCard(newer)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { locale, article, author, category } = loaderData;
  return pageMeta({
    locale,
    title: article.title,
    description: article.summary,
    path: insightPath(article.slug),
    image: article.image,
    article: {
      published: article.date,
      modified: article.updated,
      author: { name: author.name, path: paths.team },
      section: category.name,
      tags: article.tags.map((tag) => insightTags[tag][locale]),
    },
    feed: { title: insightsCopy[locale].feedTitle(siteContent(locale).site.brand), path: insightsFeedPath },
  });
};

export default function InsightArticle({ loaderData }: Route.ComponentProps) {
  const { locale, article, html, toc, author, category, previous, next } = loaderData;
  return (
    <article>
      <ArticleHeader article={article} author={author} locale={locale} />
      <ArticleBody html={html} toc={toc} locale={locale} />
      <ArticleFooter category={category} previous={previous} next={next} locale={locale} />
    </article>
  );
}
