import type { CollectionName } from "~/content/model/model.ts";
import { insightPath } from "~/content/insights/insights-paths.ts";
import { categoryPath, localizePath, paths } from "~/content/site-paths.ts";
import { previewRoot } from "~server/staff/staff-paths.ts";
import { pageOptions } from "./page-options.ts";

/** The address of a public page's preview (app/staff/content-preview.ts). */
export const previewPath = (pagePath: string) => `${previewRoot}${pagePath === "/" ? "/" : pagePath}`;

/** The page where a collection's records are seen first (an article's is its own). */
const pageOf: Record<CollectionName, (id: string) => string> = {
  heroBanners: () => paths.home,
  statistics: () => paths.home,
  rates: () => paths.home,
  categories: (slug) => categoryPath(slug as Parameters<typeof categoryPath>[0]),
  projects: () => paths.projects,
  teamMembers: () => paths.team,
  testimonials: () => paths.clients,
  officeCards: () => paths.contact,
  company: () => paths.about,
  pages: () => paths.home,
  site: () => paths.home,
  articles: (slug) => insightPath(slug),
};

/**
 * The public page a record is seen on, and that page's name; a collection's order ("#order") is
 * seen on its list's page. `title`: an article's, which names its page.
 */
export function recordPage(collection: CollectionName, id: string, title?: string): { path: string; name: string } {
  const order = id.startsWith("#");
  const path =
    order && collection === "articles"
      ? paths.insights
      : order && collection === "categories"
        ? paths.services
        : pageOf[collection](id);
  const name = pageOptions.find((page) => page.path === path)?.name ?? title ?? path;
  return { path, name };
}

const linkClass = "inline-flex min-h-6 items-center font-semibold text-teal-deep underline";

/** A page's preview in each language: its name, then বাংলা. */
export function PreviewPageLinks({ path, name }: { path: string; name: string }) {
  return (
    <span className="inline-flex flex-wrap gap-x-3">
      <a href={previewPath(path)} className={linkClass}>
        {name}
      </a>
      <a
        href={previewPath(localizePath(path, "bn"))}
        className={linkClass}
        lang="bn"
        hrefLang="bn"
        aria-label={`${name}, বাংলা`}
      >
        বাংলা
      </a>
    </span>
  );
}

/**
 * Every page of the site as it would look with the drafts, by name, in each language, and each
 * article that has a draft (a new one has no other way in): a preview is the real page, rendered
 * for staff only.
 */
export function PreviewLinks({ articles }: { articles: Array<{ slug: string; title: string }> }) {
  return (
    <details className="mt-4">
      <summary className="min-h-6 cursor-pointer font-semibold">Preview the site with these drafts</summary>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {pageOptions.map((page) => (
          <li key={page.path}>
            <PreviewPageLinks path={page.path} name={page.name} />
          </li>
        ))}
      </ul>
      {articles.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">Articles with a draft</h3>
          <ul className="mt-1 grid gap-1">
            {articles.map((article) => (
              <li key={article.slug}>
                <PreviewPageLinks path={insightPath(article.slug)} name={article.title} />
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
