import { z } from "zod";
import { analyticsFields, analyticsSettings } from "./analytics-settings.ts";
import { contentFields, contentSettings } from "./content-settings.ts";
import { databaseFields, databaseSettings } from "./database-settings.ts";
import { httpFields, httpSettings } from "./http-settings.ts";
import { leadsFields, leadsSettings } from "./leads-settings.ts";
import { outboxFields, outboxSettings } from "./outbox-settings.ts";
import { searchFields, searchSettings } from "./search-settings.ts";
import { staffFields, staffSettings } from "./staff-settings.ts";

/** The settings by capability, in the order docs/settings.md lists them. */
export const settingGroups = [
  { title: "HTTP server", home: "server/http/", fields: httpFields },
  { title: "Database", home: "server/db/", fields: databaseFields },
  { title: "Contact form and leads", home: "server/leads/", fields: leadsFields },
  { title: "Outbox: email and Telegram", home: "server/outbox/", fields: outboxFields },
  { title: "Staff area", home: "server/staff/", fields: staffFields },
  { title: "Analytics", home: "server/analytics/", fields: analyticsFields },
  { title: "Content", home: "server/content/", fields: contentFields },
  { title: "Search", home: "server/search/", fields: searchFields },
] as const;

/**
 * Every environment variable the server reads, in one schema. Rules that tie two capabilities'
 * settings together are checked here, at start-up, naming the variable to change.
 */
const settingsSchema = z
  .object({
    ...httpFields,
    ...databaseFields,
    ...leadsFields,
    ...outboxFields,
    ...staffFields,
    ...analyticsFields,
    ...contentFields,
    ...searchFields,
  })
  .superRefine((env, ctx) => {
    const problem = (variable: string, message: string) => ctx.addIssue({ code: "custom", path: [variable], message });
    // Node refuses to start a server whose headers may take longer than the whole request.
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
      problem("HEADERS_TIMEOUT_MS", "must not exceed REQUEST_TIMEOUT_MS");
    // Mail without a recipient would fail on every message; say so at start-up instead.
    if (env.SMTP_URL && !env.CONTACT_TO) problem("CONTACT_TO", "is required when SMTP_URL is set");
    // smtps:// is encrypted from the first byte: an exception for plain SMTP there says the
    // operator meant something else.
    if (env.SMTP_INSECURE === "1" && !env.SMTP_URL?.startsWith("smtp://")) {
      problem("SMTP_INSECURE", "applies only to an smtp:// SMTP_URL");
    }
    // An acknowledgement is an email: without a mail server it could never be sent.
    if (env.CONTACT_ACK === "1" && !env.SMTP_URL)
      problem("CONTACT_ACK", "needs SMTP_URL (the acknowledgement is an email)");
    // Half a Telegram set-up would fail on every message; name the missing half at start-up.
    if (Boolean(env.TELEGRAM_BOT_TOKEN) !== Boolean(env.TELEGRAM_CHAT_ID)) {
      const missing = env.TELEGRAM_BOT_TOKEN ? "TELEGRAM_CHAT_ID" : "TELEGRAM_BOT_TOKEN";
      problem(missing, "is required when the other TELEGRAM_ variable is set");
    }
    // Without a proxy in front that sets (and overwrites) it, any visitor could choose the header's value.
    if (env.ANALYTICS_COUNTRY_HEADER && env.TRUST_PROXY !== "1") {
      problem("ANALYTICS_COUNTRY_HEADER", "needs TRUST_PROXY=1: only a proxy in front of the site can vouch for it");
    }
  });

export type Settings = ReturnType<typeof toSettings>;

function toSettings(env: z.output<typeof settingsSchema>) {
  return {
    http: httpSettings(env),
    database: databaseSettings(env),
    leads: leadsSettings(env),
    outbox: outboxSettings(env),
    staff: staffSettings(env),
    analytics: analyticsSettings(env),
    content: contentSettings(env),
    search: searchSettings(env),
  };
}

/**
 * Reads every setting once, at start-up (server/app.ts, and each operator command), and gives
 * them grouped by capability. A variable present but empty is unset. A bad value stops the start
 * with a message naming each bad variable, never echoing its value.
 */
export function parseSettings(source: Record<string, string | undefined> = process.env): Settings {
  const result = settingsSchema.safeParse(source);
  if (result.success) return toSettings(result.data);
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid settings (docs/settings.md):\n${problems.join("\n")}`);
}
