import { initialEdition } from "../../../app/content/edition/initial-edition.ts";
import { siteRecordOf } from "../../../app/content/edition/site-record.ts";
import type { Agency } from "./email-parts.server.ts";

/** The agency's details as the repository's edition gives them: what emails name in the tests. */
export const initialAgency: Agency = siteRecordOf(initialEdition);
