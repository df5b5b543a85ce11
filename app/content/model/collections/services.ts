import { categorySlugs } from "../../site-paths.ts";
import { collection } from "../collection.ts";
import { idField, imageField, optionsOf } from "../common-fields.ts";

const categoryNames: Record<(typeof categorySlugs)[number], string> = {
  "software-development": "Software development",
  "digital-marketing": "Digital marketing",
  "graphics-design": "Graphics design",
  "video-editing": "Video editing",
  "data-entry": "Data entry",
  "cyber-security": "Cyber security",
};

/** The six service categories: each has its page on the site, so there are always these six. */
export const categoryOptions = optionsOf(categorySlugs, categoryNames);

export const categories = collection({
  label: "Service categories and cards",
  help: "The six services, each with its page and its cards.",
  file: "categories",
  list: { min: categorySlugs.length, max: categorySlugs.length, id: "slug", name: "name", item: "category" },
  fields: {
    slug: { kind: "choice", label: "Category", options: categoryOptions },
    name: {
      kind: "text",
      lines: "one",
      label: "Short name",
      help: "In menus, the footer and the services grid.",
      min: 3,
      max: 40,
    },
    heading: { kind: "text", lines: "one", label: "Page heading", min: 3, max: 90 },
    subtitle: { kind: "text", lines: "paragraph", label: "Page subtitle", min: 20, max: 300 },
    metaDescription: {
      kind: "text",
      lines: "paragraph",
      label: "Description for search engines",
      min: 50,
      max: 170,
    },
    summary: { kind: "text", lines: "paragraph", label: "Summary on the services grid", min: 40, max: 240 },
    image: imageField,
    externalHref: { kind: "link", label: "Page on the agency's main site" },
    cards: {
      kind: "list",
      label: "Cards",
      item: "card",
      min: 1,
      max: 60,
      of: {
        kind: "group",
        label: "Card",
        fields: {
          id: idField,
          title: { kind: "text", lines: "one", label: "Title", min: 3, max: 80 },
          description: { kind: "text", lines: "paragraph", label: "Description", min: 40, max: 320 },
          image: imageField,
          href: { kind: "link", label: "Link", help: "Opens in a new tab." },
          kind: {
            kind: "choice",
            label: "Leads to",
            options: [
              { value: "service", label: "a service page" },
              { value: "projects", label: "a projects page" },
            ],
          },
        },
      },
    },
  },
});
