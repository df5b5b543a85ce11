import { contactMessages } from "../../app/content/contact-form.ts";
import { type Locale, locales } from "../../app/content/locale.ts";
import { localizePath, paths } from "../../app/content/site-paths.ts";
import type { ContactService } from "./contact-service.server.ts";
import { contactResults, type ContactResult } from "./results.server.ts";

const contactPostPaths = new Set(
  locales
    .map((locale) => localizePath(paths.contact, locale))
    .flatMap((path) => [path, `${path}.data`])
    .concat("/api/contact"),
);

/** Where the contact form posts: its pages (and React Router's `.data` twin) and the JSON endpoint. */
export const isContactPostPath = (pathname: string) => contactPostPaths.has(pathname.replace(/(.)\/$/, "$1"));

/**
 * The contact form's answer to a post the HTTP layer refused before reading its body (sent from
 * another site, or too large), counted with the other refusals (day and reason only, in memory:
 * no write per post). Undefined for any other path: a refused staff POST is not the form's.
 */
export function contactPostRefusal(
  contact: Pick<ContactService, "countRejected">,
  pathname: string,
  reason: "cross-site" | "too-large" | "signed-out",
): string | undefined {
  if (!isContactPostPath(pathname) || reason === "signed-out") return undefined;
  contact.countRejected(reason);
  return reason === "cross-site" ? contactMessages.crossSite : contactMessages.tooLarge;
}

/**
 * One contact POST, as both endpoints receive it: the page action (/contact-us or /bn/contact-us,
 * no JavaScript) and its JSON twin (/api/contact, used by the enhanced form). The page action knows
 * its language from its URL; the JSON endpoint reads the form's hidden `language` field. Returns
 * the result, in that language, and the headers that go with it.
 */
export async function handleContactPost(
  request: Request,
  contact: ContactService,
  pageLanguage?: Locale,
): Promise<{ result: ContactResult; headers: Record<string, string> }> {
  // JSON, a missing or wrong content type, or a broken multipart body: not something our form sent.
  const form = await request.formData().catch(() => undefined);
  const language = pageLanguage ?? (form?.get("language") === "bn" ? "bn" : "en");
  const header = (name: string) => request.headers.get(name);
  const result = form
    ? await contact.submit({
        form,
        clientIp: header("x-client-ip"),
        userAgent: header("user-agent"),
        origin: header("origin"),
        host: header("host"),
        language,
      })
    : contactResults(language).badRequest();
  if (!form) contact.countRejected("bad-request");
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (result.status === 429) headers["Retry-After"] = String(result.retryAfterSeconds);
  return { result, headers };
}
