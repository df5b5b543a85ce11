import { siteContent } from "../site-content.ts";
import type { Article } from "./catalogue.ts";

/** The team member who wrote the article, in the article's language. */
export function authorOf(article: Article) {
  const author = siteContent(article.locale).teamMembers.find((member) => member.id === article.author);
  if (!author) throw new Error(`${article.file}: author ${article.author} is not on the team`);
  return author;
}

/** The service category the article leads to, in the article's language. */
export function categoryOf(article: Article) {
  const category = siteContent(article.locale).categories.find((candidate) => candidate.slug === article.category);
  if (!category) throw new Error(`${article.file}: no category ${article.category}`);
  return category;
}
