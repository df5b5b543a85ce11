import type { Route } from "./+types/insights-feed[.]xml";
import { articlesIn, renderArticle } from "~/content/insights/articles.server.ts";
import { authorOf } from "~/content/insights/article-relations.ts";
import { insightsCopy } from "~/content/insights/copy.ts";
import { insightPath, insightsFeedPath, insightsListPath } from "~/content/insights/insights-paths.ts";
import { siteContent } from "~/content/site-content.ts";
import { siteUrl } from "~/content/site-origins.ts";
import { localeFromPath, localizePath } from "~/content/site-paths.ts";
import { escapeMarkup } from "~/lib/escape-markup.ts";

/** Midnight UTC of a YYYY-MM-DD date, as Atom wants its timestamps. */
const timestamp = (date: string) => `${date}T00:00:00Z`;

/**
 * The Atom feed of one language's articles, whole articles included so that feed readers show
 * them in full. Links inside the articles are relative: xml:base makes them absolute.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const copy = insightsCopy[locale];
  const { site } = siteContent(locale);
  const articles = articlesIn(locale);
  const updated =
    articles
      .map((article) => article.updated ?? article.date)
      .sort()
      .at(-1) ?? "2026-01-01";
  const entries = await Promise.all(
    articles.map(async (article) => {
      const url = siteUrl(localizePath(insightPath(article.slug), locale));
      return `  <entry>
    <title>${escapeMarkup(article.title)}</title>
    <link rel="alternate" type="text/html" href="${url}"/>
    <id>${url}</id>
    <published>${timestamp(article.date)}</published>
    <updated>${timestamp(article.updated ?? article.date)}</updated>
    <author><name>${escapeMarkup(authorOf(article).name)}</name></author>
    <summary>${escapeMarkup(article.summary)}</summary>
    <content type="html">${escapeMarkup((await renderArticle(article)).html)}</content>
  </entry>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}" xml:base="${siteUrl("/")}">
  <title>${escapeMarkup(copy.feedTitle(site.brand))}</title>
  <subtitle>${escapeMarkup(copy.description)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${siteUrl(localizePath(insightsFeedPath, locale))}"/>
  <link rel="alternate" type="text/html" href="${siteUrl(localizePath(insightsListPath(), locale))}"/>
  <id>${siteUrl(localizePath(insightsListPath(), locale))}</id>
  <updated>${timestamp(updated)}</updated>
  <icon>${siteUrl("/icon-192.png")}</icon>
  <rights>© ${escapeMarkup(site.legalName)}</rights>
${entries.join("\n")}
</feed>
`;
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
