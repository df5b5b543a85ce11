import { z } from "zod";
import { siteConfig } from "../../content/site-config.ts";

/**
 * Where the staff area lives, for WebAuthn and for links: the relying party id is the origin's
 * host name, and a passkey works only on that host. STAFF_ORIGIN exists for tests and staging
 * (e.g. http://127.0.0.1:4173); production uses the site configuration's production URL.
 */
export type StaffConfig = { origin: string; rpId: string; rpName: string };

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
});

export function parseStaffConfig(env: Record<string, string | undefined> = process.env): StaffConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid staff configuration: ${issue?.path.join(".")} ${issue?.message}`);
  }
  const url = new URL(parsed.data.STAFF_ORIGIN ?? siteConfig.productionUrl);
  return { origin: url.origin, rpId: url.hostname, rpName: `${siteConfig.brand} staff` };
}

/**
 * The enrolment link. The token rides in the fragment, which browsers never send to a server,
 * so it stays out of access logs (ours, nginx's, a CDN's) and out of Referer headers.
 */
export const enrolmentLink = (config: StaffConfig, token: string) => `${config.origin}/staff/enrol#${token}`;
