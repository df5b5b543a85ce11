import type { TocEntry } from "../content/insights/render-markdown.ts";
import type { SiteContent } from "../content/site-content.ts";
import { insightPath } from "../content/insights/insights-paths.ts";
import { categoryPath, paths } from "../content/site-paths.ts";
import { cardAnchor, projectAnchor, teamAnchor } from "./anchors.ts";

/** What a result is, for its label on the results page. */
export type DocumentKind = "category" | "service" | "project" | "team" | "testimonial" | "article" | "page";

/**
 * One place a visitor can be sent to: its link (without the locale prefix; a card's, member's or
 * section's anchor where it has one) and its text in three fields, ranked in that order.
 */
export type SearchDocument = {
  kind: DocumentKind;
  /** The page and place, e.g. "/cyber-security#card-penetration-testing". */
  href: string;
  title: string;
  /** Where it sits (a card's category, an article section's article), shown and ranked above body. */
  heading: string;
  body: string;
};

/** An article's text as prose: link targets, image sources and Markdown's marks dropped (trusted, edited content). */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]\n]*)\]\([^)\n]*\)/g, "$1")
    .replace(/\]\([^)\n]*\)/g, "]")
    .replace(/[#*_`>|[\]~]/g, " ");
}

/** An article cut at its level-2 headings, paired with the ids the page gives them (the table of contents). */
function articleSections(body: string, toc: readonly TocEntry[]) {
  const parts = body.split(/^## /m);
  const intro = parts.shift() ?? "";
  // Paired by order only while the counts agree; otherwise the article is one place.
  if (parts.length !== toc.length) return { intro: body, sections: [] };
  return {
    intro,
    sections: parts.map((part, i) => {
      const [headingLine = "", ...rest] = part.split("\n");
      return { id: toc[i]!.id, heading: markdownText(headingLine).trim(), text: rest.join("\n") };
    }),
  };
}

export type ArticleForSearch = { slug: string; title: string; summary: string; body: string; toc: readonly TocEntry[] };

/** Every place of one language's published content that search can send a visitor to. */
export function searchDocuments(content: SiteContent, articles: readonly ArticleForSearch[]): SearchDocument[] {
  const { pages, company } = content;
  const page = (href: string, title: string, ...body: string[]): SearchDocument => ({
    kind: "page",
    href,
    title,
    heading: "",
    body: body.join(" "),
  });
  return [
    page(paths.home, pages.home.heading, pages.home.description),
    page(paths.services, pages.services.heading, pages.services.description, company.servicesSubtitle),
    page(paths.projects, pages.projects.heading, pages.projects.description, company.projectsSubtitle),
    page(
      paths.about,
      pages.about.title,
      pages.about.description,
      ...company.aboutText,
      company.mission,
      ...company.expertise,
      company.paymentsNote,
    ),
    page(paths.contact, pages.contact.title, pages.contact.description, company.contactSubtitle),
    page(paths.team, pages.team.title, pages.team.description, company.teamSubtitle),
    page(paths.clients, pages.clients.title, pages.clients.description, company.testimonialsSubtitle),
    ...content.privacy.sections.map((section) =>
      page(`${paths.privacy}#${section.id}`, section.heading, ...section.blocks.flat()),
    ),
    ...content.categories.flatMap((category) => [
      {
        kind: "category" as const,
        href: categoryPath(category.slug),
        title: category.heading,
        heading: category.name,
        body: `${category.subtitle} ${category.summary}`,
      },
      ...category.cards.map((card) => ({
        kind: "service" as const,
        href: `${categoryPath(category.slug)}#${cardAnchor(card.id)}`,
        title: card.title,
        heading: category.name,
        body: card.description,
      })),
    ]),
    ...content.projects.map((project) => ({
      kind: "project" as const,
      href: `${paths.projects}#${projectAnchor(project.id)}`,
      title: project.title,
      heading: pages.projects.heading,
      body: project.description,
    })),
    ...content.teamMembers.map((member) => ({
      kind: "team" as const,
      href: `${paths.team}#${teamAnchor(member.id)}`,
      title: member.name,
      heading: member.role,
      body: member.bio,
    })),
    ...content.testimonials.map((testimonial) => ({
      kind: "testimonial" as const,
      href: paths.clients,
      title: testimonial.name,
      heading: testimonial.designation,
      body: testimonial.feedback,
    })),
    ...articles.flatMap((article) => {
      const { intro, sections } = articleSections(article.body, article.toc);
      const href = insightPath(article.slug);
      return [
        {
          kind: "article" as const,
          href,
          title: article.title,
          heading: "",
          body: `${article.summary} ${markdownText(intro)}`,
        },
        ...sections.map((section) => ({
          kind: "article" as const,
          href: `${href}#${section.id}`,
          title: section.heading,
          heading: article.title,
          body: markdownText(section.text),
        })),
      ];
    }),
  ];
}
