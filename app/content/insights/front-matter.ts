import { z } from "zod";
import { categorySlugs } from "../site-paths.ts";
import { reservedSlugs } from "./insights-paths.ts";
import { insightTagIds } from "./tags.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "write dates as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "not a calendar date");

/**
 * The front matter every article starts with, between two `---` lines. Strict: a misspelt key is
 * an error, not a field silently ignored. Authors are checked against the team in catalogue.ts.
 */
export const frontMatterSchema = z
  .strictObject({
    title: z.string().trim().min(10).max(120),
    /** One or two sentences: the list's teaser, the meta description and the feed's summary. */
    summary: z.string().trim().min(50).max(300),
    date: isoDate,
    /** Only when the article was revised after it was published. */
    updated: isoDate.optional(),
    /** A team member's id (app/content/edition/data/team-members.json). */
    author: z.string().min(1),
    tags: z.array(z.enum(insightTagIds)).min(1).max(5),
    /** The service category the article leads to. */
    category: z.enum(categorySlugs),
    /** The id shared by an article and its translation: also both articles' URL slug and file name. */
    translation: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case, like the file name")
      .refine(
        (slug) => !(reservedSlugs as readonly string[]).includes(slug),
        "this slug is a path of the section itself",
      ),
  })
  .refine((front) => !front.updated || front.updated >= front.date, {
    message: "updated is earlier than date",
    path: ["updated"],
  });

export type FrontMatter = z.infer<typeof frontMatterSchema>;
