import { initialEdition } from "../../../app/content/edition/initial-edition.ts";
import { siteRecordOf } from "../../../app/content/edition/site-record.ts";

/**
 * The brand and tagline the generated art shows (the Open Graph image, article cards, the web
 * manifest): the initial edition's site record, in English. Art is drawn at build time, so a
 * brand changed in the content editor reaches it with the next build from an exported edition.
 */
export const initialSite = siteRecordOf(initialEdition).en;
