import { insightTagIds, insightTags } from "../../insights/tags.ts";
import { reservedSlugs } from "../../insights/insights-paths.ts";
import { collection } from "../collection.ts";
import { optionsOf } from "../common-fields.ts";
import { categoryOptions } from "./services.ts";

const tagNames = Object.fromEntries(insightTagIds.map((tag) => [tag, insightTags[tag].en])) as Record<
  (typeof insightTagIds)[number],
  string
>;

/** Insights articles: any number, each in every language, its body Markdown. */
export const articles = collection({
  label: "Insights articles",
  help: "The articles of the Insights section, with their feeds and tag pages.",
  file: "articles",
  markdownFiles: true,
  list: { min: 1, max: 500, id: "slug", name: "title", item: "article" },
  fields: {
    slug: {
      kind: "id",
      label: "Address",
      help: "The article's address (/insights/<address>): lowercase words joined by hyphens.",
      reserved: reservedSlugs,
    },
    title: { kind: "text", lines: "one", label: "Title", min: 10, max: 120 },
    summary: {
      kind: "text",
      lines: "paragraph",
      label: "Summary",
      help: "One or two sentences: the list's teaser, the search result and the feed's summary.",
      min: 50,
      max: 300,
    },
    date: { kind: "date", label: "Published on" },
    updated: {
      kind: "date",
      label: "Revised on",
      help: "Only when the article was revised after it was published.",
      optional: true,
    },
    author: { kind: "reference", label: "Author", collection: "teamMembers" },
    category: { kind: "choice", label: "Service it leads to", options: categoryOptions },
    tags: {
      kind: "list",
      label: "Tags",
      item: "tag",
      min: 1,
      max: 5,
      of: { kind: "choice", label: "Tag", options: optionsOf(insightTagIds, tagNames) },
    },
    body: {
      kind: "text",
      lines: "markdown",
      label: "Article text",
      help: "Markdown: ## for a section's heading.",
      min: 1,
    },
  },
  checks: [
    {
      field: "updated",
      message: "the revision must be on or after the day it was published",
      test: (article) => !article.updated || article.updated >= article.date,
    },
  ],
});
