import type { MetaDescriptor } from "react-router";
import { siteConfig, siteUrl } from "~/content/site-config.ts";

type PageMetaInput = {
  /** The page part of the title; the brand is appended. */
  title: string;
  description: string;
  /** Path of the page, for the canonical URL. Omit for pages that must not be canonicalised (404). */
  path?: string;
  image?: string;
};

export function documentTitle(title: string): string {
  return `${title} - ${siteConfig.brand}`;
}

/** The one meta helper: title template, description, canonical, Open Graph and Twitter tags. */
export function pageMeta({ title, description, path, image = "/og-image.png" }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title);
  const imageUrl = siteUrl(image);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.brand },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (path !== undefined) {
    const url = siteUrl(path);
    tags.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  } else {
    tags.push({ name: "robots", content: "noindex" });
  }
  return tags;
}
