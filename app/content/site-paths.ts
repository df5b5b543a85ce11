/**
 * The site's page paths. app/routes.ts maps each to its module, and the sitemap, menus and tests
 * read them from here, so a page added to the route table cannot be missing from the sitemap.
 */
export const categorySlugs = [
  "software-development",
  "digital-marketing",
  "graphics-design",
  "video-editing",
  "data-entry",
  "cyber-security",
] as const;

export const paths = {
  home: "/",
  services: "/our-services",
  projects: "/latest-projects",
  about: "/about-us",
  contact: "/contact-us",
  team: "/expert-team",
  clients: "/happy-clients",
} as const;

export const categoryPath = (slug: (typeof categorySlugs)[number]) => `/${slug}` as const;

/** Every prerendered page, in menu order. */
export const pagePaths: string[] = [...Object.values(paths), ...categorySlugs.map(categoryPath)];
