import { articleEntriesOf, type ArticleEntry } from "./article-edition.ts";
import { readArticleFiles } from "./article-files.ts";
import { buildCatalogue, type ArticleFile } from "./catalogue.ts";

/**
 * The repository's Markdown articles (app/insights/<en|bn>/<slug>.md): where the initial edition's
 * `articles` collection comes from. Vite (the build, the server bundle, Vitest) bundles them, so
 * that the running server needs no source files; plain Node (Playwright's helpers, the tools)
 * has no import.meta.glob and reads them from disk. An invalid article throws here, naming its file.
 */
function articleFiles(): ArticleFile[] {
  let sources: Record<string, string>;
  try {
    sources = import.meta.glob<string>("/app/insights/*/*.md", { query: "?raw", import: "default", eager: true });
  } catch {
    return readArticleFiles();
  }
  return Object.entries(sources).map(([path, source]) => ({ path: path.slice(1), source }));
}

export const initialArticles: ArticleEntry[] = articleEntriesOf(buildCatalogue(articleFiles()));
