import { describe, expect, test } from "vitest";
import { articleFilesOf, type ArticleEntry } from "../insights/article-edition.ts";
import { readArticleFiles } from "../insights/article-files.ts";
import { buildCatalogue } from "../insights/catalogue.ts";
import { describeProblem, editionProblems } from "./edition-problems.ts";
import { initialEdition, type Edition } from "./initial-edition.ts";

const initialArticles = initialEdition.articles as ArticleEntry[];

/** A copy of the initial edition whose first article `change` edits: the shared one is never touched. */
function withArticle(change: (article: ArticleEntry) => void): { edition: Edition; slug: string } {
  const edition = structuredClone(initialEdition);
  const article = (edition.articles as ArticleEntry[])[0]!;
  change(article);
  return { edition, slug: article.slug };
}

const publishProblems = (edition: Edition) =>
  editionProblems(edition, { forPublish: true }).filter((problem) => problem.collection === "articles");

describe("the edition's articles collection", () => {
  test("holds the repository's Markdown articles, one record per slug with both languages, newest first", () => {
    const files = buildCatalogue(readArticleFiles());
    expect(initialArticles.map((article) => article.slug)).toEqual(
      files.filter((article) => article.locale === "en").map((article) => article.slug),
    );
    for (const article of files) {
      const record = initialArticles.find((candidate) => candidate.slug === article.slug)!;
      expect(record.title[article.locale]).toBe(article.title);
      expect(record.summary[article.locale]).toBe(article.summary);
      expect(record.body[article.locale]).toBe(article.body);
      expect(record.updated).toBe(article.updated);
      expect(record).toMatchObject({
        date: article.date,
        author: article.author,
        category: article.category,
        tags: article.tags,
      });
    }
  });

  test("written back as Markdown files, gives the repository's files byte for byte", () => {
    const written = new Map(articleFilesOf(initialArticles).map((file) => [file.path, file.source]));
    const repository = readArticleFiles();
    expect(written.size).toBe(repository.length);
    for (const file of repository) {
      const path = file.path.replace(/^.*insights\//, "");
      expect(written.get(path), path).toBe(file.source);
    }
  });

  test("a missing Bangla body stops a publish, named by its article, field and language", () => {
    const { edition, slug } = withArticle((article) => (article.body.bn = ""));
    expect(editionProblems(edition, { forPublish: false })).toEqual([]);
    expect(publishProblems(edition)).toEqual([
      { collection: "articles", id: slug, field: "body", language: "bn", message: "the Bangla text is missing" },
    ]);
  });

  test("the front matter's rules hold in each language: a short Bangla title, a bad date", () => {
    const { edition, slug } = withArticle((article) => {
      article.title.bn = "ছোট";
      article.date = "9 June 2026";
    });
    const problems = publishProblems(edition);
    expect(problems).toContainEqual(expect.objectContaining({ id: slug, field: "title", language: "bn" }));
    expect(problems).toContainEqual(
      expect.objectContaining({ id: slug, field: "date", message: "write the date as YYYY-MM-DD" }),
    );
    // The date is structure, shared by both languages: said once, without a language.
    expect(problems.find((problem) => problem.field === "date")).not.toHaveProperty("language");
  });

  test("the author is a member of the edition's team, and the category one of the service categories", () => {
    const { edition, slug } = withArticle((article) => {
      article.author = "someone-else";
      article.category = "catering";
    });
    const lines = publishProblems(edition).map(describeProblem);
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Insights articles › ${slug} › Author: choose one of: farhan-kabir, `)),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^Insights articles › ${slug} › Service it leads to: choose one of: Software development, `),
      ),
    );
  });

  test("a slug is a URL segment the section does not use itself, and unique", () => {
    const edition = structuredClone(initialEdition);
    const articles = edition.articles as ArticleEntry[];
    articles[0]!.slug = "tag";
    articles[2]!.slug = articles[1]!.slug;
    const problems = publishProblems(edition);
    expect(problems).toContainEqual(
      expect.objectContaining({ id: "tag", field: "slug", message: "this id is an address of the section itself" }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ id: articles[1]!.slug, message: "another article has this id" }),
    );
  });
});
