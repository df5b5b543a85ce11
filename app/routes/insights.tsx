import { data } from "react-router";
import type { Route } from "./+types/insights";
import { ArticleList } from "~/components/insights/article-list.tsx";
import { FeedLink } from "~/components/insights/feed-link.tsx";
import { Pagination } from "~/components/insights/pagination.tsx";
import { TopicNav } from "~/components/insights/topic-nav.tsx";
import { PageHeader } from "~/components/sections/page-header.tsx";
import { articleCard, articlesIn } from "~/content/insights/articles.server.ts";
import { insightsCopy } from "~/content/insights/copy.ts";
import {
  insightsFeedPath,
  insightsListPath,
  insightsPerPage,
  insightTagPath,
  pageCount,
} from "~/content/insights/insights-paths.ts";
import { insightTagIds, insightTags, type InsightTag } from "~/content/insights/tags.ts";
import { siteContent } from "~/content/site-content.ts";
import { localeFromPath, requestedPage, unlocalizedPath } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";

const listPath = /^\/insights(?:\/tag\/([a-z0-9-]+))?(?:\/page\/(\d+))?$/;

/** One module for every list of the section: all articles, one topic, and their further pages. */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = requestedPage(request);
  const locale = localeFromPath(pathname);
  const match = listPath.exec(unlocalizedPath(pathname));
  const tag = match?.[1] as InsightTag | undefined;
  const pageSegment = match?.[2];
  const page = Number(pageSegment ?? 1);
  const articles = articlesIn(locale);
  const listed = tag ? articles.filter((article) => article.tags.includes(tag)) : articles;
  const pages = pageCount(listed.length);
  // Page 1 has no /page/1 twin: one URL per list page.
  const pageExists = pageSegment === undefined || (page >= 2 && page <= pages);
  if (!match || (tag && !insightTagIds.includes(tag)) || listed.length === 0 || !pageExists) {
    throw data(null, { status: 404 });
  }
  return {
    locale,
    tag,
    page,
    pageCount: pages,
    total: listed.length,
    // Every topic some article has, in the order of the tag table.
    tags: insightTagIds.filter((id) => articles.some((article) => article.tags.includes(id))),
    cards: await Promise.all(listed.slice((page - 1) * insightsPerPage, page * insightsPerPage).map(articleCard)),
  };
}

function listCopy({
  locale,
  tag,
  page,
  total,
}: Pick<Route.ComponentProps["loaderData"], "locale" | "tag" | "page" | "total">) {
  const copy = insightsCopy[locale];
  const heading = tag ? copy.tagTitle(insightTags[tag][locale]) : copy.title;
  return {
    heading,
    title: page > 1 ? copy.pageTitle(heading, page) : heading,
    description: tag ? copy.tagDescription(insightTags[tag][locale], siteContent(locale).site.brand) : copy.description,
    intro: tag ? copy.tagIntro(total) : copy.intro,
    path: tag ? insightTagPath(tag, page) : insightsListPath(page),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { title, description, path } = listCopy(loaderData);
  const feed = {
    title: insightsCopy[loaderData.locale].feedTitle(siteContent(loaderData.locale).site.brand),
    path: insightsFeedPath,
  };
  return pageMeta({ locale: loaderData.locale, title, description, path, feed });
};

export default function InsightsList({ loaderData }: Route.ComponentProps) {
  const { locale, tag, page, pageCount: pages, tags, cards } = loaderData;
  const { heading, intro } = listCopy(loaderData);
  return (
    <>
      <PageHeader heading={heading} intro={intro} />
      <TopicNav tags={tags} current={tag} locale={locale} />
      <ArticleList cards={cards} locale={locale} />
      <Pagination
        page={page}
        pageCount={pages}
        pathOf={(n) => (tag ? insightTagPath(tag, n) : insightsListPath(n))}
        locale={locale}
      />
      <FeedLink locale={locale} />
    </>
  );
}
