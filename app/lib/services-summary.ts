import type { ServiceSummary } from "~/components/sections/services-grid.tsx";
import { serviceCategories } from "~/content/service-categories.ts";

/** The six category summaries for the services grid, without their cards (keeps page data small). */
export function servicesSummary(): ServiceSummary[] {
  return serviceCategories.map(({ slug, name, summary, image, externalHref }) => ({
    slug,
    name,
    summary,
    image,
    externalHref,
  }));
}
