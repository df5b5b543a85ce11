import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/content/locale.ts";
import { siteContent, type SiteContent } from "~/content/site-content.ts";
import { siteUrl } from "~/content/site-origins.ts";
import { localeFromPath, localizePath } from "~/content/site-paths.ts";

type PageMetaInput = {
  locale: Locale;
  /** The page part of the title; the brand is appended. */
  title: string;
  description: string;
  /** Path of the page without its locale prefix, for canonical and alternate URLs. Omit for pages that must not be canonicalised (404). */
  path?: string;
  image?: string;
  /** An article: Open Graph `article` tags and BlogPosting JSON-LD instead of WebPage. */
  article?: ArticleMeta;
  /** The section's feed, announced with `<link rel="alternate">`. */
  feed?: { title: string; path: string };
};

type ArticleMeta = {
  published: string;
  modified?: string;
  author: { name: string; path: string };
  section: string;
  tags: readonly string[];
};

const ogLocale = { en: "en_US", bn: "bn_BD" } as const satisfies Record<Locale, string>;
const otherLocale = { en: "bn", bn: "en" } as const satisfies Record<Locale, Locale>;

/** The brand, from the current edition's site record (the same in every language, but read per page). */
const brandIn = (locale: Locale) => siteContent(locale).site.brand;

export function documentTitle(title: string, locale: Locale): string {
  return `${title} - ${brandIn(locale)}`;
}

/**
 * The one meta helper: title template, description, canonical URL of the page's own language,
 * hreflang alternates (absolute, reciprocal), Open Graph and Twitter tags, and the page's JSON-LD.
 */
export function pageMeta({
  locale,
  title,
  description,
  path,
  image = "/og-image.png",
  article,
  feed,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title, locale);
  const imageUrl = siteUrl(image);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: brandIn(locale) },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: ogLocale[locale] },
    { property: "og:locale:alternate", content: ogLocale[otherLocale[locale]] },
    // X reads the title, description and image from the Open Graph tags when its own are absent:
    // repeating them cost every page's HTML bytes it must keep within one round trip.
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (article) {
    tags.push(
      { property: "article:published_time", content: article.published },
      { property: "article:modified_time", content: article.modified ?? article.published },
      { property: "article:section", content: article.section },
      ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  if (feed) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: feed.title,
      href: siteUrl(localizePath(feed.path, locale)),
    });
  }
  if (path === undefined) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  const url = siteUrl(localizePath(path, locale));
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    ...alternateLinks(path),
    {
      "script:ld+json": article
        ? blogPostingJsonLd({ locale, title, description, url, imageUrl, article })
        : {
            "@context": "https://schema.org",
            "@type": "WebPage",
            name: fullTitle,
            description,
            url,
            inLanguage: locale,
            isPartOf: { "@type": "WebSite", name: brandIn(locale), url: siteUrl("/") },
          },
    },
  );
  return tags;
}

type BlogPostingInput = {
  locale: Locale;
  title: string;
  description: string;
  url: string;
  imageUrl: string;
  article: ArticleMeta;
};

/** schema.org BlogPosting for an Insights article, as search engines read it for article results. */
function blogPostingJsonLd({ locale, title, description, url, imageUrl, article }: BlogPostingInput) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: title,
    description,
    url,
    mainEntityOfPage: url,
    image: imageUrl,
    inLanguage: locale,
    datePublished: article.published,
    dateModified: article.modified ?? article.published,
    author: { "@type": "Person", name: article.author.name, url: siteUrl(localizePath(article.author.path, locale)) },
    publisher: {
      "@type": "Organization",
      name: brandIn(locale),
      url: siteUrl("/"),
      logo: { "@type": "ImageObject", url: siteUrl("/icon-512.png") },
    },
    articleSection: article.section,
    keywords: article.tags.join(", "),
  };
}

/** `<link rel="alternate" hreflang>` for both languages and x-default (English), absolute URLs. */
export function alternateLinks(path: string): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", hrefLang: "en", href: siteUrl(localizePath(path, "en")) },
    { tagName: "link", rel: "alternate", hrefLang: "bn", href: siteUrl(localizePath(path, "bn")) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: siteUrl(localizePath(path, "en")) },
  ];
}

type PageKey = keyof SiteContent["pages"];

/** A route's `meta` export for one of the static pages, in the language of its URL. */
export function staticPageMeta(key: PageKey, path?: string) {
  return ({ location }: { location: { pathname: string } }) => {
    const locale = localeFromPath(location.pathname);
    const page = siteContent(locale).pages[key];
    return pageMeta({ locale, title: page.title, description: page.description, path });
  };
}
