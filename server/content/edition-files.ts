import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { recordId } from "../../app/content/edition/collections.ts";
import { collectionNames, model, type CollectionName } from "../../app/content/model/model.ts";
import { articleEntriesOf, articleFilesOf, type ArticleEntry } from "../../app/content/insights/article-edition.ts";
import { buildCatalogue, type ArticleFile } from "../../app/content/insights/catalogue.ts";
import { locales } from "../../app/content/locale.ts";
import type { EditionJson, Problem } from "./content-service.ts";
import { editionFileProblem } from "./edition-file-shape.ts";

/**
 * An edition as the repository's files: one JSON file per collection, named as in
 * app/content/edition/data/, and the articles as Markdown files, en/<slug>.md and bn/<slug>.md, as
 * in app/insights/. What `npm run content -- export` writes and `import` reads, so an export can be
 * committed as the next initial edition, and a repository's files published. Writing replaces the
 * Markdown files already in en/ and bn/, so that an article removed since is not exported again.
 */
export function writeEditionFiles(edition: EditionJson, dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return collectionNames.flatMap((name) => {
    if (isMarkdown(name)) return writeArticleFiles(edition[name] as ArticleEntry[], dir);
    const file = join(dir, `${model[name].file}.json`);
    writeFileSync(file, `${JSON.stringify(edition[name], null, 2)}\n`);
    return [file];
  });
}

const isMarkdown = (name: CollectionName) => "markdownFiles" in model[name];

function writeArticleFiles(entries: ArticleEntry[], dir: string): string[] {
  for (const locale of locales) {
    for (const old of markdownFilesIn(join(dir, locale))) rmSync(join(dir, locale, old));
  }
  return articleFilesOf(entries).map(({ path, source }) => {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  });
}

const markdownFilesIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".md")) : [];

/**
 * The edition in `dir`, or what keeps it from being read (a file missing, not JSON, nested too
 * deep or with a key its collection does not declare, an invalid article), by collection.
 */
export function readEditionFiles(dir: string): { edition: EditionJson; problems: Problem[] } {
  const edition: EditionJson = {};
  const problems: Problem[] = [];
  for (const name of collectionNames) {
    if (isMarkdown(name)) {
      const read = readArticleFiles(dir, edition.teamMembers);
      if ("articles" in read) edition[name] = read.articles;
      else problems.push({ collection: name, message: read.problem });
      continue;
    }
    const file = join(dir, `${model[name].file}.json`);
    if (!existsSync(file)) {
      problems.push({ collection: name, message: `${file} is missing` });
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push({ collection: name, message: `${file} is not JSON: ${(error as Error).message}` });
      continue;
    }
    const refused = editionFileProblem(name, parsed, file);
    if (refused) problems.push({ collection: name, message: refused });
    else edition[name] = parsed;
  }
  return { edition, problems };
}

/**
 * The articles in dir/en and dir/bn, checked as the build checks the repository's (each with
 * its translation, the front matter valid, the author on the files' own team).
 */
function readArticleFiles(dir: string, team: unknown): { articles: ArticleEntry[] } | { problem: string } {
  const files: ArticleFile[] = locales.flatMap((locale) =>
    markdownFilesIn(join(dir, locale)).map((name) => {
      const path = join(dir, locale, name);
      return { path, source: readFileSync(path, "utf8") };
    }),
  );
  if (files.length === 0) return { problem: `${join(dir, "en")} and ${join(dir, "bn")} have no articles (<slug>.md)` };
  const authors = new Set((Array.isArray(team) ? team : []).map(recordId).filter((id) => id !== undefined));
  try {
    return { articles: articleEntriesOf(buildCatalogue(files, authors)) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}
