import type { Locale } from "../../../app/content/locale.ts";
import type { SiteConfig } from "../../../app/content/site-config-schema.ts";
import { siteOrigins } from "../../../app/content/site-origins.ts";
import type { DeliveryLead } from "../delivery.ts";

/**
 * The brand and contact details an email names, in each language: the published edition's site
 * record (app/content/edition/site-record.ts), passed in by whoever sends, so that composing stays
 * a pure function and an email sent after a Publish gives the new phone number.
 */
export type Agency = Record<Locale, SiteConfig>;

/**
 * What composing needs besides the row: the team's address, the From line, the staff area's
 * origin, and the agency's details.
 */
export type EmailSettings = { to: string; from?: string; staffOrigin: string; agency: Agency };

/** "Website <no-reply@agency-domain>": the agency's own mail domain, so mail is not marked as spoofed. */
export function defaultFromAddress(): string {
  return `Website <no-reply@${siteOrigins.mailDomain}>`;
}

/** Visitor text in a header must never start a new header line (header injection). */
export const headerSafe = (value: string, max = 200) =>
  [...value.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(/\p{Cc}/gu, "")].slice(0, max).join("").trim();

/**
 * A Message-ID on the agency's own domain, unique per email; kept with the row that owes the email
 * (the acknowledgement's on the message, a reply's on the reply), so a retry is the same email.
 */
export function newEmailMessageId(kind: string, id: number): string {
  return `<${kind}-${id}-${crypto.randomUUID()}@${siteOrigins.mailDomain}>`;
}

/** The lead's link in the staff area, for staff emails and the team's chat. */
export const leadLink = (staffOrigin: string, message: Pick<DeliveryLead, "id">) =>
  `${staffOrigin}/staff/messages/${message.id}`;

/** The header that ties an email to its lead, for the team's mail filters. */
export const leadHeaders = (message: Pick<DeliveryLead, "id">): Record<string, string> => ({
  "X-Contact-Message-Id": String(message.id),
});

/** A part of the row a kind cannot be composed without (erased since it was queued: fails, and is retried). */
export function need<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`the queued ${what} is missing`);
  return value;
}
