import { formatArticleDate } from "../../app/content/insights/article-dates.ts";
import { authorOf, categoryOf } from "../../app/content/insights/article-relations.ts";
import { articlesIn } from "../../app/content/insights/articles.server.ts";
import { insightsCopy } from "../../app/content/insights/copy.ts";
import { insightImagePath } from "../../app/content/insights/insights-paths.ts";
import { locales } from "../../app/content/locale.ts";
import { siteContent } from "../../app/content/site-content.ts";
import type { SiteCard } from "./og-card-art.ts";
import type { ArticleCard } from "./og-card-render.server.ts";

/** Where the site's card is served: every page but an article's names it (app/lib/seo.ts). */
export const siteCardPath = "/og-image.png";

/**
 * One Open Graph card of the current edition: where it is served and everything of the content
 * it shows. Two cards with equal inputs are the same picture (the art around the words is the
 * build's), so comparing inputs, not pixels, tells which cards a publish changed.
 */
export type CardSpec =
  { urlPath: string; kind: "site"; card: SiteCard } | { urlPath: string; kind: "article"; card: ArticleCard };

/**
 * The cards of the current edition (edition-source.ts): the site's, from the brand and its
 * English tagline, and one per article and language, from the brand, the section's name, the
 * article's category, title, author and date. The build draws the same list from the initial
 * edition (tools/art/generate-og-images.ts).
 */
export function ogCardSpecs(): CardSpec[] {
  const { brand, tagline } = siteContent("en").site;
  const cards: CardSpec[] = [{ urlPath: siteCardPath, kind: "site", card: { brand, tagline } }];
  for (const locale of locales) {
    for (const article of articlesIn(locale)) {
      cards.push({
        urlPath: insightImagePath(locale, article.slug),
        kind: "article",
        card: {
          brand,
          kicker: `${insightsCopy[locale].title} · ${categoryOf(article).name}`,
          title: article.title,
          byline: `${authorOf(article).name} · ${formatArticleDate(article.date, locale)}`,
        },
      });
    }
  }
  return cards;
}
