import { escapeMarkup } from "~/lib/escape-markup.ts";
import { previewPath } from "./preview-links.tsx";

export type PreviewBanner = {
  /** The page previewed, as visitors will reach it. */
  path: string;
  /** What the preview shows beyond the published edition: "2 drafts: Projects, Testimonials". */
  drafts: string;
  publishedVersion: number;
};

/** A site path a preview may lead to: root-relative, not protocol-relative. */
const sitePath = /^\/(?!\/)/;

/**
 * The published page's HTML made into its preview: a banner says what it is, its links lead to the
 * preview of the page they name (a new article's included) instead of the live site, and its
 * islands read their shared props from the draft edition (/staff/content/preview/islands/…), so
 * that what hydrates is what the server rendered. Files (styles, scripts, images) stay where they are.
 */
export function asPreview(html: string, banner: PreviewBanner): string {
  const inPreview = (path: string) => (sitePath.test(path) ? previewPath(path) : path);
  return html
    .replace(/(<a\b[^>]*?\shref=")([^"]*)"/g, (_, start: string, href: string) => `${start}${inPreview(href)}"`)
    .replace(/(\sdata-shared-props=")([^"]*)"/g, (_, start: string, url: string) => `${start}${inPreview(url)}"`)
    .replace(/<form\b[^>]*>/g, (form) =>
      /\smethod="get"/i.test(form)
        ? form.replace(/(\saction=")([^"]*)"/, (_, start: string, action: string) => `${start}${inPreview(action)}"`)
        : form,
    )
    .replace(/<body\b[^>]*>/, (body) => `${body}${bannerHtml(banner)}`);
}

/**
 * The banner: inline styles, since the public stylesheet has no class for it (the CSP allows style
 * attributes); in English whatever the page's language, since it speaks to staff.
 */
function bannerHtml({ path, drafts, publishedVersion }: PreviewBanner): string {
  const link = "color:#fff;text-decoration:underline;font-weight:700;display:inline-block;min-height:24px";
  return (
    `<aside lang="en" dir="ltr" aria-label="Preview" style="background:#12343b;color:#fff;padding:8px 16px;` +
    `font:15px/1.6 system-ui,sans-serif;display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center">` +
    `<strong>Preview of drafts: not public.</strong>` +
    `<span>${escapeMarkup(`${path}, with ${drafts} over published version ${publishedVersion}.`)}</span>` +
    `<a href="/staff/content" style="${link}">Back to the editor</a>` +
    `</aside>`
  );
}
