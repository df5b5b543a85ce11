import type { Locale } from "../content/locale.ts";
import { localizePath } from "../content/site-paths.ts";

/**
 * Islands whose props every page of a language shares, served as prerendered files (see
 * shared-island-props.ts). Kept apart from the props so that app/routes.ts stays light.
 */
export const sharedIslandNames = ["navigation", "testimonials", "contact-form", "hero"] as const;

export type SharedIslandName = (typeof sharedIslandNames)[number];

export const sharedIslandPropsPath = (name: SharedIslandName, locale: Locale) =>
  localizePath(`/islands/${name}.json`, locale);
