import type { TextPair } from "../edition/text-pair.ts";
import { locales, type Locale } from "../locale.ts";
import type { Article, ArticleFile } from "./catalogue.ts";

/**
 * An article as the edition keeps it (the `articles` collection, decision 022): one record for both
 * languages, its structure (dates, author, category, tags) once and its words as pairs, the
 * Markdown body among them. `updated` only once the article is revised.
 */
export type ArticleEntry = {
  slug: string;
  title: TextPair;
  summary: TextPair;
  date: string;
  updated?: string;
  author: string;
  category: string;
  tags: string[];
  body: TextPair;
};

/**
 * The edition's records of a catalogue read from Markdown files (buildCatalogue has checked that
 * each article has its translation and that both agree on what they share), newest first.
 */
export function articleEntriesOf(articles: readonly Article[]): ArticleEntry[] {
  return articles
    .filter((article) => article.locale === "en")
    .map((en) => {
      const bn = articles.find((article) => article.locale === "bn" && article.slug === en.slug);
      if (!bn) throw new Error(`${en.file}: no Bangla translation`);
      const pair = (key: "title" | "summary" | "body"): TextPair => ({ en: en[key], bn: bn[key] });
      return {
        slug: en.slug,
        title: pair("title"),
        summary: pair("summary"),
        date: en.date,
        ...(en.updated ? { updated: en.updated } : {}),
        author: en.author,
        category: en.category,
        tags: [...en.tags],
        body: pair("body"),
      };
    });
}

/** A value for the front matter: JSON's double-quoted strings are YAML's too, escapes and all. */
const quoted = (text: string) => JSON.stringify(text);

/** One language of a record as its Markdown file: front matter between `---` lines, then the body as written. */
function articleSource(entry: ArticleEntry, locale: Locale): string {
  const lines = [
    `title: ${quoted(entry.title[locale])}`,
    `summary: ${quoted(entry.summary[locale])}`,
    `date: ${entry.date}`,
    ...(entry.updated ? [`updated: ${entry.updated}`] : []),
    `author: ${entry.author}`,
    `tags: [${entry.tags.join(", ")}]`,
    `category: ${entry.category}`,
    `translation: ${entry.slug}`,
  ];
  return `---\n${lines.join("\n")}\n---\n${entry.body[locale]}`;
}

/**
 * The edition's articles as the repository writes them: en/<slug>.md and bn/<slug>.md, which
 * buildCatalogue reads back into the same records (`npm run content -- export|import`).
 */
export function articleFilesOf(entries: readonly ArticleEntry[]): ArticleFile[] {
  return locales.flatMap((locale) =>
    entries.map((entry) => ({ path: `${locale}/${entry.slug}.md`, source: articleSource(entry, locale) })),
  );
}
