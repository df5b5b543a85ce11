import { z } from "zod";

// Deployments often leave a variable present but empty (KEY= in an env file): that means "unset".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

const envSchema = z
  .object({
    ANALYTICS: optional(z.enum(["on", "off"], { error: 'must be "on" or "off"' })).default("on"),
    // How long a view may wait in memory before it is written: what a SIGKILL can lose (docs/analytics.md).
    ANALYTICS_FLUSH_MS: optional(z.coerce.number().int().min(100).max(60_000)).default(5_000),
    // Distinct views held between two writes (identical ones are one): beyond this they are dropped
    // and counted, so memory stays bounded (a few hundred bytes each) in a flood or while the store
    // is down. 50,000 holds 10,000 new visitors a second for the default 5 s flush interval.
    ANALYTICS_BUFFER_LIMIT: optional(z.coerce.number().int().min(100).max(1_000_000)).default(50_000),
    ANALYTICS_RAW_DAYS: optional(z.coerce.number().int().min(1).max(3_650)).default(30),
    // "1" lets Headless Chrome's views count: for the site's own browser tests, never production.
    ANALYTICS_COUNT_HEADLESS: optional(z.enum(["0", "1"], { error: 'must be "1" or "0"' })).default("0"),
    // A header the proxy in front sets to the visitor's country (CF-IPCountry behind Cloudflare).
    ANALYTICS_COUNTRY_HEADER: optional(
      z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "must be a header name such as CF-IPCountry"),
    ),
    TRUST_PROXY: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    // Without a proxy in front that sets (and overwrites) it, any visitor could choose the header's value.
    if (env.ANALYTICS_COUNTRY_HEADER && env.TRUST_PROXY !== "1") {
      ctx.addIssue({
        code: "custom",
        path: ["ANALYTICS_COUNTRY_HEADER"],
        message: "needs TRUST_PROXY=1: only a proxy in front of the site can vouch for it",
      });
    }
  });

export type AnalyticsConfig = {
  enabled: boolean;
  flushMs: number;
  bufferLimit: number;
  rawDays: number;
  countHeadless: boolean;
  /** Lower case, as Node keys request headers; undefined: no country from headers. */
  countryHeader?: string;
};

/** Reads the analytics settings once at start-up; a bad value names its variable. */
export function parseAnalyticsConfig(source: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid analytics environment variables:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return {
    enabled: env.ANALYTICS === "on",
    flushMs: env.ANALYTICS_FLUSH_MS,
    bufferLimit: env.ANALYTICS_BUFFER_LIMIT,
    rawDays: env.ANALYTICS_RAW_DAYS,
    countHeadless: env.ANALYTICS_COUNT_HEADLESS === "1",
    countryHeader: env.ANALYTICS_COUNTRY_HEADER?.toLowerCase(),
  };
}
