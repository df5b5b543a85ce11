import { z } from "zod";
import { initialEdition } from "../../app/content/edition/initial-edition.ts";
import { siteRecordOf } from "../../app/content/edition/site-record.ts";
import { siteOrigins } from "../../app/content/site-origins.ts";
import { signInLimit } from "../staff/sign-in-limit.server.ts";
import { isLocalHost, type StaffConfig } from "../staff/staff-config.ts";
import { setting, settingDocs } from "./setting.ts";

/** An IPv4 address, or an IPv6 one as a URL writes it ([::1]). */
const isIpAddress = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith("[");

/** The staff area: where it lives (for passkeys and links), its sign-in limit, its reminders. */
export const staffFields = {
  STAFF_ORIGIN: setting(
    z
      .url({ protocol: /^https?$/, error: "must be an origin like https://www.example.com" })
      // A passkey belongs to a domain (its relying party id); browsers refuse an IP address there
      // ("127.0.0.1 is an invalid domain"), so such an origin would start and fail at enrolment.
      .refine((value) => !isIpAddress(new URL(value).hostname), {
        error:
          "must name a host, not an IP address: passkeys belong to a domain (on this machine, use http://localhost:PORT)",
      })
      .refine((value) => new URL(value).protocol === "https:" || isLocalHost(new URL(value).hostname), {
        error: "must use https (plain http only works for localhost)",
      }),
  ).register(settingDocs, {
    unset: "the site's production URL",
    description:
      "The staff area's origin: the passkeys' relying party and the host of invite, email and Telegram links. `https://` only, except `http://localhost` for tests. A host name, never an IP address: passkeys belong to a domain.",
  }),
  // The site's own browser tests enrol and sign in dozens of times from one address; a real
  // person needs a handful (sign-in-limit.server.ts).
  STAFF_SIGN_IN_ATTEMPTS: setting(
    z.coerce
      .number({ error: "must be a whole number of attempts" })
      .int({ error: "must be a whole number of attempts" })
      .min(2, { error: "must be at least 2 (one sign-in is two steps)" })
      .max(10_000, { error: "must be at most 10000" }),
  )
    .default(signInLimit.limit)
    .register(settingDocs, {
      description:
        "Sign-in and enrolment steps (each start and each answer) one client may make in 15 minutes, then 429. Only the site's own browser tests raise it.",
    }),
  // Minutes; fractions are for tests that want a reminder within seconds.
  LEAD_REMINDER_MINUTES: setting(
    z.coerce.number({ error: "must be a number of minutes" }).min(0.05, { error: "must be at least 0.05" }).max(10_080),
  )
    .default(60)
    .register(settingDocs, {
      description:
        "A lead still new and unanswered this long after it arrived sends one reminder to its owner, or to the team when nobody owns it ([staff-access.md](staff-access.md)). Fractions allowed (tests use `0.05`).",
    }),
};

type StaffFields = z.output<z.ZodObject<typeof staffFields>>;

export function staffSettings(env: StaffFields): StaffConfig & { reminderMs: number } {
  const url = new URL(env.STAFF_ORIGIN ?? siteOrigins.productionUrl);
  return {
    origin: url.origin,
    rpId: url.hostname,
    // Settings are parsed before the store is reachable, and the name a passkey prompt shows is
    // only a label: the initial edition's brand.
    rpName: `${siteRecordOf(initialEdition).en.brand} staff`,
    signInAttempts: env.STAFF_SIGN_IN_ATTEMPTS,
    reminderMs: Math.round(env.LEAD_REMINDER_MINUTES * 60_000),
  };
}

export type StaffSettings = ReturnType<typeof staffSettings>;
