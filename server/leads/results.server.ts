import type { Locale } from "../../app/content/locale.ts";
import { siteContent } from "../../app/content/site-content.ts";
import type { ContactFieldErrors, ContactInput } from "./schema.server.ts";

/** What the form receives as `actionData`; `status` is also the HTTP status. */
export type ContactResult =
  | { status: 200; outcome: "sent" }
  | { status: 400; outcome: "invalid"; errors: ContactFieldErrors; values: ContactInput }
  | { status: 400; outcome: "bad-request"; message: string }
  | { status: 403; outcome: "forbidden"; message: string }
  | { status: 429; outcome: "rate-limited"; message: string; retryAfterSeconds: number }
  | { status: 503; outcome: "unavailable"; message: string };

/**
 * Every answer the form can get, built in one place, in the language of the page the form was
 * sent from. Kept apart from the service so that the route can answer an unreadable body without
 * pulling the database code into its module graph.
 */
export function contactResults(language: Locale) {
  const messages = siteContent(language).contact.messages;
  return {
    sent: (): ContactResult => ({ status: 200, outcome: "sent" }),
    invalid: (errors: ContactFieldErrors, values: ContactInput): ContactResult => ({
      status: 400,
      outcome: "invalid",
      errors,
      values,
    }),
    badRequest: (): ContactResult => ({ status: 400, outcome: "bad-request", message: messages.badRequest }),
    forbidden: (): ContactResult => ({ status: 403, outcome: "forbidden", message: messages.crossSite }),
    rateLimited: (retryAfterSeconds: number): ContactResult => ({
      status: 429,
      outcome: "rate-limited",
      message: messages.rateLimited,
      retryAfterSeconds,
    }),
    unavailable: (): ContactResult => ({ status: 503, outcome: "unavailable", message: messages.unavailable }),
  };
}
