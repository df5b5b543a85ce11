import type { ArticleCard } from "~/content/insights/articles.server.ts";
import { insightsCopy } from "~/content/insights/copy.ts";
import { insightPath } from "~/content/insights/insights-paths.ts";
import type { Locale } from "~/content/locale.ts";
import { localizePath } from "~/content/site-paths.ts";
import { cn } from "~/lib/cn.ts";
import { ArticleDate } from "./article-date.tsx";
import { TagLinks } from "./tag-links.tsx";

/** The articles of a list page, newest first: each a headline link, its date, reading time, teaser and author. */
export function ArticleList({ cards, locale }: { cards: readonly ArticleCard[]; locale: Locale }) {
  const copy = insightsCopy[locale];
  return (
    <ol className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, i) => (
        // Past the first row (three columns on a desktop), laid out when scrolled near (app.css).
        <li key={card.slug} className={cn(i >= 3 && "deferred-card")}>
          <article className="flex h-full flex-col rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-ink/10">
            <p className="text-sm text-ink-soft">
              <ArticleDate date={card.date} locale={locale} /> · {copy.readingTime(card.minutes)}
            </p>
            <h2 className="mt-2 text-xl font-bold text-balance text-teal-deep">
              <a
                href={localizePath(insightPath(card.slug), locale)}
                className="underline decoration-saffron decoration-2 underline-offset-4 hover:text-teal"
              >
                {card.title}
              </a>
            </h2>
            <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{card.summary}</p>
            <div className="mt-5 flex items-center gap-3">
              <img
                src={card.author.image.src}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className="size-10 rounded-full bg-mint"
              />
              <p className="text-sm font-semibold text-ink">{card.author.name}</p>
            </div>
            <TagLinks tags={card.tags} locale={locale} label={copy.tags} className="mt-4" />
          </article>
        </li>
      ))}
    </ol>
  );
}
