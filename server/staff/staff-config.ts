/**
 * Where the staff area lives, for WebAuthn and for links: the relying party id is the origin's
 * host name, and a passkey works only on that host. Read from STAFF_ORIGIN, or the site
 * configuration's production URL (server/settings/staff-settings.ts).
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

/**
 * The enrolment link. The token rides in the fragment, which browsers never send to a server,
 * so it stays out of access logs (ours, nginx's, a CDN's) and out of Referer headers.
 */
export const enrolmentLink = (config: StaffConfig, token: string) => `${config.origin}/staff/enrol#${token}`;
