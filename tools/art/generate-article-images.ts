/**
 * One Open Graph image per Insights article and language (1200×630 PNG, the article's title on the
 * brand's art), written to public/og/insights/<locale>/<slug>.png (git-ignored: this script is the
 * source). Runs in `npm run art`, after the logo exists; an invalid article stops it with the
 * catalogue's message.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { formatArticleDate } from "../../app/content/insights/article-dates.ts";
import { readArticleFiles } from "../../app/content/insights/article-files.ts";
import { authorOf, categoryOf } from "../../app/content/insights/article-relations.ts";
import { buildCatalogue } from "../../app/content/insights/catalogue.ts";
import { insightsCopy } from "../../app/content/insights/copy.ts";
import { insightImagePath } from "../../app/content/insights/insights-paths.ts";
import { articleCardPng } from "./brand/article-card.ts";

const logo = readFileSync("public/art/logo-mark.svg", "utf8");
const articles = buildCatalogue(readArticleFiles());
rmSync("public/og/insights", { recursive: true, force: true });
let bytes = 0;
for (const article of articles) {
  const png = await articleCardPng(logo, {
    kicker: `${insightsCopy[article.locale].title} · ${categoryOf(article).name}`,
    title: article.title,
    byline: `${authorOf(article).name} · ${formatArticleDate(article.date, article.locale)}`,
  });
  const file = join("public", insightImagePath(article.locale, article.slug));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png);
  bytes += png.length;
}
console.log(
  `article images: ${articles.length} Open Graph cards (${Math.round(bytes / 1024)} KB) in public/og/insights`,
);
