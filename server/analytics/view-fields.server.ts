import type { IncomingHttpHeaders } from "node:http";
import type { Locale } from "../../app/content/locale.ts";
import { withoutTrailingSlashes, localeFromPath } from "../../app/content/site-paths.ts";
import { cleanText } from "./clean-text.server.ts";
import { browserFamily, type DeviceClass, deviceClass, userAgentLimit } from "./user-agent.server.ts";

/** What is kept of one page view, besides its time and visitor hash. */
export type ViewFields = {
  path: string;
  language: Locale;
  status: 200 | 404;
  /** The host of the page the visitor came from; null for a direct visit or from our own pages. */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: DeviceClass;
  browser: string;
  /** ISO 3166-1 alpha-2, upper case; null when unknown. */
  country: string | null;
};

// Long enough for any real page, campaign or host; short enough that a hostile 10 KB value
// costs nothing to store.
export const limits = { path: 200, utm: 100, host: 253, userAgent: userAgentLimit } as const;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Hosts compared without "www.", so that www.example.com and example.com are one site. */
export const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/**
 * The path a page is counted under: /about-us, /about-us/ and /about-us/index.html are one page.
 * No regular expression: /(.)\/+$/ took 61 ms on "/a" + 8,000 slashes + "b" (quadratic).
 */
export function pagePath(pathname: string): string {
  const path = pathname.endsWith("/index.html") ? pathname.slice(0, -"index.html".length) : pathname;
  return cleanText(withoutTrailingSlashes(path), limits.path) ?? "/";
}

/**
 * The referring page's host only: its path and query may hold personal data (search terms,
 * tokens), and the host is what a report needs. Our own hosts (a visitor moving between pages)
 * and anything that is not an http(s) URL are dropped.
 */
export function referrerHost(referer: string, ownHosts: ReadonlySet<string>): string | null {
  if (referer === "") return null;
  let url: URL;
  try {
    // The host comes first: a 10 KB referrer is read no further than its head.
    url = new URL(referer.slice(0, 2_048));
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = bareHost(url.hostname);
  // Longer than DNS allows: not a real site (or cut off above).
  if (host === "" || host.length > limits.host || ownHosts.has(host)) return null;
  return cleanText(host, limits.host);
}

/** utm_source, utm_medium and utm_campaign of the URL's query string, cleaned; never throws. */
export function campaign(url: string) {
  const query = url.indexOf("?");
  // URLSearchParams decodes percent-escapes; bytes that are not UTF-8 become U+FFFD, never an error.
  const params = new URLSearchParams(query === -1 ? "" : url.slice(query + 1, query + 1 + 16_384));
  return {
    utmSource: cleanText(params.get("utm_source"), limits.utm),
    utmMedium: cleanText(params.get("utm_medium"), limits.utm),
    utmCampaign: cleanText(params.get("utm_campaign"), limits.utm),
  };
}

/**
 * The country a trusted proxy or CDN put in a header (Cloudflare's CF-IPCountry, nginx's GeoIP2
 * module): two letters, else null. Cloudflare's XX (unknown) and T1 (Tor) are not countries.
 * The caller passes the header only when it trusts the proxy that sets it.
 */
export function countryFromHeader(value: string | string[] | undefined): string | null {
  const code = header(value).slice(0, 8).trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && code !== "XX" && code !== "T1" ? code : null;
}

/** Looks a client address up in a local IP database (ip-country.server.ts); null when it does not know. */
export type CountryLookup = (address: string) => string | null;

export type ViewContext = {
  /** Hosts whose pages are ours (bare, see `bareHost`): a referrer there is not a referrer. */
  ownHosts: ReadonlySet<string>;
  /** The header a trusted proxy sets the visitor's country in (lower case); undefined: none trusted. */
  countryHeader?: string;
  lookupCountry?: CountryLookup;
};

/** Everything a view keeps, from the request line and headers alone. Pure; never throws. */
export function viewFields(
  request: { url: string; pathname: string; status: number; headers: IncomingHttpHeaders; address: string },
  context: ViewContext,
): ViewFields {
  const path = pagePath(request.pathname);
  const userAgent = header(request.headers["user-agent"]);
  // A host and its port; anything longer than DNS allows is cut before it is read.
  const requestHost = header(request.headers.host)
    .slice(0, limits.host + 6)
    .replace(/:\d+$/, "");
  const ownHosts = requestHost ? new Set([...context.ownHosts, bareHost(requestHost)]) : context.ownHosts;
  const fromHeader = context.countryHeader ? countryFromHeader(request.headers[context.countryHeader]) : null;
  return {
    path,
    language: localeFromPath(path),
    status: request.status === 404 ? 404 : 200,
    referrer: referrerHost(header(request.headers.referer), ownHosts),
    ...campaign(request.url),
    device: deviceClass(userAgent),
    browser: browserFamily(userAgent),
    country: fromHeader ?? context.lookupCountry?.(request.address) ?? null,
  };
}
