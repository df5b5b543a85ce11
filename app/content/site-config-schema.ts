import { z } from "zod";
import type { RecordOf } from "./model/fields.ts";
import { profileNetworks, site } from "./model/collections/site.ts";

/**
 * The site configuration in one language: the edition's `site` record (app/content/edition/data/
 * site.json) after its text pairs are read in that language, declared in the content model
 * (app/content/model/collections/site.ts) and checked before every Publish. The addresses the
 * server needs before the store is reachable stay in code (site-origins.ts).
 */
export const siteConfigSchema = site.recordSchema;
export type SiteConfig = RecordOf<typeof site.fields>;

export const socialNetworkSchema = z.enum(profileNetworks);
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;
