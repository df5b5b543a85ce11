import { data } from "react-router";
import { NotFoundContent } from "~/components/sections/not-found-content.tsx";
import { staticPageMeta } from "~/lib/seo.ts";

/** Catch-all route: unknown paths render this page with HTTP status 404 (in Bangla under /bn/). */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = staticPageMeta("notFound");

export default function NotFound() {
  return <NotFoundContent />;
}
