import { z } from "zod";
import { categorySlugs } from "../site-paths.ts";
import { reservedSlugs } from "./insights-paths.ts";
import { insightTagIds } from "./tags.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "write dates as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "not a calendar date");

/** An article's URL segment, shared by both languages: the Markdown files' name too. */
export const articleSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case, like the file name")
  .refine((slug) => !(reservedSlugs as readonly string[]).includes(slug), "this slug is a path of the section itself");

/** What an article says about itself besides its text, in one language. */
const articleFields = {
  title: z.string().trim().min(10).max(120),
  /** One or two sentences: the list's teaser, the meta description and the feed's summary. */
  summary: z.string().trim().min(50).max(300),
  date: isoDate,
  /** Only when the article was revised after it was published. */
  updated: isoDate.optional(),
  /** A team member's id (the edition's teamMembers; checked in catalogue.ts and edition-problems.ts). */
  author: z.string().min(1),
  tags: z.array(z.enum(insightTagIds)).min(1).max(5),
  /** The service category the article leads to. */
  category: z.enum(categorySlugs),
};

const updatedAfterDate = {
  check: (front: { date: string; updated?: string | undefined }) => !front.updated || front.updated >= front.date,
  params: { message: "updated is earlier than date", path: ["updated"] },
};

/**
 * The front matter every article file starts with, between two `---` lines. Strict: a misspelt
 * key is an error, not a field silently ignored. Authors are checked against the team in catalogue.ts.
 */
export const frontMatterSchema = z
  .strictObject({
    ...articleFields,
    /** The id shared by an article and its translation: also both articles' URL slug and file name. */
    translation: articleSlugSchema,
  })
  .refine(updatedAfterDate.check, updatedAfterDate.params);

export type FrontMatter = z.infer<typeof frontMatterSchema>;

/**
 * An article of the edition's `articles` collection in one language (decision 022): the front
 * matter's fields, the slug that names it, and its Markdown. In the edition `updated` is "" until
 * the article is revised, since the editor's form edits the fields a record has.
 */
export const articleSchema = z
  .object({
    slug: articleSlugSchema,
    ...articleFields,
    updated: z
      .union([z.literal(""), isoDate])
      .optional()
      .transform((value) => value || undefined),
    body: z.string().refine((body) => body.trim() !== "", "the article has no text"),
  })
  .refine(updatedAfterDate.check, updatedAfterDate.params);

export type ArticleRecord = z.output<typeof articleSchema>;
