import { z } from "zod";
import { setting, settingDocs } from "./setting.ts";

/** Site search (`/search`, `/bn/search`): its rate limit per client. */
export const searchFields = {
  SEARCH_RATE_LIMIT: setting(z.coerce.number().int().min(0).max(100_000)).default(30).register(settingDocs, {
    description:
      "Searches one client (an IPv4 address, or an IPv6 /64) may make per window on each instance; beyond, the search page answers 429 with the seconds to wait. `0` turns the limit off. Counted in memory, not in the database ([decision 025](decisions/025-site-search.md)).",
  }),
  SEARCH_RATE_WINDOW_SECONDS: setting(z.coerce.number().int().min(1).max(86_400))
    .default(60)
    .register(settingDocs, { description: "The search rate limit's window, in seconds (1 to 86,400)." }),
};

type SearchFields = z.output<z.ZodObject<typeof searchFields>>;

export function searchSettings(env: SearchFields) {
  return { rateLimit: { limit: env.SEARCH_RATE_LIMIT, windowSeconds: env.SEARCH_RATE_WINDOW_SECONDS } };
}

export type SearchSettings = ReturnType<typeof searchSettings>;
