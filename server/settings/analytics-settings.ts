import { z } from "zod";
import type { AnalyticsConfig } from "../analytics/analytics-service.server.ts";
import { flag, milliseconds, setting, settingDocs } from "./setting.ts";

/** Server-side page view counting ([analytics.md](analytics.md)). */
export const analyticsFields = {
  ANALYTICS: setting(z.enum(["on", "off"], { error: 'must be "on" or "off"' }))
    .default("on")
    .register(settingDocs, { description: "`off`: nothing is counted (housekeeping still deletes old data)." }),
  // How long a view may wait in memory before it is written: what a SIGKILL can lose (docs/analytics.md).
  ANALYTICS_FLUSH_MS: setting(milliseconds(100, 60_000))
    .default(5_000)
    .register(settingDocs, { description: "Longest wait of a view in memory; what a SIGKILL can lose." }),
  // Distinct views held between two writes (identical ones are one): beyond this they are dropped
  // and counted, so memory stays bounded (a few hundred bytes each) in a flood or while the store
  // is down. 50,000 holds 10,000 new visitors a second for the default 5 s flush interval.
  ANALYTICS_BUFFER_LIMIT: setting(z.coerce.number().int().min(100).max(1_000_000))
    .default(50_000)
    .register(settingDocs, {
      description:
        "Distinct views kept in memory between writes, and while the store is down; beyond, dropped and counted.",
    }),
  ANALYTICS_RAW_DAYS: setting(z.coerce.number().int().min(1).max(3_650)).default(30).register(settingDocs, {
    description:
      "Days raw views are kept before deletion (rollups stay). The privacy page states the default: update `app/content/privacy.ts` with it ([privacy.md](privacy.md)).",
  }),
  // "1" lets Headless Chrome's views count: for the site's own browser tests, never production.
  ANALYTICS_COUNT_HEADLESS: setting(flag('"1" or "0"'))
    .default("0")
    .register(settingDocs, { description: "`1`: count Headless Chrome (the site's browser tests only)." }),
  // A header the proxy in front sets to the visitor's country (CF-IPCountry behind Cloudflare).
  ANALYTICS_COUNTRY_HEADER: setting(
    z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "must be a header name such as CF-IPCountry"),
  ).register(settingDocs, {
    unset: "the build's IP-to-country table",
    description: "Header a trusted proxy sets to the visitor's country, e.g. `CF-IPCountry`; needs `TRUST_PROXY=1`.",
  }),
};

type AnalyticsFields = z.output<z.ZodObject<typeof analyticsFields>>;

export function analyticsSettings(env: AnalyticsFields): AnalyticsConfig {
  return {
    enabled: env.ANALYTICS === "on",
    flushMs: env.ANALYTICS_FLUSH_MS,
    bufferLimit: env.ANALYTICS_BUFFER_LIMIT,
    rawDays: env.ANALYTICS_RAW_DAYS,
    countHeadless: env.ANALYTICS_COUNT_HEADLESS === "1",
    countryHeader: env.ANALYTICS_COUNTRY_HEADER?.toLowerCase(),
  };
}
