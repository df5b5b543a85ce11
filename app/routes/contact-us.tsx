import { data } from "react-router";
import type { Route } from "./+types/contact-us";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { localeFromPath, paths } from "~/content/site-paths.ts";
import { staticPageMeta } from "~/lib/seo.ts";
import { appServices } from "~server/app-context.ts";
import { handleContactPost } from "~server/leads/handle-post.server.ts";

export const meta = staticPageMeta("contact", paths.contact);

// Without this, a no-JavaScript (document) post would lose the action's Retry-After and no-store.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The contact form's plain POST: the answer is this page showing the confirmation or the errors. */
export async function action({ request, context }: Route.ActionArgs) {
  const language = localeFromPath(new URL(request.url).pathname);
  const { result, headers } = await handleContactPost(request, appServices(context).contact, language);
  return data(result, { status: result.status, headers });
}

export default function ContactUs() {
  return <SharedSections lead="contact" />;
}
