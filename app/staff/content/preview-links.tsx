import { localizePath, pagePaths } from "~/content/site-paths.ts";

/** The address of a public page's preview (app/staff/content-preview.ts). */
export const previewPath = (pagePath: string) => `/staff/content/preview${pagePath === "/" ? "/" : pagePath}`;

const linkClass = "inline-flex min-h-6 items-center font-semibold text-teal-deep underline";

/**
 * Every page of the site as it would look with the drafts, in each language: a preview is the
 * real page, rendered for staff only.
 */
export function PreviewLinks() {
  return (
    <details className="mt-4">
      <summary className="min-h-6 cursor-pointer font-semibold">Preview the site with these drafts</summary>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {pagePaths.map((path) => (
          <li key={path} className="flex flex-wrap gap-x-3">
            <a href={previewPath(path)} className={linkClass}>
              {path}
            </a>
            <a href={previewPath(localizePath(path, "bn"))} className={linkClass} lang="bn" hrefLang="bn">
              বাংলা
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
