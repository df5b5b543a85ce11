import { data } from "react-router";
import { PageHeader } from "~/components/sections/page-header.tsx";
import { pages } from "~/content/pages.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";
import { getContactService } from "~/server/contact/registry.server.ts";
import { contactResults } from "~/server/contact/results.server.ts";
import type { Route } from "./+types/contact-us";

const copy = pages.contact;

export const meta = () => pageMeta({ title: copy.title, description: copy.description, path: paths.contact });

// Without this, a no-JavaScript (document) post would lose the action's Retry-After and no-store.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The contact form's POST, with or without JavaScript; the form reads the result as `actionData`. */
export async function action({ request }: Route.ActionArgs) {
  // JSON, a missing or wrong content type, or a broken multipart body: not something our form sent.
  const form = await request.formData().catch(() => undefined);
  const header = (name: string) => request.headers.get(name);
  const result = form
    ? await (await getContactService()).submit({
        form,
        clientIp: header("x-client-ip"),
        userAgent: header("user-agent"),
        origin: header("origin"),
        host: header("host"),
      })
    : contactResults.badRequest();
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (result.status === 429) headers["Retry-After"] = String(result.retryAfterSeconds);
  return data(result, { status: result.status, headers });
}

export default function ContactUs() {
  return <PageHeader heading={copy.heading} intro={copy.intro} />;
}
