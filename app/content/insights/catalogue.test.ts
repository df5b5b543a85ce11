import { describe, expect, test } from "vitest";
import { readArticleFiles } from "./article-files.ts";
import { ArticleError, buildCatalogue, type ArticleFile } from "./catalogue.ts";
import { categoryPath, localizePath, paths } from "../site-paths.ts";
import { articleImageSize } from "./article-images.server.ts";
import { renderMarkdown } from "./render-markdown.ts";

const front = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n\nThe article's text.\n`;

const fields = {
  title: '"Cleaning Up Your Data Before a Move"',
  summary: '"What to check, fix and test before moving customer records into a new system, step by step."',
  date: "2026-10-27",
  author: "farhan-kabir",
  tags: "[data, planning]",
  category: "data-entry",
  translation: "data-move",
};

const pair = (en: Record<string, string> = {}, bn: Record<string, string> = {}): ArticleFile[] => [
  { path: "app/insights/en/data-move.md", source: front({ ...fields, ...en }) },
  { path: "app/insights/bn/data-move.md", source: front({ ...fields, ...bn }) },
];

function problemsOf(files: ArticleFile[]): string {
  try {
    buildCatalogue(files);
  } catch (error) {
    expect(error).toBeInstanceOf(ArticleError);
    return (error as Error).message;
  }
  throw new Error("the catalogue accepted invalid articles");
}

describe("the articles in the repository", () => {
  const articles = buildCatalogue(readArticleFiles());

  test("are six in each language, each with its translation, newest first", () => {
    for (const locale of ["en", "bn"] as const) {
      const inLocale = articles.filter((article) => article.locale === locale);
      expect(inLocale).toHaveLength(6);
      expect(inLocale.map((article) => article.date)).toEqual(
        inLocale
          .map((article) => article.date)
          .sort()
          .reverse(),
      );
    }
    const slugs = (locale: string) =>
      articles.filter((article) => article.locale === locale).map((article) => article.slug);
    expect(slugs("bn")).toEqual(slugs("en"));
  });

  test.each(articles.map((article) => [article.file, article] as const))(
    "%s is 800 to 1,500 words, has sections, and links to its service and the contact page in its language",
    async (_, article) => {
      const { words, toc, html } = await renderMarkdown(article.body, { imageSize: articleImageSize });
      expect(words).toBeGreaterThanOrEqual(800);
      expect(words).toBeLessThanOrEqual(1500);
      expect(toc.length).toBeGreaterThan(0);
      expect(html).toContain(`href="${localizePath(categoryPath(article.category), article.locale)}"`);
      expect(html).toContain(`href="${localizePath(paths.contact, article.locale)}"`);
      // Sources are public pages, linked over HTTPS (BTCL's .bd registry has moved to btcl.com.bd, which has it).
      for (const [, href] of html.matchAll(/href="(http[^"]*)"/g)) expect(href).toMatch(/^https:/);
    },
  );
});

describe("an invalid article stops the build and names its file", () => {
  test("a missing field", () => {
    const files = pair();
    files[0] = { path: files[0]!.path, source: files[0]!.source.replace(/^summary:.*\n/m, "") };
    expect(problemsOf(files)).toMatch(/app\/insights\/en\/data-move\.md: summary: /);
  });

  test("an author who is not on the team", () => {
    expect(problemsOf(pair({}, { author: "someone-else" }))).toMatch(
      /app\/insights\/bn\/data-move\.md: author: "someone-else" is not a team member id/,
    );
  });

  test("an unknown tag, category or misspelt key", () => {
    const message = problemsOf(pair({ tags: "[data, gossip]", category: "catering", authr: "x" }));
    expect(message).toMatch(/en\/data-move\.md: tags\.1: /);
    expect(message).toMatch(/en\/data-move\.md: category: /);
    expect(message).toMatch(/en\/data-move\.md: .*authr/);
  });

  test("a Bangla article whose English twin is missing, and the reverse", () => {
    const [en, bn] = pair();
    expect(problemsOf([bn!])).toMatch(
      /bn\/data-move\.md: no en translation \(expected app\/insights\/en\/data-move\.md/,
    );
    expect(problemsOf([en!])).toMatch(/en\/data-move\.md: no bn translation/);
  });

  test("a translation that disagrees on what they share", () => {
    expect(problemsOf(pair({}, { category: "software-development" }))).toMatch(
      /bn\/data-move\.md: category differs from app\/insights\/en\/data-move\.md/,
    );
  });

  test("a slug that is not the file name, or is one of the section's own paths", () => {
    expect(problemsOf(pair({ translation: "other" }))).toMatch(/en\/data-move\.md: translation: "other" must equal/);
    const reserved = [
      { path: "app/insights/en/page.md", source: front({ ...fields, translation: "page" }) },
      { path: "app/insights/bn/page.md", source: front({ ...fields, translation: "page" }) },
    ];
    expect(problemsOf(reserved)).toMatch(/en\/page\.md: translation: this slug is a path of the section itself/);
  });

  test("bad dates, broken YAML and a file without front matter", () => {
    expect(problemsOf(pair({ date: "27/10/2026" }))).toMatch(/en\/data-move\.md: date: write dates as YYYY-MM-DD/);
    expect(problemsOf(pair({ updated: "2026-01-01" }))).toMatch(/updated: updated is earlier than date/);
    expect(problemsOf(pair({ title: '"unclosed' }))).toMatch(/en\/data-move\.md: front matter is not valid YAML/);
    expect(problemsOf([{ path: "app/insights/en/x.md", source: "# Just a heading\n" }])).toMatch(
      /en\/x\.md: no front matter/,
    );
  });
});
