import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import teamMembers from "../edition/data/team-members.json" with { type: "json" };
import { locales, type Locale } from "../locale.ts";
import { frontMatterSchema, type ArticleRecord } from "./front-matter.ts";

/** An article file as read from the repository: its path (…/<locale>/<slug>.md) and text. */
export type ArticleFile = { path: string; source: string };

/** An article in one language, as the pages read it: the record's fields (the slug is the file name). */
export type Article = Omit<ArticleRecord, "updated"> & {
  updated?: string | undefined;
  locale: Locale;
  /** Where it came from, for messages: its file, or its record in the edition. */
  file: string;
};

/** The team of the initial edition: who may sign the repository's articles. */
const initialAuthors: ReadonlySet<string> = new Set(teamMembers.map((member) => member.id));

/** Thrown when articles are invalid; its message lists every problem, each with its file. */
export class ArticleError extends Error {
  override name = "ArticleError";
}

/** What a translation shares with its original; only the words differ. */
const sharedFields = ["date", "updated", "author", "tags", "category"] as const;

// app/insights/en/<slug>.md in the repository; <dir>/en/<slug>.md in an export (edition-files.ts).
const fileName = /(?:^|\/)(en|bn)\/([^/]+)\.md$/;

/** The path the translation of the article at `path` has in `locale`. */
const twinPath = (path: string, locale: Locale) => path.replace(/(en|bn)(\/[^/]+\.md)$/, `${locale}$2`);

function splitFrontMatter(source: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source.replace(/^\uFEFF/, ""));
  return match ? { yaml: match[1] ?? "", body: source.slice(match[0].length) } : undefined;
}

const describe = (issue: z.core.$ZodIssue) => `${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`;

function parseFile(file: ArticleFile, authors: ReadonlySet<string>): Article | string[] {
  const name = fileName.exec(file.path);
  if (!name) return ["articles live at app/insights/<en|bn>/<slug>.md"];
  const [, locale, slug] = name as unknown as [string, Locale, string];
  const parts = splitFrontMatter(file.source);
  if (!parts) return ["no front matter: start the file with a --- line, the fields, and another --- line"];
  let data: unknown;
  try {
    data = parseYaml(parts.yaml);
  } catch (error) {
    return [`front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`];
  }
  const result = frontMatterSchema.safeParse(data ?? {});
  if (!result.success) return result.error.issues.map(describe);
  const problems: string[] = [];
  if (!authors.has(result.data.author)) {
    problems.push(`author: "${result.data.author}" is not a team member id (${[...authors].join(", ")})`);
  }
  if (result.data.translation !== slug) {
    problems.push(`translation: "${result.data.translation}" must equal the file name "${slug}"`);
  }
  if (parts.body.trim().length === 0) problems.push("the article has no text after its front matter");
  const { translation: _slug, ...fields } = result.data;
  return problems.length ? problems : { ...fields, slug, locale, file: file.path, body: parts.body };
}

/**
 * Every article, validated: front matter by its schema, the author against the team, and each
 * article's translation present in the other language. Throws one ArticleError naming every bad
 * file, so that the build stops and says what to fix. Newest first, per language.
 */
export function buildCatalogue(files: readonly ArticleFile[], authors = initialAuthors): Article[] {
  const problems: string[] = [];
  const articles: Article[] = [];
  for (const file of files) {
    const parsed = parseFile(file, authors);
    if (Array.isArray(parsed)) problems.push(...parsed.map((problem) => `${file.path}: ${problem}`));
    else articles.push(parsed);
  }
  for (const article of articles) {
    for (const other of locales.filter((locale) => locale !== article.locale)) {
      const twin = articles.find((candidate) => candidate.locale === other && candidate.slug === article.slug);
      if (!twin) {
        problems.push(`${article.file}: no ${other} translation (expected ${twinPath(article.file, other)})`);
      } else if (article.locale === "en") {
        // Tag pages, the list's order and the hreflang pairs assume that both editions agree.
        for (const key of sharedFields) {
          if (JSON.stringify(article[key]) !== JSON.stringify(twin[key])) {
            problems.push(`${twin.file}: ${key} differs from ${article.file} (a translation shares it)`);
          }
        }
      }
    }
  }
  if (problems.length) throw new ArticleError(`Invalid articles:\n  ${problems.join("\n  ")}`);
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
