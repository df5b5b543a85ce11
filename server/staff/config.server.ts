import { z } from "zod";
import { siteConfig } from "../../app/content/site-config.ts";
import { signInLimit } from "./sign-in-limit.server.ts";

/**
 * Where the staff area lives, for WebAuthn and for links: the relying party id is the origin's
 * host name, and a passkey works only on that host. STAFF_ORIGIN exists for tests and staging
 * (e.g. http://127.0.0.1:4173); production uses the site configuration's production URL.
 */
export type StaffConfig = {
  origin: string;
  rpId: string;
  rpName: string;
  /** Sign-in and enrolment steps (starts and answers) allowed per client in 15 minutes. */
  signInAttempts: number;
};

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Browsers offer WebAuthn only in a secure context: https, or plain http on this machine. */
export const isLocalHost = (hostname: string) => localHosts.has(hostname) || hostname.endsWith(".localhost");

const envSchema = z.object({
  STAFF_ORIGIN: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/, error: "must be an origin like https://www.example.com" })
      .refine((value) => new URL(value).protocol === "https:" || isLocalHost(new URL(value).hostname), {
        error: "must use https (plain http only works for localhost)",
      })
      .optional(),
  ),
  // The site's own browser tests enrol and sign in dozens of times from one address; a real
  // person needs a handful (sign-in-limit.server.ts).
  STAFF_SIGN_IN_ATTEMPTS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ error: "must be a whole number of attempts" })
      .int({ error: "must be a whole number of attempts" })
      .min(2, { error: "must be at least 2 (one sign-in is two steps)" })
      .max(10_000, { error: "must be at most 10000" })
      .default(signInLimit.limit),
  ),
});

export function parseStaffConfig(env: Record<string, string | undefined> = process.env): StaffConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid staff configuration: ${issue?.path.join(".")} ${issue?.message}`);
  }
  const url = new URL(parsed.data.STAFF_ORIGIN ?? siteConfig.productionUrl);
  return {
    origin: url.origin,
    rpId: url.hostname,
    rpName: `${siteConfig.brand} staff`,
    signInAttempts: parsed.data.STAFF_SIGN_IN_ATTEMPTS,
  };
}

/**
 * The enrolment link. The token rides in the fragment, which browsers never send to a server,
 * so it stays out of access logs (ours, nginx's, a CDN's) and out of Referer headers.
 */
export const enrolmentLink = (config: StaffConfig, token: string) => `${config.origin}/staff/enrol#${token}`;
