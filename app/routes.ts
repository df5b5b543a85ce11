import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { readArticleFiles } from "./content/insights/article-files.ts";
import { buildCatalogue } from "./content/insights/catalogue.ts";
import { insightPath, insightsFeedPath, insightsPagePaths } from "./content/insights/insights-paths.ts";
import { locales } from "./content/locale.ts";
import { searchPath } from "./content/search-copy.ts";
import { categorySlugs, paths } from "./content/site-paths.ts";
import { sharedIslandNames, sharedIslandPropsPath } from "./lib/shared-island-paths.ts";

/**
 * The route table: the one place URLs are mapped to modules. Every path without a parameter is
 * prerendered at build time (react-router.config.ts); the splat route is the 404 page.
 * The Bangla edition repeats the page routes under /bn with ids of their own: a `:locale?`
 * segment would be skipped by prerendering. Each module reads its language from the URL.
 */
const at = (path: string) => path.slice(1);

/** The articles (read from app/insights; an invalid one stops the build here). Both languages share slugs and tags. */
const articles = buildCatalogue(readArticleFiles()).filter((article) => article.locale === "en");
const articlePaths = new Set(articles.map((article) => insightPath(article.slug)));

function pageRoutes(prefix: "" | "bn/") {
  const id = (name: string) => (prefix ? `bn-${name}` : name);
  return [
    prefix ? route("bn", "routes/home.tsx", { id: id("home") }) : index("routes/home.tsx"),
    route(prefix + at(paths.services), "routes/our-services.tsx", { id: id("our-services") }),
    route(prefix + at(paths.projects), "routes/latest-projects.tsx", { id: id("latest-projects") }),
    route(prefix + at(paths.about), "routes/about-us.tsx", { id: id("about-us") }),
    route(prefix + at(paths.contact), "routes/contact-us.tsx", { id: id("contact-us") }),
    route(prefix + at(paths.team), "routes/expert-team.tsx", { id: id("expert-team") }),
    route(prefix + at(paths.clients), "routes/happy-clients.tsx", { id: id("happy-clients") }),
    route(prefix + at(paths.insights), "routes/insights.tsx", { id: id("insights") }),
    route(prefix + at(paths.privacy), "routes/privacy.tsx", { id: id("privacy") }),
    // Site search: rendered per request (react-router.config.ts leaves it out of prerendering).
    route(prefix + at(searchPath), "routes/search.tsx", { id: id("search") }),
    // One module serves the six category pages; each gets its own id so that all six prerender.
    ...categorySlugs.map((slug) => route(prefix + slug, "routes/category.tsx", { id: id(`category-${slug}`) })),
    // Insights: one module for the lists (all articles, a tag, their further pages), one for the articles.
    ...insightsPagePaths(articles)
      .filter((path) => path !== paths.insights)
      .map((path) =>
        route(prefix + at(path), articlePaths.has(path) ? "routes/insight.tsx" : "routes/insights.tsx", {
          id: id(at(path).replaceAll("/", "-")),
        }),
      ),
    // Articles and topics published after the build (the content editor): the same modules render
    // any of the current edition's on request, 404 for the rest. The paths above rank first and
    // are prerendered; live pages serve the new ones from memory once rendered. Their ids hold
    // "_", which no slug has, so that none meets an article's own route.
    route(prefix + "insights/page/:page", "routes/insights.tsx", { id: id("insights_any_page") }),
    route(prefix + "insights/tag/:tag", "routes/insights.tsx", { id: id("insights_any_tag") }),
    route(prefix + "insights/tag/:tag/page/:page", "routes/insights.tsx", { id: id("insights_any_tag_page") }),
    route(prefix + "insights/:slug", "routes/insight.tsx", { id: id("insights_any_article") }),
    route(prefix + at(insightsFeedPath), "routes/insights-feed[.]xml.ts", { id: id("insights-feed") }),
  ];
}

export default [
  ...pageRoutes(""),
  ...pageRoutes("bn/"),
  route("api/contact", "routes/api.contact.ts"),
  // The staff inbox: rendered per request, never prerendered (react-router.config.ts skips /staff).
  layout("staff/staff-layout.tsx", [
    route("staff", "staff/inbox.tsx"),
    route("staff/sign-in", "staff/sign-in.tsx"),
    route("staff/enrol", "staff/enrol.tsx"),
    route("staff/messages/:id", "staff/message.tsx"),
    route("staff/analytics", "staff/analytics.tsx"),
    route("staff/audit", "staff/audit.tsx"),
    route("staff/passkeys", "staff/passkeys.tsx"),
    // Who has access and with which roles (issue 28): admins only.
    route("staff/people", "staff/people.tsx"),
    // The content editor (issue 27): overview and Publish, a collection, a record, the history.
    route("staff/content", "staff/content-overview.tsx"),
    route("staff/content/history", "staff/content-history.tsx"),
    route("staff/content/history/:number", "staff/content-version.tsx"),
    route("staff/content/:collection", "staff/content-collection.tsx"),
    route("staff/content/:collection/:id", "staff/content-record.tsx"),
    // Linked from the content editor (server/content/image-rules.ts imageUploadPath), not the navigation.
    route("staff/content/images", "staff/content-images.tsx"),
    route("staff/*", "staff/not-found.tsx", { id: "staff-not-found" }),
  ]),
  route("staff/sign-out", "staff/sign-out.ts"),
  route("staff/export", "staff/export.ts"),
  // The editor's Preview: a public page rendered with the drafts (a resource route: the page is whole).
  route("staff/content/preview/*", "staff/content-preview.ts"),
  route("staff/analytics/export", "staff/analytics-export.ts"),
  route("staff/api/:step", "staff/staff-api.ts"),
  route("staff/passkey.js", "staff/passkey-script.ts"),
  // The content editor's live Markdown preview: its script, and the POST that renders an article's body.
  route("staff/content-editor.js", "staff/content-editor-script.ts"),
  route("staff/content/markdown-preview", "staff/content-markdown-preview.ts"),
  // The record form's image picker: the uploads as JSON, and an upload answered as JSON.
  route("staff/content/image-picker", "staff/content-image-picker.ts"),
  // Who else has a record open (the record page's script says so every few seconds).
  route("staff/content/presence", "staff/content-presence.ts"),
  // Island props that every page shares, as prerendered files (app/lib/shared-island-props.ts).
  ...locales.flatMap((locale) =>
    sharedIslandNames.map((name) =>
      route(sharedIslandPropsPath(name, locale).slice(1), "routes/island-props.ts", { id: `${locale}-${name}-props` }),
    ),
  ),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
