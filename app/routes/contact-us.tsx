import { data } from "react-router";
import type { Route } from "./+types/contact-us";
import { SharedSections } from "~/components/sections/shared-sections.tsx";
import { pages } from "~/content/pages.ts";
import { paths } from "~/content/site-paths.ts";
import { pageMeta } from "~/lib/seo.ts";
import { sharedSectionsData } from "~/lib/shared-sections-data.ts";
import { handleContactPost } from "~/server/contact/handle-post.server.ts";

export function loader() {
  return { shared: sharedSectionsData() };
}

export const meta = () =>
  pageMeta({ title: pages.contact.title, description: pages.contact.description, path: paths.contact });

// Without this, a no-JavaScript (document) post would lose the action's Retry-After and no-store.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** The contact form's plain POST: the answer is this page showing the confirmation or the errors. */
export async function action({ request }: Route.ActionArgs) {
  const { result, headers } = await handleContactPost(request);
  return data(result, { status: result.status, headers });
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return <SharedSections data={loaderData.shared} lead="contact" />;
}
