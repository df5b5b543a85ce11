import { insightsCopy } from "~/content/insights/copy.ts";
import { insightsListPath } from "~/content/insights/insights-paths.ts";
import type { InsightTag } from "~/content/insights/tags.ts";
import type { Locale } from "~/content/locale.ts";
import type { Image } from "~/content/schemas.ts";
import { localizePath } from "~/content/site-paths.ts";
import { ArticleDate } from "./article-date.tsx";
import { TagLinks } from "./tag-links.tsx";

type ArticleHeaderProps = {
  article: {
    title: string;
    summary: string;
    date: string;
    updated?: string;
    tags: readonly InsightTag[];
    minutes: number;
  };
  author: { name: string; role: string; image: Image };
  locale: Locale;
};

/** The article's banner: the way back to the list, its title (the page's h1), summary, author and dates. */
export function ArticleHeader({ article, author, locale }: ArticleHeaderProps) {
  const copy = insightsCopy[locale];
  return (
    <header className="relative overflow-hidden bg-brand-deep text-white">
      <div aria-hidden="true" className="absolute inset-0 lattice" />
      <div className="relative mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p>
          <a
            href={localizePath(insightsListPath(), locale)}
            className="inline-flex min-h-6 items-center font-semibold text-saffron underline underline-offset-4 hover:text-white"
          >
            {copy.title}
          </a>
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
        <p className="mt-4 text-lg text-white/90">{article.summary}</p>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <div className="flex items-center gap-3">
            <img
              src={author.image.src}
              alt=""
              width={56}
              height={56}
              decoding="async"
              className="size-14 rounded-full bg-mint ring-2 ring-saffron"
            />
            <p className="text-sm leading-snug">
              <span className="block text-white/80">{copy.writtenBy}</span>
              <span className="block font-semibold">{author.name}</span>
              <span className="block text-white/80">{author.role}</span>
            </p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-white/80">{copy.published}</dt>
            <dd>
              <ArticleDate date={article.date} locale={locale} />
            </dd>
            {article.updated && (
              <>
                <dt className="text-white/80">{copy.updated}</dt>
                <dd>
                  <ArticleDate date={article.updated} locale={locale} />
                </dd>
              </>
            )}
          </dl>
          <p className="text-sm font-semibold">{copy.readingTime(article.minutes)}</p>
        </div>
      </div>
      <div className="relative mx-auto max-w-3xl px-4 pb-10 sm:px-6">
        <TagLinks tags={article.tags} locale={locale} label={copy.tags} />
      </div>
    </header>
  );
}
