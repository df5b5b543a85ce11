import type { ArticleCard } from "~/content/insights/articles.server.ts";
import { insightsCopy } from "~/content/insights/copy.ts";
import { insightPath } from "~/content/insights/insights-paths.ts";
import type { Locale } from "~/content/locale.ts";
import { localizePath, paths } from "~/content/site-paths.ts";
import { Icon } from "~/components/ui/icon.tsx";

type ArticleFooterProps = {
  category: { name: string; summary: string; path: string };
  previous?: ArticleCard;
  next?: ArticleCard;
  locale: Locale;
};

const panelClass = "rounded-2xl bg-surface p-6 ring-1 ring-ink/10";
const headlineLinkClass =
  "mt-1 inline-flex min-h-6 items-center text-lg font-bold text-balance text-teal-deep underline decoration-saffron decoration-2 underline-offset-4 hover:text-teal";

/** Where a reader goes next: the service the article is about, the neighbouring articles, and the agency. */
export function ArticleFooter({ category, previous, next, locale }: ArticleFooterProps) {
  const copy = insightsCopy[locale];
  const neighbours = [
    { label: copy.previousArticle, card: previous, rel: "prev" },
    { label: copy.nextArticle, card: next, rel: "next" },
  ].filter((item): item is { label: string; card: ArticleCard; rel: string } => item.card !== undefined);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pb-16 sm:px-6">
      <section aria-labelledby="related-service" className={panelClass}>
        <h2 id="related-service" className="text-sm font-semibold text-ink-soft">
          {copy.relatedService}
        </h2>
        <a href={localizePath(category.path, locale)} className={headlineLinkClass}>
          {category.name}
        </a>
        <p className="mt-2 text-ink-soft">{category.summary}</p>
      </section>
      {neighbours.length > 0 && (
        <nav aria-label={copy.moreArticles} className="grid gap-4 sm:grid-cols-2">
          {neighbours.map(({ label, card, rel }) => (
            <div key={rel} className={panelClass}>
              <p className="text-sm font-semibold text-ink-soft">{label}</p>
              <a href={localizePath(insightPath(card.slug), locale)} rel={rel} className={headlineLinkClass}>
                {card.title}
              </a>
            </div>
          ))}
        </nav>
      )}
      <section aria-labelledby="article-cta" className="rounded-2xl bg-brand-deep p-8 text-white">
        <h2 id="article-cta" className="text-2xl font-bold text-balance">
          {copy.ctaHeading}
        </h2>
        <p className="mt-3 text-white/90">{copy.ctaText}</p>
        <a
          href={localizePath(paths.contact, locale)}
          className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-saffron px-6 font-bold text-brand-ink hover:bg-white"
        >
          {copy.ctaButton}
          <Icon name="chevronRight" />
        </a>
      </section>
    </div>
  );
}
