import { z } from "zod";
import { articles } from "../model/collections/articles.ts";
import { fieldSchema, isCalendarDate } from "../model/field-schemas.ts";
import type { RecordOf } from "../model/fields.ts";
import { categorySlugs } from "../site-paths.ts";
import { reservedSlugs } from "./insights-paths.ts";
import type { insightTagIds } from "./tags.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "write dates as YYYY-MM-DD")
  .refine(isCalendarDate, "not a calendar date");

/** An article's URL segment, shared by both languages: the Markdown files' name too. */
export const articleSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case, like the file name")
  .refine((slug) => !(reservedSlugs as readonly string[]).includes(slug), "this slug is a path of the section itself");

/** What an article says about itself besides its text, in one language: the model's fields (articles.ts). */
const fields = articles.fields;
const articleFields = {
  title: fieldSchema(fields.title) as z.ZodType<string>,
  summary: fieldSchema(fields.summary) as z.ZodType<string>,
  date: isoDate,
  updated: isoDate.optional(),
  author: z.string().min(1),
  tags: fieldSchema(fields.tags) as z.ZodType<(typeof insightTagIds)[number][]>,
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

/** An article of the edition's `articles` collection in one language, as the content model declares it. */
export const articleSchema = articles.recordSchema;

export type ArticleRecord = RecordOf<typeof articles.fields>;
