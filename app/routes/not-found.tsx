import { data } from "react-router";
import { NotFoundContent } from "~/components/sections/not-found-content.tsx";
import { pages } from "~/content/pages.ts";
import { pageMeta } from "~/lib/seo.ts";

/** Catch-all route: unknown paths render this page with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => pageMeta({ title: pages.notFound.title, description: pages.notFound.description });

export default function NotFound() {
  return <NotFoundContent />;
}
