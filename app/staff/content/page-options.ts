import { categoryOptions } from "~/content/model/collections/services.ts";
import { categoryPath, paths } from "~/content/site-paths.ts";

const pageNames: Record<keyof typeof paths, string> = {
  home: "Home",
  services: "Our services",
  projects: "Latest projects",
  about: "About us",
  contact: "Contact us",
  team: "Expert team",
  clients: "Happy clients",
  insights: "Insights",
  privacy: "Privacy",
};

/** The site's pages a "page" field may open, by name: the static pages, then the six categories. */
export const pageOptions = [
  ...Object.entries(paths).map(([key, path]) => ({ path, name: pageNames[key as keyof typeof paths] })),
  ...categoryOptions.map((option) => ({ path: categoryPath(option.value), name: option.label })),
];
