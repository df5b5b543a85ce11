import type { ServiceCategory } from "./schemas.ts";
import { cyberSecurity } from "./categories/cyber-security.ts";
import { dataEntry } from "./categories/data-entry.ts";
import { digitalMarketing } from "./categories/digital-marketing.ts";
import { graphicsDesign } from "./categories/graphics-design.ts";
import { softwareDevelopment } from "./categories/software-development.ts";
import { videoEditing } from "./categories/video-editing.ts";

/** The six categories in menu order; the services grid and the category routes follow it. */
export const serviceCategories = [
  softwareDevelopment,
  digitalMarketing,
  graphicsDesign,
  videoEditing,
  dataEntry,
  cyberSecurity,
] as const;

export function findCategory(slug: string): ServiceCategory | undefined {
  return serviceCategories.find((category) => category.slug === slug);
}
